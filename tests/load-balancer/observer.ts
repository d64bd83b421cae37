// The load-balancer test's observer, in a process of its own: it asks each portal process's /readyz and opens a fresh
// PostgreSQL connection every 25 ms while the database restarts, and reports each answer with when it was asked and
// when it came. Apart from the 200 clients' process, whose event loop lags behind their messages at the restart,
// a short outage (a few hundred milliseconds) is seen as it happens rather than once that process gets round to it.
// Times are epoch milliseconds (performance.timeOrigin + performance.now()), comparable across the two processes.
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

import pg from "pg";

import { readiness, type Readiness } from "./processes";

const EVERY_MS = 25;
/** Attempts of one kind under way at once: a hanging one must not stop the next from being sent. */
const MAX_UNDER_WAY = 40;

export interface Probe extends Readiness {
  name: string;
}
export interface DatabaseAttempt {
  at: number;
  answeredAt: number;
  up: boolean;
}
type Report = { kind: "readiness"; probe: Probe } | { kind: "database"; attempt: DatabaseAttempt };
type Order = { kind: "start"; targets: { name: string; url: string }[]; databaseUrl: string } | { kind: "stop" };

const epoch = () => performance.timeOrigin + performance.now();

/** Sends `attempt` every EVERY_MS, each on its own, until stopped; resolves once the last has answered. */
function every(attempt: () => Promise<void>): () => Promise<void> {
  const underWay = new Set<Promise<void>>();
  const timer = setInterval(() => {
    if (underWay.size >= MAX_UNDER_WAY) return;
    const trying = attempt();
    underWay.add(trying);
    void trying.finally(() => underWay.delete(trying));
  }, EVERY_MS);
  return async () => {
    clearInterval(timer);
    await Promise.all(underWay);
  };
}

function observe(order: Extract<Order, { kind: "start" }>, report: (report: Report) => void): () => Promise<void> {
  const stops = order.targets.map(({ name, url }) =>
    every(async () => {
      const probe = await readiness(url, epoch);
      report({ kind: "readiness", probe: { ...probe, name } });
    }),
  );
  stops.push(
    every(async () => {
      const at = epoch();
      const client = new pg.Client({ connectionString: order.databaseUrl, connectionTimeoutMillis: 2_000 });
      client.on("error", () => {});
      const up = await client
        .connect()
        .then(() => client.query("select 1"))
        .then(
          () => true,
          () => false,
        );
      report({ kind: "database", attempt: { at, answeredAt: epoch(), up } });
      await client.end().catch(() => undefined);
    }),
  );
  return async () => void (await Promise.all(stops.map((stop) => stop())));
}

export interface Observer {
  /** Readiness answers and database attempts so far, their times in the parent's performance.now(). */
  readonly probes: Probe[];
  readonly database: DatabaseAttempt[];
  stop(): Promise<void>;
}

/** Starts the observer process and its probes; stop() ends both. */
export async function startObserver(targets: { name: string; url: string }[], databaseUrl: string): Promise<Observer> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const toHere = (at: number) => at - performance.timeOrigin;
  const probes: Probe[] = [];
  const database: DatabaseAttempt[] = [];
  child.on("message", (message: Report | { kind: "started" }) => {
    if (message.kind === "readiness")
      probes.push({ ...message.probe, at: toHere(message.probe.at), answeredAt: toHere(message.probe.answeredAt) });
    if (message.kind === "database")
      database.push({
        ...message.attempt,
        at: toHere(message.attempt.at),
        answeredAt: toHere(message.attempt.answeredAt),
      });
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the observer exited at start (${code})`)));
    child.send({ kind: "start", targets, databaseUrl } satisfies Order);
  });
  return {
    probes,
    database,
    async stop() {
      child.send({ kind: "stop" } satisfies Order);
      await exited;
    },
  };
}

// The observer process itself: started by startObserver.
if (import.meta.main && process.send) {
  let stop: (() => Promise<void>) | undefined;
  // The test ended, however it ended: nothing more to observe.
  process.once("disconnect", () => process.exit(0));
  process.on("message", (order: Order) => {
    if (order.kind === "start") {
      stop = observe(order, (report) => process.send!(report));
      process.send!({ kind: "started" });
    } else
      void (stop?.() ?? Promise.resolve()).then(() => {
        process.disconnect();
      });
  });
}
