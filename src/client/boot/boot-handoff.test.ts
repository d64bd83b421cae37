// The boot script's early socket and requests, taken over by the app's socket layer and connection: nothing is
// asked twice, every reply reaches the request that took it over, and after the first socket closes the app
// asks on its own again.
import { firstValueFrom } from "rxjs";
import { beforeEach, expect, test } from "vitest";

import type { VehicleListRequest } from "../../shared/generated/vehicles";
import { createConnection } from "../sync/connection";
import { FakeSocket } from "../sync/fake-socket";
import { createSocket } from "../sync/socket";
import { saveStoredSession } from "../sync/stored-session";
import { canonicalJson, takeBoot } from "./boot-handoff";
import { recordRoute } from "./boot-plan";
import { startBoot } from "./start-boot";
import { BrowserSocket, memoryStorage } from "./test-browser";

const PATH = "/portal/operator/vehicles";
const listRequest: VehicleListRequest = {
  filter: { status: "active" },
  sort: { column: "name", direction: "asc" },
  offset: 0,
  limit: 100,
  fields: ["name", "plate"],
};
const listReply = { count: 1, offset: 0, ids: ["#20:1"], columns: { name: ["T-1"], plate: ["ABC 123"] } };
const user = { id: "#13:1", first: "Olivia", last: "Tremblay", email: "o@x.ca" };
const company = { id: "#12:1", name: "Demo", features: [] };
const session = { token: "tok-2", user, company, companies: { "#12:1": company } };

function boot(options: { plan?: boolean } = {}) {
  const local = memoryStorage();
  const tab = memoryStorage();
  saveStoredSession(local, tab, { token: "tok", auto: true, company: "#12:1" });
  if (options.plan !== false)
    recordRoute(
      local,
      "b",
      PATH,
      [{ eventName: "VehicleListRequestEvent", payload: listRequest }],
      ["/assets/list-1.js"],
      1_000,
    );
  const links: HTMLLinkElement[] = [];
  const document = {
    createElement: () => ({ dataset: {} }) as HTMLLinkElement,
    head: { appendChild: (link: HTMLLinkElement) => links.push(link) },
  };
  const state = startBoot(
    {
      localStorage: local,
      sessionStorage: tab,
      location: { protocol: "http:", host: "portal.test", pathname: PATH },
      document,
      WebSocket: BrowserSocket as never,
      innerWidth: 1280,
      innerHeight: 800,
      navigator: { languages: ["en-CA"] },
    },
    "b",
    1_000,
  );
  return { state, links, ws: BrowserSocket.latest };
}

function app(holder: { __fleetBoot?: unknown }) {
  const { factory, claims } = takeBoot(holder as never, (url) => new FakeSocket(url));
  const socket = createSocket({
    url: "ws://portal.test/api/v1/ws",
    factory: factory ?? ((url) => new FakeSocket(url)),
    setTimer: () => 0,
    clearTimer: () => {},
  });
  const connection = createConnection(socket, "t", claims ? { boot: claims } : {});
  return { socket, connection };
}

beforeEach(() => FakeSocket.reset());

test("the boot script, once open, sends the resume first and then the route's requests, and preloads the planned chunks", () => {
  const { links, ws } = boot();
  expect(ws.url).toBe("ws://portal.test/api/v1/ws");
  expect(ws.sent).toEqual([]);
  ws.serverOpen();
  expect(ws.sent.map((m) => [m.eventName, m.requestId])).toEqual([
    ["UserSessionResumeRequestEvent", "boot-1"],
    ["VehicleListRequestEvent", "boot-2"],
  ]);
  expect(ws.sent[0]!.payload).toEqual({ token: "tok", company: "#12:1" });
  expect(links.map((l) => [l.rel, l.href])).toEqual([["modulepreload", "/assets/list-1.js"]]);
});

