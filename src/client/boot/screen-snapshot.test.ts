// A kept screen is shown on a cold load only when the server's fresh replies are exactly the ones it was drawn from,
// for the same person in the same setting; anything else, and the app draws the screen as it always did.
import fc from "fast-check";
import { expect, test, vi } from "vitest";

import { saveStoredSession } from "../sync/stored-session";
import { recordRoute, type BootRequest } from "./boot-plan";
import {
  MAX_SNAPSHOT_CHARS,
  SNAPSHOT_PREFIX,
  clearSnapshots,
  readSnapshot,
  snapshotContext,
  snapshotDigest,
  writeSnapshot,
  type ScreenSnapshot,
} from "./screen-snapshot";
import { HOLD_APP_MS, startBoot } from "./start-boot";
import { BrowserSocket, memoryStorage } from "./test-browser";

const PATH = "/portal/operator/vehicles";
const list: BootRequest = {
  eventName: "VehicleListRequestEvent",
  payload: { filter: { status: "active" }, sort: { column: "name", direction: "asc" }, offset: 0, limit: 100 },
};
const reference: BootRequest = { eventName: "VehicleReferenceDataRequestEvent", payload: {} };
const listReply = { count: 2, offset: 0, ids: ["#20:1", "#20:2"], columns: { name: ["T-1", "T-2"] } };
const referenceReply = { categories: { "#23:1": { id: "#23:1", name: "Truck" } } };
const session = {
  token: "tok",
  user: { id: "#13:1", first: "Olivia", last: "Tremblay", lastSignIn: 1 },
  company: { id: "#12:1", name: "Demo", features: ["vehicles"] },
  companies: { "#12:1": {} },
};
const win = { innerWidth: 1280, innerHeight: 800, navigator: { languages: ["en-CA"] } };
/** The page's time, for the app that kept the screen and the boot script that reads it. */
const NOW = Date.UTC(2026, 2, 14, 12);

function setUp() {
  const local = memoryStorage();
  const tab = memoryStorage();
  saveStoredSession(local, tab, { token: "tok", auto: true, company: "#12:1" });
  recordRoute(local, "b", PATH, [list], [], NOW);
  const snapshot: ScreenSnapshot = {
    build: "b",
    at: 1,
    context: snapshotContext({ localStorage: local, ...win }, { token: "tok", company: "#12:1" }, NOW),
    requests: [list, reference],
    digest: snapshotDigest([list, reference], [listReply, referenceReply], session),
    html: "<main>rows</main>",
    dark: false,
    rows: true,
  };
  writeSnapshot(local, PATH, snapshot);
  const shown: ScreenSnapshot[] = [];
  /** What the page did besides: "link" (a chunk preloaded), "app" (the app's code started), "paint" (a frame asked for). */
  const did: string[] = [];
  const painted: (() => void)[] = [];
  const afterPaint = (run: () => void) => {
    did.push("paint");
    painted.push(run);
  };
  const document = {
    createElement: () => ({ dataset: {} }) as HTMLLinkElement,
    head: { appendChild: () => did.push("link") },
  };
  startBoot(
    {
      localStorage: local,
      sessionStorage: tab,
      location: { protocol: "http:", host: "portal.test", pathname: PATH },
      document,
      WebSocket: BrowserSocket as never,
      ...win,
      show: (s) => shown.push(s),
      startApp: () => did.push("app"),
      afterPaint,
    },
    "b",
    NOW,
    ["/assets/portal-area-1.js"],
  );
  const ws = BrowserSocket.latest;
  ws.serverOpen();
  const answer = (replies: { resume?: unknown; list?: unknown; reference?: unknown; status?: number }) => {
    const payloads = [replies.resume ?? session, replies.list ?? listReply, replies.reference ?? referenceReply];
    ws.sent.forEach((sent, i) =>
      ws.serverSend({
        eventName: "Reply",
        requestId: sent.requestId,
        status: "complete",
        statusCode: i === 1 ? (replies.status ?? 200) : 200,
        payload: payloads[i],
      }),
    );
  };
  return { local, ws, shown, answer, snapshot, did, painted };
}

test("the boot script also asks for the reads the kept screen made, and shows it when every reply is the same", () => {
  const { ws, shown, answer } = setUp();
  expect(ws.sent.map((m) => m.eventName)).toEqual([
    "UserSessionResumeRequestEvent",
    "VehicleListRequestEvent",
    "VehicleReferenceDataRequestEvent",
  ]);
  answer({});
  expect(shown).toHaveLength(1);
});

