// What the inline boot script does on a cold load of a portal URL (issue 8): it preloads the code chunks that URL's
// screen needed last time and, for a signed-in user, opens the websocket and sends the session resume and the
// screen's first-data requests (boot-plan.ts). The app adopts the socket and the replies (boot-handoff.ts); if it
// never does, nothing is lost. Dependency-free apart from the small modules below: it is in every page's HTML.
import { readBootPlan, routePlan, type BootRequest } from "./boot-plan";
import type { BootState } from "./boot-state";
import { loadStoredSession, resumePayload, type StorageLike } from "../sync/stored-session";
import { websocketUrl } from "../sync/socket-url";

/** The parts of `window` the boot script uses (tests pass their own). */
export interface BootWindow {
  localStorage: StorageLike;
  sessionStorage: StorageLike;
  location: Pick<Location, "protocol" | "host" | "pathname">;
  document: { createElement(tag: "link"): HTMLLinkElement; head: { appendChild(node: HTMLLinkElement): unknown } };
  WebSocket: new (url: string) => WebSocket;
}

export function startBoot(win: BootWindow, build: string): BootState | undefined {
  const plan = routePlan(readBootPlan(win.localStorage, build), win.location.pathname);
  for (const src of plan?.scripts ?? []) {
    const link = win.document.createElement("link");
    link.rel = "modulepreload";
    link.href = src;
    link.dataset.boot = ""; // not one of the HTML's own (route-preload.ts records chunks the HTML does not load)
    win.document.head.appendChild(link);
  }
  const stored = loadStoredSession(win.localStorage, win.sessionStorage);
  if (!stored) return undefined; // signed out: the sign-in page has nothing to ask for early
  const requests: BootRequest[] = [{ eventName: "UserSessionResumeRequestEvent", payload: resumePayload(stored) }, ...(plan?.requests ?? [])];
  const state: BootState = { socket: new win.WebSocket(websocketUrl(win.location)), planned: requests.map((r, i) => ({ ...r, requestId: `boot-${i + 1}` })), received: [], adopted: false };
  // The resume goes first: the server handles one socket's messages in order, so the requests behind it are
  // answered for the resumed session.
  state.socket.addEventListener("open", () => {
    for (const { eventName, requestId, payload } of state.planned) state.socket.send(JSON.stringify({ eventName, requestId, payload }));
  });
  state.socket.addEventListener("message", (event) => {
    if (!state.adopted && typeof event.data === "string") state.received.push(event.data);
  });
  return state;
}
