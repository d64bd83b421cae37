import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import "./app/local-settings"; // applies the stored theme before the first paint, the sign-in page's too
import { App } from "./app/app";
import { createPortalClient, websocketUrl } from "./app/portal-client";
import { preloadRoute, preloadRoutesOnNavigation } from "./app/route-preload";
import { loadPortalArea } from "./app/route-table";
import { watchSessionReplies } from "./app/screen-capture";
import type { takeBoot } from "./boot/boot-handoff";
import { activateLocale, initialLocale } from "./i18n/i18n";

import "./styles.css";

// The language's messages first: every lazily loaded chunk (the portal area below included) waits for its choice
// to load its own messages beside it (i18n.ts).
const messages = activateLocale(initialLocale());
// The inline boot script (boot/boot.ts) may already have opened the socket and sent the resume and this URL's first
// requests: the client takes them over rather than asking again. It does so only for a stored session, and then
// through the signed-in portal's code (portal-area.tsx), which the boot script is already fetching: the sign-in
// page loads neither.
const boot: ReturnType<typeof takeBoot> =
  (globalThis as { __fleetBoot?: unknown }).__fleetBoot === undefined
    ? {}
    : await loadPortalArea().then(
        (area) => area.takeBoot(),
        () => ({}),
      );
const client = createPortalClient({
  url: websocketUrl(window.location),
  local: window.localStorage,
  tab: window.sessionStorage,
  ...(boot.factory ? { factory: boot.factory } : {}),
  ...(boot.claims ? { boot: boot.claims } : {}),
});
// The session's reply as on the wire, for the screens kept for the next cold load (screen-capture.ts).
watchSessionReplies(client);
// Manual connect (docs/design/client-shell.md "Connecting"): requests made before the socket opens are queued and
// sent on open.
client.session.start();
// …and, on a cold load of a screen's URL, its code and first data in parallel with the resume.
const screenCode = preloadRoute(client, window.location.pathname);
preloadRoutesOnNavigation(client);
// For the benchmark (tests/bench) and for debugging from the console: the store's commit counter and state.
Object.defineProperty(window, "__fleetPortal", { value: client, enumerable: false });

// The first render waits for the screen's code as it waits for the messages (they load side by side): a screen
// whose code has arrived renders without suspending (lazy-screen.ts preloadableScreen).
await Promise.all([messages, screenCode]);
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