test("a changed row, a changed reference, another company name or a refused request: nothing is shown", () => {
  for (const replies of [
    { list: { ...listReply, columns: { name: ["T-1", "T-2 renamed"] } } },
    { reference: { categories: {} } },
    { resume: { ...session, company: { ...session.company, name: "Renamed" } } },
    { status: 500 },
  ]) {
    const { shown, answer } = setUp();
    answer(replies);
    expect(shown).toEqual([]);
  }
});

test("while a kept screen may show, the portal's chunks and the app's start wait: they come after the frame that paints it", () => {
  const { did, painted, answer, shown } = setUp();
  expect(did).toEqual([]);
  answer({});
  expect(shown).toHaveLength(1);
  expect(did).toEqual(["paint"]);
  painted.forEach((run) => run());
  expect(did).toEqual(["paint", "link", "app"]);
});

test("replies that do not match, or a refused one, let the app start as well", () => {
  for (const replies of [{ list: { ...listReply, count: 3 } }, { status: 500 }]) {
    const { did, painted, answer, shown } = setUp();
    answer(replies);
    painted.forEach((run) => run());
    expect(shown).toEqual([]);
    expect(did).toContain("app");
  }
});

test("replies that never come hold the app's start for HOLD_APP_MS at most", () => {
  vi.useFakeTimers();
  try {
    const { did } = setUp();
    vi.advanceTimersByTime(HOLD_APP_MS - 1);
    expect(did).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(did).toEqual(["link", "app"]);
  } finally {
    vi.useRealTimers();
  }
});

test("what the header does not show (a new token, the last sign-in) does not stop it", () => {
  const { shown, answer } = setUp();
  answer({ resume: { ...session, token: "tok-2", user: { ...session.user, lastSignIn: 2 } } });
  expect(shown).toHaveLength(1);
});

test("the same replies in another key order give the same digest; any changed value another", () => {
  fc.assert(
    fc.property(
      fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.integer(), fc.string({ maxLength: 6 }), fc.boolean()), {
        minKeys: 1,
        maxKeys: 8,
      }),
      fc.integer(),
      (reply, other) => {
        const reversed = Object.fromEntries(Object.entries(reply).reverse());
        expect(snapshotDigest([list], [reversed], session)).toBe(snapshotDigest([list], [reply], session));
        const key = Object.keys(reply)[0]!;
        fc.pre(reply[key] !== other);
        expect(snapshotDigest([list], [{ ...reply, [key]: other }], session)).not.toBe(
          snapshotDigest([list], [reply], session),
        );
      },
    ),
  );
});

test("another build, person, window size, language or day reads no snapshot", () => {
  const { local, snapshot } = setUp();
  const context = (over: Partial<typeof win> = {}, token = "tok", now = NOW) =>
    snapshotContext({ localStorage: local, ...win, ...over }, { token, company: "#12:1" }, now);
  expect(readSnapshot(local, "b", PATH, context())).toEqual(snapshot);
  expect(readSnapshot(local, "other-build", PATH, context())).toBeUndefined();
  for (const other of [
    context({}, "someone-else"),
    context({ innerWidth: 390 }),
    context({ navigator: { languages: ["fr-CA"] } }),
    context({}, "tok", NOW + 86_400_000),
  ])
    expect(readSnapshot(local, "b", PATH, other)).toBeUndefined();
  local.setItem("fleet.settings", JSON.stringify({ theme: "dark" }));
  expect(readSnapshot(local, "b", PATH, context())).toBeUndefined();
});

test("at most six screens are kept, the newest; a very large one is not; sign-out forgets them all", () => {
  const local = memoryStorage();
  const base: ScreenSnapshot = {
    build: "b",
    at: 0,
    context: "c",
    requests: [],
    digest: "d",
    html: "<p></p>",
    dark: false,
    rows: false,
  };
  for (let i = 0; i < 9; i++) writeSnapshot(local, `/p${i}`, { ...base, at: i });
  const kept = () =>
    Array.from({ length: local.length }, (_, i) => local.key(i)!)
      .filter((k) => k.startsWith(SNAPSHOT_PREFIX))
      .sort();
  expect(kept()).toEqual(["/p3", "/p4", "/p5", "/p6", "/p7", "/p8"].map((p) => SNAPSHOT_PREFIX + p));
  writeSnapshot(local, "/big", { ...base, at: 99, html: "x".repeat(MAX_SNAPSHOT_CHARS + 1) });
  expect(local.getItem(`${SNAPSHOT_PREFIX}/big`)).toBeNull();
  local.setItem("fleet.other", "kept");
  clearSnapshots(local);
  expect(kept()).toEqual([]);
  expect(local.getItem("fleet.other")).toBe("kept");
});
