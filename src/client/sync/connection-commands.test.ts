// Commands over the connection (docs/design/commands.md): stamped {clientId, seq}, kept until answered, resent after reconnects.
import { firstValueFrom } from "rxjs";
import { beforeEach, expect, test, vi } from "vitest";

import { MemoryCommandStore } from "./command-store";
import { completePayload } from "./complete-payload";
import { createConnection } from "./connection";
import { FakeSocket } from "./fake-socket";
import { createSocket } from "./socket";

const vehicle = { id: "#30:1" };
const CLIENT = "c0ffee00c0ffee00c0ffee00c0ffee00";
const profile = { id: "#13:1", first: "Olivia", last: "Tremblay", email: "o@x.ca" };

type Sent = { eventName: string; requestId: string; payload: unknown; command?: { clientId: string; seq: number } };

function setup(store = new MemoryCommandStore()) {
  const timers: (() => void)[] = [];
  const socket = createSocket({
    url: "ws://x",
    factory: (url) => new FakeSocket(url),
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => {},
  });
  const connection = createConnection(socket, "t", { commands: store, clientId: CLIENT });
  socket.connect();
  return { socket, connection, store, timers };
}

const sent = (fake: FakeSocket) => fake.sent.map((text) => JSON.parse(text) as Sent);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function reply(fake: FakeSocket, request: Sent, payload: unknown) {
  fake.serverSend({
    eventName: "UserSettingsSaveResponse",
    requestId: request.requestId,
    status: "complete",
    statusCode: 200,
    payload,
  });
}

beforeEach(() => FakeSocket.reset());

test("a command carries the client id and the next sequence number; other events carry no stamp", async () => {
  const { connection } = setup();
  FakeSocket.latest().serverOpen();
  void firstValueFrom(connection.request("UserSettingsSaveRequestEvent", { locale: "fr-CA" }));
  void firstValueFrom(connection.request("UserSettingsSaveRequestEvent", { locale: "es" }));
  void firstValueFrom(connection.request("VehicleGetRequestEvent", { id: vehicle.id }));
  // The vehicles domain's codecs load with its first request (wire-codecs.ts): the get may leave after the saves.
  await vi.waitFor(() => expect(sent(FakeSocket.latest())).toHaveLength(3));
  const messages = sent(FakeSocket.latest());
  expect(messages.map((m) => [m.eventName, m.command])).toEqual(
    expect.arrayContaining([
      ["VehicleGetRequestEvent", undefined],
      ["UserSettingsSaveRequestEvent", { clientId: CLIENT, seq: 1 }],
      ["UserSettingsSaveRequestEvent", { clientId: CLIENT, seq: 2 }],
    ]),
  );
  const saves = messages.filter((m) => m.command);
  expect(saves.map((m) => m.command!.seq)).toEqual([1, 2]);
});

test("a command on the wire when the socket drops is resent with the same stamp after the reconnect, then answered", async () => {
  const { connection, store, timers } = setup();
  FakeSocket.latest().serverOpen();
  const saved = completePayload(connection.request("UserSettingsSaveRequestEvent", { locale: "fr-CA" }));
  await tick();
  const [first] = sent(FakeSocket.latest());
  expect(store.size).toBe(1);
  FakeSocket.latest().serverClose(1006);
  timers.shift()!();
  FakeSocket.latest().serverOpen();
  const [again] = sent(FakeSocket.latest());
  expect(again!.command).toEqual(first!.command);
  reply(FakeSocket.latest(), again!, profile);
  expect(await saved).toEqual(profile);
  expect(store.size).toBe(0);
});

test("resent commands go out behind the session-resume handshake of the new socket", async () => {
  const { socket, connection, timers } = setup();
  FakeSocket.latest().serverOpen();
  void firstValueFrom(connection.request("UserSettingsSaveRequestEvent", { locale: "fr-CA" }));
  await tick();
  socket.opened$.subscribe(
    () =>
      void firstValueFrom(connection.requestFirst("UserSessionResumeRequestEvent", { token: "tok" })).catch(() => {}),
  );
  FakeSocket.latest().serverClose(1006);
  timers.shift()!();
  FakeSocket.latest().serverOpen();
  expect(sent(FakeSocket.latest()).map((m) => m.eventName)).toEqual([
    "UserSessionResumeRequestEvent",
    "UserSettingsSaveRequestEvent",
  ]);
});

test("an error reply acknowledges a command too: it is not resent", async () => {
  const { connection, store } = setup();
  FakeSocket.latest().serverOpen();
  const saved = completePayload(connection.request("UserSettingsSaveRequestEvent", { timeZone: "Mars/Olympus" }));
  await tick();
  const [request] = sent(FakeSocket.latest());
  FakeSocket.latest().serverSend({
    eventName: "UserSettingsSaveResponse",
    requestId: request!.requestId,
    status: "complete",
    statusCode: 400,
    error: { messageId: "BadRequest", hint: "timeZone" },
  });
  await expect(saved).rejects.toMatchObject({ messageId: "BadRequest" });
  expect(store.size).toBe(0);
});

test("commands a previous page left in the store are sent again under their own stamps", async () => {
  const store = new MemoryCommandStore();
  await store.put({
    clientId: "0123456789abcdef0123456789abcdef",
    seq: 7,
    eventName: "UserSettingsSaveRequestEvent",
    payload: { locale: "es" },
  });
  setup(store);
  await tick();
  FakeSocket.latest().serverOpen();
  const [request] = sent(FakeSocket.latest());
  expect(request).toMatchObject({
    eventName: "UserSettingsSaveRequestEvent",
    payload: { locale: "es" },
    command: { clientId: "0123456789abcdef0123456789abcdef", seq: 7 },
  });
  reply(FakeSocket.latest(), request!, profile);
  expect(store.size).toBe(0);
});

test("a sign-out (a close for good) ends waiting commands with ConnectionLost and empties the store", async () => {
  const { socket, connection, store } = setup();
  FakeSocket.latest().serverOpen();
  const saved = completePayload(connection.request("UserSettingsSaveRequestEvent", { locale: "fr-CA" }));
  await tick();
  socket.disconnect();
  await expect(saved).rejects.toMatchObject({ messageId: "ConnectionLost" });
  expect(store.size).toBe(0);
});
