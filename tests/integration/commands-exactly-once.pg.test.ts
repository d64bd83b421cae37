// Exactly-once commands, randomized (docs/design/commands.md "How it is tested"): the real client sync layer (socket →
// connection → session) saves vehicles through a socket that loses replies and drops connections at random, against a
// server that restarts now and then. Every save is a new row, so a lost write is a missing name and a duplicated write
// a name counted twice: after 1,000 runs per database there must be neither. Seeded: a failure prints the seed to
// replay with EXACTLY_ONCE_SEED=<seed> (EXACTLY_ONCE_RUNS changes the number of runs).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import WebSocket from "ws";

import { initialAppState, type AppState } from "../../src/client/sync/app-state";
import { completePayload } from "../../src/client/sync/complete-payload";
import { createConnection } from "../../src/client/sync/connection";
import { createSessionController, CLOSE_SIGNED_OUT } from "../../src/client/sync/session";
import { createSocket, type SocketLike } from "../../src/client/sync/socket";
import { Store } from "../../src/client/sync/store";
import type { StorageLike } from "../../src/client/sync/stored-session";
import { startRestartableServer, type RestartableServer } from "../../src/server/testing/restartable-server";
import { testDatabases } from "../../src/server/testing/test-databases";
import { TEST_PASSWORD } from "../../src/server/testing/test-server";
import type { Vehicle } from "../../src/shared/generated/vehicles";

const RUNS = Number(process.env.EXACTLY_ONCE_RUNS ?? 1000);
const SEED = Number(process.env.EXACTLY_ONCE_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RESTART_EVERY = 200;
const NEW_CLIENT_EVERY = 100;

/** mulberry32: a small seeded generator, so a failing sequence of faults can be replayed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Faults {
  /** Chance that a message from the server is lost: the socket dies instead of delivering it. */
  dropReply: number;
  /** Chance that the socket dies just after a message was sent (the server may or may not have it). */
  dropAfterSend: number;
}

/** The browser WebSocket as the client sees it, over `ws`, losing replies and connections on cue. */
function chaosSocket(url: string, faults: Faults, random: () => number, stats: { drops: number }): SocketLike {
  const ws = new WebSocket(url);
  const kill = () => {
    stats.drops += 1;
    ws.terminate();
  };
  const socket: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    send(data) {
      ws.send(data);
      if (random() < faults.dropAfterSend) setTimeout(kill, Math.floor(random() * 3));
    },
    close: (code, reason) => ws.close(code, reason),
    onopen: null,
    onclose: null,
    onmessage: null,
    onerror: null,
  };
  ws.on("open", () => socket.onopen?.({}));
  ws.on("message", (data) => {
    if (random() < faults.dropReply) return kill();
    socket.onmessage?.({ data: data.toString() });
  });
  ws.on("close", (code, reason) => socket.onclose?.({ code, reason: reason.toString() }));
  ws.on("error", () => {}); // refused while the server restarts: a close follows and the socket retries
  return socket;
}

function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function portalClient(url: string, faults: Faults, random: () => number, stats: { drops: number }) {
  const socket = createSocket({
    url,
    factory: (u) => chaosSocket(u, faults, random, stats),
    terminalCloseCodes: [CLOSE_SIGNED_OUT],
    initialDelayMs: 5,
    maxDelayMs: 100,
  });
  const connection = createConnection(socket);
  const store = new Store<AppState>(initialAppState(), (callback) => setTimeout(callback, 0));
  const session = createSessionController(connection, store, memoryStorage(), memoryStorage());
  return { socket, session };
}

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)),
  ]);

describe.each(testDatabases())(
  "exactly-once commands under lost replies, dropped sockets and restarts on $name",
  (database) => {
    let server: RestartableServer;
    beforeAll(async () => {
      server = await startRestartableServer(database);
    });
    afterAll(async () => {
      await server?.close();
    });

    test(`${RUNS} randomized runs: 0 lost and 0 duplicated writes (seed ${SEED})`, async () => {
      const random = seeded(SEED);
      const faults: Faults = { dropReply: 0, dropAfterSend: 0 };
      const stats = { drops: 0 };
      const expected = new Map<string, string>(); // vehicle name → the id its acknowledged reply carried
      const started = performance.now();
      let client: ReturnType<typeof portalClient> | undefined;
      for (let run = 0; run < RUNS; run += 1) {
        if (run > 0 && run % RESTART_EVERY === 0) await server.restart();
        if (run % NEW_CLIENT_EVERY === 0) {
          client?.socket.disconnect();
          Object.assign(faults, { dropReply: 0, dropAfterSend: 0 }); // sign in undisturbed; the runs bring the chaos
          client = portalClient(server.wsUrl, faults, random, stats);
          client.session.start();
          await withTimeout(client.session.signIn("owner@mapleleaf.localhost", TEST_PASSWORD, true), 10_000, "sign-in");
        }
        // Each run picks its own weather: calm, lossy replies, flaky sockets, or both.
        faults.dropReply = [0, 0.05, 0.2][Math.floor(random() * 3)]!;
        faults.dropAfterSend = [0, 0.05, 0.2][Math.floor(random() * 3)]!;
        const names = Array.from({ length: 1 + Math.floor(random() * 4) }, (_, i) => `EO ${run}-${i}`);
        const saves = names.map((name) =>
          completePayload(
            client!.session.api.vehicleSave({ vehicle: { name, categoryId: "#23:5", brakingType: "abs" } }),
          ),
        );
        const saved: Vehicle[] = await withTimeout(Promise.all(saves), 15_000, `run ${run} (seed ${SEED})`);
        saved.forEach((vehicle, i) => {
          expect(vehicle.name).toBe(names[i]);
          expected.set(names[i]!, vehicle.id);
        });
      }
      client?.socket.disconnect();

      const rows = await server.current.database.db
        .selectFrom("vehicles")
        .select(["id", "name"])
        .where("name", "like", "EO %")
        .execute();
      const byName = new Map<string, string[]>();
      for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
      const lost = [...expected.keys()].filter((name) => !byName.has(name));
      const duplicated = [...byName].filter(([, ids]) => ids.length > 1).map(([name]) => name);
      const wrongId = [...expected].filter(([name, id]) => byName.get(name)?.[0] !== id).map(([name]) => name);
      console.log(
        `exactly-once on ${database.name}: ${RUNS} runs, ${expected.size} saves, ${stats.drops} dropped sockets, ${Math.floor(RUNS / RESTART_EVERY) - (RUNS % RESTART_EVERY === 0 ? 1 : 0)} restarts, ${Math.round(performance.now() - started)} ms, seed ${SEED}`,
      );
      expect({ lost, duplicated, wrongId, rows: rows.length }).toEqual({
        lost: [],
        duplicated: [],
        wrongId: [],
        rows: expected.size,
      });
    }, 180_000);
  },
);
