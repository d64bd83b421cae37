import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createPortalClient, websocketUrl } from "./app/portal-client";
import { preloadRoute, preloadRoutesOnNavigation } from "./app/route-preload";
import { takeBoot } from "./boot/boot-handoff";
import { activateLocale, initialLocale } from "./i18n/i18n";
import "./styles.css";

// The inline boot script (boot/boot.ts) may already have opened the socket and sent the resume and this URL's first
// requests: the client takes them over rather than asking again.
const boot = takeBoot();
const client = createPortalClient({ url: websocketUrl(window.location), local: window.localStorage, tab: window.sessionStorage, ...(boot.factory ? { factory: boot.factory } : {}), ...(boot.claims ? { boot: boot.claims } : {}) });
// Manual connect (SPEC §7): requests made before the socket opens are queued and sent on open.
client.session.start();
// …and, on a cold load of a screen's URL, its code and first data in parallel with the resume.
const screenCode = preloadRoute(client, window.location.pathname);
preloadRoutesOnNavigation(client);
// For the benchmark (tests/bench) and for debugging from the console: the store's commit counter and state.
Object.defineProperty(window, "__fleetPortal", { value: client, enumerable: false });

// The first render waits for the screen's code as it waits for the messages (they load side by side): a screen
// whose code has arrived renders without suspending (lazy-screen.ts preloadableScreen).
await Promise.all([activateLocale(initialLocale()), screenCode]);
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
