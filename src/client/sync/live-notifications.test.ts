// A record on screen stays current (docs/design/client-shell.md "Reconnects"): a notification naming it replaces or
// reloads it, one naming other records leaves it alone, and after a reconnect's resume — or the server's "fetch
// again", an empty notification — it is loaded again, once for a burst of signals.
import { expect, test, vi } from "vitest";

import { memoryStorage } from "../boot/test-browser";
import { initialAppState, type AppState } from "./app-state";
import { createConnection } from "./connection";
import { FakeSocket } from "./fake-socket";
import { LiveNotifications } from "./live-notifications";
import { CLOSE_SIGNED_OUT, createSessionController } from "./session";
import { createSocket } from "./socket";
import { Store } from "./store";

const user = { id: "#13:1", first: "Olivia", last: "Tremblay", email: "o@x.ca" };
const company = { id: "#12:1", name: "Demo", features: [] };
// Companies have the smallest rows of the notifications that carry rows; any `{items}` notification behaves alike.
const companyRow = (id: string, name: string) => ({ id, name, features: ["home"] });

/** Codecs load on first use; on a busy machine that can take a while. */
const WAIT = { timeout: 5_000 };

function setup() {
  FakeSocket.reset();
  const socket = createSocket({
    url: "ws://x",
    factory: (url) => new FakeSocket(url),
    terminalCloseCodes: [CLOSE_SIGNED_OUT],
    setTimer: () => 0,
    clearTimer: () => {},
  });
  const connection = createConnection(socket, "t");
  const live = new LiveNotifications(connection);
  const local = memoryStorage();
  createSessionController(connection, new Store<AppState>(initialAppState(), () => {}), local, memoryStorage(), {
    onResumed: () => live.resumed(),
  });
  socket.connect();
  FakeSocket.latest().serverOpen();
  return { socket, live, local };
}

const notify = (eventName: string, items: Record<string, unknown>) =>
  FakeSocket.latest().serverSend({ eventName, status: "complete", statusCode: 200, payload: { items } });

function answer(eventName: string, payload: unknown) {
  const request = FakeSocket.latest()
    .requests()
    .filter((r) => r.eventName === eventName)
    .at(-1);
  if (!request) throw new Error(`no ${eventName} was sent`);
  FakeSocket.latest().serverSend({
    eventName: eventName.replace("RequestEvent", "Response"),
    requestId: request.requestId,
    status: "complete",
    statusCode: 200,
    payload,
  });
}

test("a notification naming the record replaces it; one naming others does nothing", async () => {
  const { live } = setup();
  const load = vi.fn();
  const replace = vi.fn();
  const stop = live.followRecord("CompanyChangedNotification", "#12:1", load, replace);
  expect(load).toHaveBeenCalledTimes(1);
  notify("CompanyChangedNotification", { "#12:2": companyRow("#12:2", "Elsewhere") });
  notify("CompanyChangedNotification", { "#12:1": companyRow("#12:1", "Demo renamed") });
  await vi.waitFor(() => expect(replace).toHaveBeenCalledTimes(1), WAIT);
  expect(replace.mock.calls[0]![0]).toMatchObject({ name: "Demo renamed" });
  expect(load).toHaveBeenCalledTimes(1);
  stop();
  notify("CompanyChangedNotification", { "#12:1": companyRow("#12:1", "after") });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(replace).toHaveBeenCalledTimes(1);
});

test("without `replace`, a notification naming the record loads it again", async () => {
  const { live } = setup();
  const load = vi.fn();
  live.followRecord("CompanyChangedNotification", "#12:1", load);
  notify("CompanyChangedNotification", { "#12:1": companyRow("#12:1", "Demo") });
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2), WAIT);
});

test("the server's empty notifications make every followed record load again", async () => {
  const { live } = setup();
  const recordLoad = vi.fn();
  const panelLoad = vi.fn();
  live.followRecord("CompanyChangedNotification", "#12:1", recordLoad, () => {});
  live.onResync(panelLoad);
  // The relay's catch-up: one empty notification per kind (src/server/ws/relay-catch-up.ts).
  notify("CompanyChangedNotification", {});
  notify("InspectionsChangedNotification", {});
  await vi.waitFor(() => expect(recordLoad.mock.calls.length).toBeGreaterThanOrEqual(2), WAIT);
  expect(panelLoad).toHaveBeenCalled();
});

test("the resync signals of one burst reload each screen once", async () => {
  const { live } = setup();
  const load = vi.fn();
  live.onResync(load);
  live.resync();
  live.resync();
  live.resync();
  await new Promise((resolve) => setTimeout(resolve, 120));
  expect(load).toHaveBeenCalledTimes(1);
});

test("after a reconnect the resumed session loads what the screen shows again", async () => {
  const { socket, live, local } = setup();
  // Signed in earlier: the stored session is what a reconnect resumes.
  local.setItem("fleet.session", JSON.stringify({ token: "tok", auto: true, company: company.id }));
  const load = vi.fn();
  live.followRecord("VehiclesChangedNotification", "#30:1", load);
  FakeSocket.latest().serverClose(1006);
  socket.reconnectNow();
  FakeSocket.latest().serverOpen();
  answer("UserSessionResumeRequestEvent", { token: "tok", user, company, companies: { [company.id]: company } });
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2), WAIT);
});
