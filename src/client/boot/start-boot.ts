import { websocketUrl } from "../sync/socket-url";
import { loadStoredSession, resumePayload, type StorageLike } from "../sync/stored-session";
// What the inline boot script does on a cold load of a portal URL (docs/design/cold-loads.md "The boot plan"): it
// preloads the code chunks that URL's screen needed last time and, for a signed-in user, opens the websocket and sends
// the session resume and the screen's first-data requests (boot-plan.ts). The app adopts the socket and the replies
// (boot-handoff.ts); if it never does, nothing is lost. It also starts the app: the built HTML only preloads the app's
// entry (see startBoot for when it runs). Dependency-free apart from the small modules below: it is in every page's
// HTML.
import { readBootPlan, routePlan, type BootRequest } from "./boot-plan";
import type { BootState } from "./boot-state";
import { canonicalJson } from "./digest";
import { readSnapshot, snapshotContext, snapshotDigest, type ScreenSnapshot } from "./screen-snapshot";

/** The parts of `window` the boot script uses (tests pass their own). */
export interface BootWindow {
  localStorage: StorageLike;
  sessionStorage: StorageLike;
  location: Pick<Location, "protocol" | "host" | "pathname">;
  document: { createElement(tag: "link"): HTMLLinkElement; head: { appendChild(node: HTMLLinkElement): unknown } };
  WebSocket: new (url: string) => WebSocket;
  innerWidth: number;
  innerHeight: number;
  navigator: { languages?: readonly string[] };
  /** Shows a screen snapshot whose replies matched (screen-snapshot.ts showSnapshot on the real page). */
  show?: (snapshot: ScreenSnapshot) => void;
  /** Runs the app's code (boot.ts; the build leaves its entry to the boot script): see startBoot for when. */
  startApp?: () => void;
  /** Runs `run` once a snapshot just shown has been painted (at once when none was). */
  afterPaint?: (run: () => void) => void;
}

/** The longest the socket's open and a kept screen's replies may hold the app's start (a slow or silent server). */
export const HOLD_APP_MS = 1_000;

const requestKey = (request: BootRequest) => `${request.eventName} ${canonicalJson(request.payload)}`;

interface WireReply {
  requestId?: unknown;
  statusCode?: unknown;
  status?: unknown;
  payload?: unknown;
}

/**
 * Watches the replies to the planned requests: when all have come back exactly as the snapshot was drawn from,
 * the snapshot is shown; one that differs or failed, and it is not.
 */
function watchReplies(
  state: BootState,
  snapshot: ScreenSnapshot,
  show: (snapshot: ScreenSnapshot) => void,
  settled: () => void,
): void {
  const payloads = new Map<string, unknown>();
  const idOf = new Map(state.planned.map((p) => [requestKey(p), p.requestId]));
  const [resume] = state.planned;
  const drawnFrom = snapshot.requests.map((r) => idOf.get(requestKey(r)));
  const ids = new Set([resume!.requestId, ...drawnFrom.filter((id) => id !== undefined)]);
  const listener = (event: MessageEvent) => {
    if (typeof event.data !== "string" || !event.data.includes('"boot-')) return;
    let reply: WireReply;
    try {
      reply = JSON.parse(event.data) as WireReply;
    } catch {
      return;
    }
    if (typeof reply.requestId !== "string" || !ids.has(reply.requestId) || reply.status === "intermediate") return;
    if (reply.statusCode !== 200) {
      state.socket.removeEventListener("message", listener);
      return settled();
    }
    payloads.set(reply.requestId, reply.payload);
    if (payloads.size < ids.size) return;
    state.socket.removeEventListener("message", listener);
    if (
      snapshotDigest(
        snapshot.requests,
        drawnFrom.map((id) => (id === undefined ? undefined : payloads.get(id))),
        payloads.get(resume!.requestId),
      ) === snapshot.digest
    )
      show(snapshot);
    settled();
  };
  state.socket.addEventListener("message", listener);
}

/**
 * `nowMs`: the time the boot script starts (boot.ts reads it from the clock; a kept screen is only shown on the day it
 * was drawn). `signedInScripts`: the chunks every signed-in screen needs that the HTML does not load (the portal area,
 * scripts/build/inline-boot.ts), preloaded for a stored session.
 */
export function startBoot(
  win: BootWindow,
  build: string,
  nowMs: number,
  signedInScripts: readonly string[] = [],
): BootState | undefined {
  const plan = routePlan(readBootPlan(win.localStorage, build), win.location.pathname);
  const stored = loadStoredSession(win.localStorage, win.sessionStorage);
  if (!stored) {
    preloadScripts(win, plan?.scripts ?? []);
    win.startApp?.();
    return undefined; // signed out: the sign-in page has nothing to ask for early
  }
  const snapshot =
    plan && win.show
      ? readSnapshot(win.localStorage, build, win.location.pathname, snapshotContext(win, stored, nowMs))
      : undefined;
  const requests: BootRequest[] = [
    { eventName: "UserSessionResumeRequestEvent", payload: resumePayload(stored) },
    ...(plan?.requests ?? []),
  ];
  // The reads the screen made besides its first-data requests, when its snapshot may show: asked for now too.
  for (const read of snapshot?.requests ?? [])
    if (!requests.some((r) => requestKey(r) === requestKey(read))) requests.push(read);
  const state: BootState = {
    socket: new win.WebSocket(websocketUrl(win.location)),
    planned: requests.map((r, i) => ({ ...r, requestId: `boot-${i + 1}` })),
    received: [],
    adopted: false,
  };
  // The portal's chunks and the app's start wait until the requests are on their way, and while a kept screen may
  // show, until it has shown (or will not). Each chunk is compiled on the page's only thread as it arrives, and the
  // app's start-up is a task of 100–200 ms: either held the replies' message events back by 40–100 ms. The HTML's
  // own chunks are on their way from the start (the browser's preload scanner fetched them).
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    preloadScripts(win, [...signedInScripts, ...(plan?.scripts ?? [])]);
    win.startApp?.();
  };
  const watching = snapshot !== undefined && win.show !== undefined;
  // The resume goes first: the server handles one socket's messages in order, so the requests behind it are
  // answered for the resumed session.
  state.socket.addEventListener("open", () => {
    for (const { eventName, requestId, payload } of state.planned)
      state.socket.send(JSON.stringify({ eventName, requestId, payload }));
    if (!watching) release();
  });
  state.socket.addEventListener("error", release);
  state.socket.addEventListener("close", release);
  state.socket.addEventListener("message", (event) => {
    if (!state.adopted && typeof event.data === "string") state.received.push(event.data);
  });
  if (snapshot && win.show) {
    const afterPaint = win.afterPaint ?? ((run: () => void) => run());
    watchReplies(state, snapshot, win.show, () => afterPaint(release));
  }
  setTimeout(release, HOLD_APP_MS);
  return state;
}

function preloadScripts(win: BootWindow, scripts: readonly string[]): void {
  for (const src of scripts) {
    const link = win.document.createElement("link");
    link.rel = "modulepreload";
    link.href = src;
    link.dataset.boot = ""; // not one of the HTML's own (route-preload.ts records chunks the HTML does not load)
    win.document.head.appendChild(link);
  }
}
