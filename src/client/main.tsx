import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createPortalClient, websocketUrl } from "./app/portal-client";
import { preloadRoute } from "./app/route-preload";
import { activateLocale, initialLocale } from "./i18n/i18n";
import "./styles.css";

const client = createPortalClient({ url: websocketUrl(window.location), local: window.localStorage, tab: window.sessionStorage });
// Manual connect (SPEC §7): requests made before the socket opens are queued and sent on open.
client.session.start();
// …and, on a cold load of a screen's URL, its code and first data in parallel with the resume.
const screenCode = preloadRoute(client, window.location.pathname);
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
