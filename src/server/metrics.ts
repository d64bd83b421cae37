// The server's metrics in Prometheus's text format (docs/operations.md "Metrics"), on a registry of its own: a test
// process starts many servers, and each counts only what it handled. Label values are always bounded by the code —
// event names from the schema's catalogue, error ids from its error catalogue, job kinds from the domains — never
// text a client sent.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** How a database's connections are used now (connect.ts). */
export interface PoolUse {
  /** Connections the pool may open (PGlite: its one). */
  max: number;
  /** Open connections running a query or holding a transaction. */
  busy: number;
  /** Open connections waiting for work (PGlite: 1 while nobody holds it). */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** Unfinished jobs of one kind: `due` has come (waiting for a worker), or not yet (scheduled, or backing off). */
export interface QueuedJobs {
  kind: string;
  due: boolean;
  count: number;
}

/** What the gauges read when scraped; set by startServer once each part exists. */
export interface MetricSources {
  pool?: () => PoolUse;
  jobQueue?: () => Promise<readonly QueuedJobs[]>;
  /** Present only where the change relay runs (PostgreSQL). */
  relayListening?: () => boolean;
}

/** Handler latencies run from a primary-key read (~1 ms) to an import or an invoice run (seconds). */
const EVENT_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900];
/** NOTIFY to receipt: about a millisecond on one host; seconds mean the listening connection is behind. */
const RELAY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export type JobOutcome = "done" | "retry" | "failed";

export class ServerMetrics {
  readonly registry = new Registry();
  private sources: MetricSources = {};
  private readonly socketsOpen: Gauge;
  private readonly eventsHandled: Counter<"event" | "outcome">;
  private readonly eventSeconds: Histogram<"event">;
  private readonly jobsRun: Counter<"kind" | "outcome">;
  private readonly jobSeconds: Histogram<"kind">;
  private readonly relayLag: Histogram;

  /**
   * `processMetrics`: also prom-client's default process and Node.js metrics (CPU, memory, event loop lag, GC). Only
   * for a server that serves /metrics: their event-loop monitor runs until the process ends, one per registry.
   */
  constructor(options: { processMetrics: boolean }) {
    const registers = [this.registry];
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
    this.socketsOpen = new Gauge({
      name: "fleet_websockets_open",
      help: "Websockets open now, signed in or not.",
      registers,
    });
    this.eventsHandled = new Counter({
      name: "fleet_events_handled_total",
      help: 'Websocket requests answered, by event and outcome ("ok" or the error id answered).',
      labelNames: ["event", "outcome"],
      registers,
    });
    this.eventSeconds = new Histogram({
      name: "fleet_event_duration_seconds",
      help: "Time from taking a websocket request off the socket's queue to its reply, by event.",
      labelNames: ["event"],
      buckets: EVENT_BUCKETS,
      registers,
    });
    this.jobsRun = new Counter({
      name: "fleet_jobs_total",
      help: 'Job attempts this process ran, by kind and outcome ("done"; "retry": failed, will run again; "failed": failed for good).',
      labelNames: ["kind", "outcome"],
      registers,
    });
    this.jobSeconds = new Histogram({
      name: "fleet_job_duration_seconds",
      help: "How long a job attempt ran in this process, by kind.",
      labelNames: ["kind"],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.relayLag = new Histogram({
      name: "fleet_relay_lag_seconds",
      help: "Time from another process's NOTIFY of a change to its receipt here (machine clocks; PostgreSQL only).",
      buckets: RELAY_BUCKETS,
      registers,
    });
    const sources = () => this.sources;
    new Gauge({
      name: "fleet_job_queue_depth",
      help: 'Unfinished jobs on the database, by kind and state ("due": waiting for a worker; "scheduled": later).',
      labelNames: ["kind", "state"],
      registers,
      async collect() {
        this.reset();
        const queued = await sources()
          .jobQueue?.()
          .catch(() => undefined);
        for (const row of queued ?? []) this.set({ kind: row.kind, state: row.due ? "due" : "scheduled" }, row.count);
      },
    });
    new Gauge({
      name: "fleet_db_pool_connections",
      help: 'The database connections of this process by state ("busy", "idle"); PGlite is one connection.',
      labelNames: ["state"],
      registers,
      collect() {
        const use = sources().pool?.();
        if (!use) return;
        this.set({ state: "busy" }, use.busy);
        this.set({ state: "idle" }, use.idle);
      },
    });
    new Gauge({
      name: "fleet_db_pool_max",
      help: "The database connections this process may open.",
      registers,
      collect() {
        const use = sources().pool?.();
        if (use) this.set(use.max);
      },
    });
    new Gauge({
      name: "fleet_db_pool_waiting",
      help: "Queries of this process waiting for a database connection.",
      registers,
      collect() {
        const use = sources().pool?.();
        if (use) this.set(use.waiting);
      },
    });
  }

  /** Gives the scrape-time gauges what they read (merged with what was given before). */
  observe(sources: MetricSources): void {
    const relayListening = sources.relayListening;
    // Registered only where a relay runs: a gauge without labels reads 0 until set, which would say "down".
    if (relayListening && !this.sources.relayListening)
      new Gauge({
        name: "fleet_relay_listening",
        help: "1 while the change relay's LISTEN connection is up, 0 when it is not (PostgreSQL only).",
        registers: [this.registry],
        collect() {
          this.set(relayListening() ? 1 : 0);
        },
      });
    this.sources = { ...this.sources, ...sources };
  }

  socketOpened(): void {
    this.socketsOpen.inc();
  }

  socketClosed(): void {
    this.socketsOpen.dec();
  }

  /** One websocket request answered; `event` is "unknown" when the message named none the catalogue has. */
  eventHandled(event: string, outcome: string, seconds: number): void {
    this.eventsHandled.inc({ event, outcome });
    this.eventSeconds.observe({ event }, seconds);
  }

  jobRan(kind: string, outcome: JobOutcome, seconds: number): void {
    this.jobsRun.inc({ kind, outcome });
    this.jobSeconds.observe({ kind }, seconds);
  }

  relayReceived(lagSeconds: number): void {
    // Machine clocks of two hosts may disagree by a little; a negative lag is skew, not a measurement.
    if (lagSeconds >= 0) this.relayLag.observe(lagSeconds);
  }

  /** The exposition text, and its content type. */
  async scrape(): Promise<{ text: string; contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
