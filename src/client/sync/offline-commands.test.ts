import { expect, test } from "vitest";

import { fixedClock } from "../../shared/clock";
import type { PendingCommand } from "./command-store";
import { OfflineCommandStore, type CommandTable } from "./offline-commands";
import type { StoredCommand } from "./offline-db";

function memoryTable(rows: StoredCommand[] = []): CommandTable & { rows: StoredCommand[] } {
  return {
    rows,
    all: async () => [...rows],
    put: async (command) => void rows.push(command),
    delete: async (clientId, seq) => {
      const index = rows.findIndex((r) => r.clientId === clientId && r.seq === seq);
      if (index >= 0) rows.splice(index, 1);
    },
  };
}

const command = (clientId: string, seq: number): PendingCommand => ({
  clientId,
  seq,
  eventName: "CheckInSubmitRequestEvent",
  payload: { checkIn: { result: "None" } },
});
const stored = (clientId: string, seq: number, userId: string, queuedAt: number): StoredCommand => ({
  ...command(clientId, seq),
  userId,
  queuedAt,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const NOW = Date.UTC(2026, 2, 14, 12);
const clock = fixedClock(NOW);

test("load waits for a signed-in user and returns only that user's commands, oldest first, as sent", async () => {
  const table = memoryTable([stored("b", 1, "#13:2", 20), stored("a", 2, "#13:1", 30), stored("a", 1, "#13:1", 10)]);
  const store = new OfflineCommandStore(table, clock);
  let loaded: PendingCommand[] | undefined;
  void store.load().then((commands) => (loaded = commands));
  await settle();
  expect(loaded).toBeUndefined();
  store.setUser("#13:1");
  await settle();
  expect(loaded).toEqual([command("a", 1), command("a", 2)]);
});

test("size counts the signed-in user's waiting commands and tells subscribers when it changes", async () => {
  const table = memoryTable([stored("old", 1, "#13:1", 1), stored("other", 1, "#13:9", 2)]);
  const store = new OfflineCommandStore(table, clock);
  const sizes: number[] = [];
  store.subscribe(() => sizes.push(store.size));
  store.setUser("#13:1");
  await settle();
  expect(store.size).toBe(1);
  await store.put(command("new", 1));
  expect(store.size).toBe(2);
  expect(table.rows.at(-1)).toMatchObject({ clientId: "new", seq: 1, userId: "#13:1", queuedAt: NOW });
  await store.remove("old", 1);
  await store.remove("new", 1);
  expect(store.size).toBe(0);
  expect(sizes.at(-1)).toBe(0);
  store.setUser(undefined);
  expect(store.size).toBe(0);
  expect(table.rows).toEqual([stored("other", 1, "#13:9", 2)]);
});
