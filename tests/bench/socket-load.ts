// The "socket" section of `npm run bench` (docs/design/change-feed.md "Measured"): 2,000 signed-in sockets of one
// company receive live changes while one client saves; a slow reader that stops reading and asks for large windows must
// be cut off (close 4002) without harming the others. Runs alone too:
//   npx tsx tests/bench/socket-load.ts        (or BENCH_ONLY=socket npm run bench)
// Figures: messages/s delivered, save→notification p50/p99 (targets: p99 ≤ 100 ms), the server's memory before
// and after (target: flat), sockets dropped (target: 0), and how long the slow reader lasted.
// BENCH_SOCKETS (2,000), BENCH_SOCKET_SECONDS (20), BENCH_SAVES_PER_SECOND (10) and BENCH_SLOW_READER_ASKS (500-row
// windows a second, 10; 0: no slow reader) change its size. The slow reader is cut off only once the kernel's
// socket buffers are full as well (tcp_rmem's maximum: 32 MB on these machines), so it lasts several seconds.
import { fork } from "node:child_process";
import type { Socket } from "node:net";
import { fileURLToPath } from "node:url";

import WebSocket from "ws";

import { editableFields } from "../../src/client/features/vehicles/editable-fields";
import { openTestSocket } from "../../src/server/testing/ws-client";
import type { Vehicle, VehicleListResponse } from "../../src/shared/generated/vehicles";
import type { ServerMemory, ServerReady } from "./socket-load-server";
import { percentile, round } from "./stats";

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2_000);
const SECONDS = Number(process.env.BENCH_SOCKET_SECONDS ?? 20);
const SAVES_PER_SECOND = Number(process.env.BENCH_SAVES_PER_SECOND ?? 10);
/** Window requests a second from the slow reader (0: no slow reader). */
const SLOW_READER_ASKS_PER_SECOND = Number(process.env.BENCH_SLOW_READER_ASKS ?? 10);
const log = (message: string) => process.stderr.write(`bench socket: ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SocketLoadFigures {
  sockets: number;
  saves: number;
  messagesPerSecond: number;
  deliveredShare: number;
  saveToNotificationP50Ms: number;
  saveToNotificationP99Ms: number;
  serverMemoryBeforeMB: ServerMemory;
  serverMemoryAfterMB: ServerMemory;
  socketsDropped: number;
  slowReaderCutAfterMs: number | null;
  slowReaderCloseCode: number | null;
}

/** One listening client: resumes the session and notes when each save's marker reaches it. */
class Listener {
  readonly seen = new Map<number, number>();
  messages = 0;
  dropped = false;
  private constructor(readonly socket: WebSocket) {}

  static async open(wsUrl: string, token: string): Promise<Listener> {
    const socket = new WebSocket(wsUrl);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    const listener = new Listener(socket);
    const resumed = new Promise<string>((resolve) => socket.once("message", (data) => resolve(data.toString())));
    socket.send(
      JSON.stringify({ eventName: "UserSessionResumeRequestEvent", requestId: "resume", payload: { token } }),
    );
    const reply = await resumed;
    if (!reply.includes('"statusCode":200')) throw new Error(`resume failed: ${reply.slice(0, 200)}`);
    socket.on("message", (data) => {
      const at = performance.now();
      listener.messages += 1;
      // A regular expression rather than JSON.parse: 2,000 clients share this process.
      for (const match of data.toString().matchAll(/bench-sock-(\d+)~/g)) {
        const n = Number(match[1]);
        if (!listener.seen.has(n)) listener.seen.set(n, at);
      }
    });
    socket.on("close", () => (listener.dropped = true));
    return listener;
  }
}

export async function measureSocketLoad(): Promise<SocketLoadFigures> {
  const child = fork(fileURLToPath(new URL("./socket-load-server.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx", "--expose-gc"],
    env: { ...process.env, BENCH_SOCKETS: String(SOCKETS) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    child.once("message", (message) => resolve(message as ServerReady));
    child.once("exit", (code) => reject(new Error(`socket bench server exited with ${code}`)));
  });
  /** The server's memory (after a full GC when `gc`) and its count of signed-in sockets. */
  const memory = (gc = true) =>
    new Promise<ServerMemory>((resolve) => {
      child.once("message", (message) => resolve(message as ServerMemory));
      child.send({ kind: "memory", gc });
    });
  const wsUrl = `${ready.url.replace(/^http/, "ws")}/api/v1/ws`;
  try {
    log(`opening and resuming ${SOCKETS} sockets…`);
    const listeners: Listener[] = [];
    for (let i = 0; i < SOCKETS; i += 100) {
      listeners.push(
        ...(await Promise.all(
          ready.tokens.slice(i, Math.min(i + 100, SOCKETS)).map((token) => Listener.open(wsUrl, token)),
        )),
      );
    }
    await sleep(1_000);
    const before = await memory();
    log(`server before: ${JSON.stringify(before)}`);

    // The saver: one signed-in client saving vehicles one after another, each save a different vehicle so every
    // save's marker is its own notification item (a batch keeps one change per vehicle).
    const saver = await openTestSocket(wsUrl);
    if (
      (await saver.request("UserSignInRequestEvent", { email: ready.ownerEmail, password: ready.password }))
        .statusCode !== 200
    )
      throw new Error("saver could not sign in");
    const list = (
      await saver.request("VehicleListRequestEvent", {
        filter: { status: "active" },
        sort: { column: "name", direction: "asc" },
        offset: 0,
        limit: 50,
      })
    ).payload as VehicleListResponse;
    const vehicles = await Promise.all(
      list.ids.map(async (id) => (await saver.request("VehicleGetRequestEvent", { id })).payload as Vehicle),
    );

    // The slow reader: signed in, stops reading at once, then keeps asking for 500-row windows.
    const slow = await Listener.open(wsUrl, ready.tokens[SOCKETS]!);
    const slowClosed = new Promise<number>((resolve) => slow.socket.once("close", (code) => resolve(code)));
    (slow.socket as unknown as { _socket: Socket })._socket.pause();
    const slowStarted = performance.now();
    let slowCutAt: number | undefined;
    let asked = 0;
    const slowLoop = (async () => {
      while (
        SLOW_READER_ASKS_PER_SECOND > 0 &&
        slowCutAt === undefined &&
        performance.now() - slowStarted < SECONDS * 1000
      ) {
        const due = Math.floor(((performance.now() - slowStarted) / 1000) * SLOW_READER_ASKS_PER_SECOND);
        while (asked < due) {
          slow.socket.send(
            JSON.stringify({
              eventName: "VehicleListRequestEvent",
              requestId: `w${asked++}`,
              payload: { filter: {}, sort: { column: "name", direction: "asc" }, offset: 0, limit: 500 },
            }),
          );
        }
        await sleep(20);
      }
    })();
    const watchCut = (async () => {
      while (
        SLOW_READER_ASKS_PER_SECOND > 0 &&
        slowCutAt === undefined &&
        performance.now() - slowStarted < SECONDS * 1000 + 5_000
      ) {
        // Listeners + saver remain once the slow reader is out of the registry.
        if ((await memory(false)).signedInSockets <= SOCKETS + 1) {
          slowCutAt = performance.now();
          // Read the backlog now, to see the close frame (4002) arrive before the server's grace period ends.
          (slow.socket as unknown as { _socket: Socket })._socket.resume();
        } else await sleep(100);
      }
    })();

    const sentAt = new Map<number, number>();
    const saveReplies: number[] = [];
    const pending: Promise<unknown>[] = [];
    const started = performance.now();
    let n = 0;
    while (performance.now() - started < SECONDS * 1000) {
      const due = Math.floor(((performance.now() - started) / 1000) * SAVES_PER_SECOND);
      while (n < due) {
        const vehicle = vehicles[n % vehicles.length]!;
        sentAt.set(n, performance.now());
        const sent = performance.now();
        pending.push(
          saver
            .request("VehicleSaveRequestEvent", {
              id: vehicle.id,
              vehicle: { ...editableFields(vehicle), model: `bench-sock-${n}~` },
            })
            .then((reply) => (saveReplies.push(performance.now() - sent), reply)),
        );
        n += 1;
      }
      await sleep(2);
    }
    const failed = ((await Promise.all(pending)) as { statusCode: number }[]).filter(
      (r) => r.statusCode !== 200,
    ).length;
    if (failed > 0) log(`${failed} saves failed`);
    log(`save replies p50 ${round(percentile(saveReplies, 50))} ms, p99 ${round(percentile(saveReplies, 99))} ms`);
    await sleep(1_000); // the last batches
    const elapsed = (performance.now() - started) / 1000;
    await Promise.all([slowLoop, watchCut]);
    (slow.socket as unknown as { _socket: Socket })._socket.resume();
    const slowCode = await Promise.race([slowClosed, sleep(5_000).then(() => null)]);
    saver.close();
    await sleep(500);
    const after = await memory();
    log(`server after: ${JSON.stringify(after)}`);

    const latencies: number[] = [];
    let delivered = 0;
    for (const listener of listeners) {
      for (const [marker, at] of listener.seen) {
        const sent = sentAt.get(marker);
        if (sent !== undefined) latencies.push(at - sent);
      }
      delivered += listener.seen.size;
    }
    const figures: SocketLoadFigures = {
      sockets: SOCKETS,
      saves: n,
      messagesPerSecond: Math.round(listeners.reduce((sum, l) => sum + l.messages, 0) / elapsed),
      deliveredShare: round(delivered / (n * SOCKETS), 4),
      saveToNotificationP50Ms: round(percentile(latencies, 50)),
      saveToNotificationP99Ms: round(percentile(latencies, 99)),
      serverMemoryBeforeMB: before,
      serverMemoryAfterMB: after,
      socketsDropped: listeners.filter((l) => l.dropped).length,
      slowReaderCutAfterMs: slowCutAt === undefined ? null : Math.round(slowCutAt - slowStarted),
      slowReaderCloseCode: slowCode,
    };
    for (const listener of listeners) listener.socket.close();
    return figures;
  } finally {
    child.send({ kind: "stop" });
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const figures = await measureSocketLoad();
  console.log(JSON.stringify({ socket: figures }));
}