test("the app takes over the socket and the requests: nothing is sent twice, replies that came early are delivered", async () => {
  const { state, ws } = boot();
  ws.serverOpen();
  // The replies arrive before the app's code has run.
  ws.serverSend({
    eventName: "UserSessionResumeResponse",
    requestId: "boot-1",
    status: "complete",
    statusCode: 200,
    payload: session,
  });
  ws.serverSend({
    eventName: "VehicleListResponse",
    requestId: "boot-2",
    status: "complete",
    statusCode: 200,
    payload: listReply,
  });
  const { socket, connection } = app({ __fleetBoot: state });
  const resumed: Promise<unknown>[] = [];
  socket.opened$.subscribe(() =>
    resumed.push(
      firstValueFrom(connection.requestFirst("UserSessionResumeRequestEvent", { token: "tok", company: "#12:1" })),
    ),
  );
  socket.connect();
  await Promise.resolve(); // the adopted socket reports its open on the next tick
  expect(await resumed[0]).toMatchObject({ status: "complete", payload: { token: "tok-2" } });
  // The same request with its keys in another order is the same request.
  const list = await firstValueFrom(
    connection.request("VehicleListRequestEvent", {
      fields: ["name", "plate"],
      limit: 100,
      offset: 0,
      sort: { direction: "asc", column: "name" },
      filter: { status: "active" },
    }),
  );
  expect(list).toMatchObject({ status: "complete", payload: { ids: ["#20:1"] } });
  expect(ws.sent).toHaveLength(2);
});

test("a request the boot script did not send goes out as usual; one it sent is answered when its reply comes", async () => {
  const { state, ws } = boot();
  const { socket, connection } = app({ __fleetBoot: state });
  socket.connect();
  const other = firstValueFrom(connection.request("VehicleListRequestEvent", { ...listRequest, offset: 100 }));
  const planned = firstValueFrom(connection.request("VehicleListRequestEvent", listRequest));
  ws.serverOpen();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(ws.sent.map((m) => m.requestId)).toEqual(["boot-1", "boot-2", expect.stringMatching(/^t-/)]);
  ws.serverSend({
    eventName: "VehicleListResponse",
    requestId: "boot-2",
    status: "complete",
    statusCode: 200,
    payload: listReply,
  });
  ws.serverSend({
    eventName: "VehicleListResponse",
    requestId: ws.sent[2]!.requestId,
    status: "complete",
    statusCode: 200,
    payload: { ...listReply, offset: 100 },
  });
  expect(await planned).toMatchObject({ payload: { offset: 0 } });
  expect(await other).toMatchObject({ payload: { offset: 100 } });
});

test("once the first socket has closed, the app asks on its own: a taken-over request fails like any request on the wire", async () => {
  const { state, ws } = boot();
  const { socket, connection } = app({ __fleetBoot: state });
  socket.connect();
  ws.serverOpen();
  const planned = firstValueFrom(connection.request("VehicleListRequestEvent", listRequest));
  await new Promise((resolve) => setTimeout(resolve, 0));
  ws.close(1006);
  await expect(planned).rejects.toMatchObject({ messageId: "ConnectionLost" });
  const again = firstValueFrom(connection.request("VehicleListRequestEvent", listRequest));
  void again.catch(() => {});
  socket.reconnectNow();
  FakeSocket.latest().serverOpen();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(
    FakeSocket.latest()
      .requests()
      .map((m) => m.eventName),
  ).toEqual(["VehicleListRequestEvent"]);
});

test("signed out, the boot script opens no socket; without a boot script the app opens its own", () => {
  const local = memoryStorage();
  const state = startBoot(
    {
      localStorage: local,
      sessionStorage: memoryStorage(),
      location: { protocol: "http:", host: "h", pathname: "/signin" },
      document: { createElement: () => ({ dataset: {} }) as HTMLLinkElement, head: { appendChild: () => 0 } },
      WebSocket: BrowserSocket as never,
      innerWidth: 1280,
      innerHeight: 800,
      navigator: { languages: ["en-CA"] },
    },
    "b",
    1_000,
  );
  expect(state).toBeUndefined();
  expect(takeBoot({})).toEqual({});
});

test("canonical JSON ignores key order and undefined fields", () => {
  expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe(canonicalJson({ a: [{ d: 2 }], b: 1 }));
});
