// A command the server refuses after its page is gone (the driver app reloaded while it waited offline) is kept in
// the offline store for the user to see, never resent, until dismissed; the page that is still there hears of it too.
import { firstValueFrom } from "rxjs";
import { beforeEach, expect, test } from "vitest";

import { fixedClock } from "../../shared/clock";
import { createConnection } from "./connection";
import { FakeSocket } from "./fake-socket";
import { OfflineCommandStore, type CommandTable } from "./offline-commands";
import type { StoredCommand } from "./offline-db";
import { createSocket } from "./socket";

/** Like IndexedDB: a put replaces the row with the same key. */
function table(rows: StoredCommand[] = []): CommandTable & { rows: StoredCommand[] } {
  const index = (clientId: string, seq: number) => rows.findIndex((r) => r.clientId === clientId && r.seq === seq);
  return {
    rows,
    all: async () => [...rows],
    put: async (command) => {
      const at = index(command.clientId, command.seq);
      if (at >= 0) rows[at] = command;
      else rows.push(command);
    },
    delete: async (clientId, seq) => {
      const at = index(clientId, seq);
      if (at >= 0) rows.splice(at, 1);
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const USER = "#13:1";
const waiting: StoredCommand = {
  clientId: "earlier-page",
  seq: 4,
  eventName: "UserSettingsSaveRequestEvent",
  payload: { locale: "fr-CA" },
  userId: USER,
  queuedAt: 1,
};

function connect(store: OfflineCommandStore) {
  const socket = createSocket({
    url: "ws://x",
    factory: (url) => new FakeSocket(url),
    setTimer: () => {},
    clearTimer: () => {},
  });
  const connection = createConnection(socket, "t", { commands: store, clientId: "this-page" });
  socket.connect();
  FakeSocket.latest().serverOpen();
  return connection;
}

const refuse = (requestId: string) =>
  FakeSocket.latest().serverSend({
    eventName: "UserSettingsSaveResponse",
    requestId,
    status: "complete",
    statusCode: 409,
    payload: null,
    error: { messageId: "TimesheetNotStarted", hint: "Start your day first." },
  });

const NOW = Date.UTC(2026, 2, 14, 12);
const clock = fixedClock(NOW);

beforeEach(() => FakeSocket.reset());

test("an earlier page's command refused now is kept as refused, not resent, and shown until dismissed", async () => {
  const rows = table([waiting]);
  const store = new OfflineCommandStore(rows, clock);
  store.setUser(USER);
  connect(store);
  await tick();
  const [resent] = FakeSocket.latest().sent.map((text) => JSON.parse(text) as { requestId: string; command: unknown });
  expect(resent!.command).toEqual({ clientId: "earlier-page", seq: 4 });
  expect(store.size).toBe(1);
  refuse(resent!.requestId);
  expect(store.size).toBe(0);
  expect(store.refused).toEqual([
    expect.objectContaining({
      clientId: "earlier-page",
      seq: 4,
      refused: expect.objectContaining({ messageId: "TimesheetNotStarted", hint: "Start your day first.", at: NOW }),
    }),
  ]);
  await tick();
  // After a reload: still there, and not among the commands to send.
  const reloaded = new OfflineCommandStore(rows, clock);
  reloaded.setUser(USER);
  expect(await reloaded.load()).toEqual([]);
  await tick();
  expect(reloaded.refused.map((c) => c.seq)).toEqual([4]);
  await reloaded.dismiss("earlier-page", 4);
  expect(reloaded.refused).toEqual([]);
  expect(rows.rows).toEqual([]);
});

test("the page still open hears the refusal, and the refused command is already listed when it does", async () => {
  const store = new OfflineCommandStore(table(), clock);
  store.setUser(USER);
  const connection = connect(store);
  let listed: number | undefined;
  const reply = firstValueFrom(connection.request("UserSettingsSaveRequestEvent", { locale: "es" })).catch(
    (error: { messageId: string }) => {
      listed = store.refused.length;
      return error.messageId;
    },
  );
  await tick();
  const [sent] = FakeSocket.latest().sent.map((text) => JSON.parse(text) as { requestId: string });
  refuse(sent!.requestId);
  expect(await reply).toBe("TimesheetNotStarted");
  expect(listed).toBe(1);
});
