// Several server processes on one PostgreSQL (docs/design/change-feed.md): each change is announced with NOTIFY, and
// every other process bumps its list-cache versions and pushes the changed rows to its own sockets. The NOTIFY
// payload carries ids only (PostgreSQL caps it at 8,000 bytes); receivers load the rows themselves.
//
// The LISTEN connection can drop (PostgreSQL restarts, a network cut, an administrator's pg_terminate_backend): the
// relay then reconnects with backoff, holds what it announces meanwhile, and tells this process to catch up on what it
// missed (docs/design/change-feed.md "When the relay reconnects").
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

import pRetry from "p-retry";
import pg from "pg";

import type { NotificationName } from "../../shared/generated/events";
import { machineNow } from "../../shared/machine-time";
import type { Logger } from "./context";

/** One channel per database schema: NOTIFY is database-wide, and schemas (tests, e2e) must not hear each other. */
export const channelFor = (schema: string | undefined): string =>
  schema ? `fleet_changes_${schema}` : "fleet_changes";
const MAX_IDS_PER_NOTIFY = 150;

/** The relay's connection as pg_stat_activity shows it (application_name): the prefix, then the process's origin. */
export const RELAY_APPLICATION_NAME = "fleet-relay";

export interface RelayedChange {
  origin: string;
  companyId: string;
  name: NotificationName;
  ids: string[];
  /** Whether positions and counts changed (add/remove/restore) or only content (edit). */
  membership: boolean;
  /** The sender's machine time at NOTIFY: the receiver's relay-lag metric (docs/operations.md "Metrics"). */
  sentAt?: number;
}

/** Sessions revoked through another process (sign-out, password change or reset): close their sockets here too. */
export interface RelayedRevocation {
  origin: string;
  kind: "revoked";
  sessionIds: string[];
  reason: string;
}

/**
 * Another process could not relay everything it announced while its connection was down (more than it holds): the
 * others catch up as after a reconnect of their own.
 */
export interface RelayedCatchUp {
  origin: string;
  kind: "catch-up";
}

/**
 * A process that runs no job worker (`--role web`) queued a job: the processes that do run one start a round now
 * instead of at their next poll (docs/operations.md "Roles").
 */
export interface RelayedJobsQueued {
  origin: string;
  kind: "jobs-queued";
}

export interface RelayOptions {
  /** The first reconnect waits this long (times 1–2 at random); each failed attempt doubles it… */
  backoffMs?: number;
  /** …up to this. */
  maxBackoffMs?: number;
  /** NOTIFY payloads held while disconnected; past it they are replaced by one catch-up message. */
  maxHeld?: number;
}

export const DEFAULT_RELAY_OPTIONS: Required<RelayOptions> = { backoffMs: 100, maxBackoffMs: 5000, maxHeld: 1000 };

export class PgChangeRelay {
  readonly origin = randomUUID();
  /** The connection while LISTEN is active on it; undefined while connecting or reconnecting. */
  private client: pg.Client | undefined;
  /** The NOTIFY channel (channelFor): a write's transaction notifies on it too (commands.ts). */
  readonly channel: string;
  private readonly options: Required<RelayOptions>;
  private onRemoteRevocation: ((revocation: RelayedRevocation) => void) | undefined;
  private catchUp: (() => void) | undefined;
  private jobsQueued: (() => void) | undefined;
  private readonly stateListeners = new Set<(listening: boolean) => void>();
  /** Payloads announced while disconnected (or whose NOTIFY failed), sent after the reconnect. */
  private readonly held: string[] = [];
  /** More than maxHeld were announced while disconnected: the others are told to catch up instead. */
  private heldOverflowed = false;
  private readonly stopping = new AbortController();

  constructor(
    private readonly connectionString: string,
    schema: string | undefined,
    private readonly onRemoteChange: (change: RelayedChange) => void,
    private readonly log: Logger,
    options: RelayOptions = {},
  ) {
    this.channel = channelFor(schema);
    this.options = { ...DEFAULT_RELAY_OPTIONS, ...options };
  }

  /** Connects and listens; fails when the first connection does (the server does not start without its database). */
  async start(): Promise<void> {
    await this.connect();
  }

  /** True only while LISTEN is active: other processes' changes and sign-outs reach this one. */
  isListening(): boolean {
    return this.client !== undefined;
  }

  /** Hears every change of isListening(); returns the removal. */
  onStateChange(listener: (listening: boolean) => void): () => void {
    this.stateListeners.add(listener);
    return () => void this.stateListeners.delete(listener);
  }

  /**
   * Runs when this process may have missed other processes' notifications: after each reconnect (once LISTEN is
   * active again, so nothing falls between), and when another process could not relay all it announced.
   */
  onCatchUp(handler: () => void): void {
    this.catchUp = handler;
  }

  /** Runs when another process queued jobs for the workers (start-server.ts kicks this process's worker). */
  onJobsQueued(handler: () => void): void {
    this.jobsQueued = handler;
  }

  /** Tells the processes with a job worker that jobs are waiting. */
  announceJobsQueued(): void {
    this.notify(JSON.stringify({ origin: this.origin, kind: "jobs-queued" } satisfies RelayedJobsQueued));
  }

  /** Receives other processes' revocations (start-server.ts closes the sessions' sockets here). */
  onRevocation(handler: (revocation: RelayedRevocation) => void): void {
    this.onRemoteRevocation = handler;
  }

  /** Tells the other processes; chunks large batches to stay under PostgreSQL's payload limit. */
  announce(companyId: string, name: NotificationName, ids: string[], membership: boolean): void {
    for (const payload of this.payloads(companyId, name, ids, membership)) this.notify(payload);
  }

  /**
   * The NOTIFY payloads of a change, at most MAX_IDS_PER_NOTIFY ids each. A change without ids (an import's "refetch
   * your windows") is one payload without ids: the other processes' lists must refetch too.
   */
  payloads(companyId: string, name: NotificationName, ids: readonly string[], membership: boolean): string[] {
    const payloads: string[] = [];
    for (let i = 0; i === 0 || i < ids.length; i += MAX_IDS_PER_NOTIFY) {
      const change: RelayedChange = {
        origin: this.origin,
        companyId,
        name,
        ids: ids.slice(i, i + MAX_IDS_PER_NOTIFY),
        membership,
        sentAt: machineNow(),
      };
      payloads.push(JSON.stringify(change));
    }
    return payloads;
  }

  /**
   * Tells the other processes that sessions were revoked. Sent after the revoking transaction committed; until it
   * arrives (loopback: about a millisecond) their sockets of those sessions could still answer (README gotchas).
   */
  announceRevoked(sessionIds: readonly string[], reason: string): void {
    for (let i = 0; i < sessionIds.length; i += MAX_IDS_PER_NOTIFY) {
      const revocation: RelayedRevocation = {
        origin: this.origin,
        kind: "revoked",
        sessionIds: sessionIds.slice(i, i + MAX_IDS_PER_NOTIFY),
        reason,
      };
      this.notify(JSON.stringify(revocation));
    }
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    const client = this.client;
    this.setClient(undefined);
    await client?.end().catch(() => undefined);
  }

  /** Sends one payload now, or holds it for the reconnect. */
  private notify(payload: string): void {
    const client = this.client;
    if (!client) return this.hold(payload);
    client.query("select pg_notify($1, $2)", [this.channel, payload]).catch((error: unknown) => {
      // Most likely the connection went with the query on it: send it again after the reconnect. Receiving one twice
      // is harmless (rows are reloaded by id; a closed session closes nothing more).
      this.log.warn({ err: String(error) }, "change relay could not notify; holding it for the reconnect");
      this.hold(payload);
    });
  }

  private hold(payload: string): void {
    if (this.stopping.signal.aborted || this.heldOverflowed) return;
    if (this.held.length < this.options.maxHeld) {
      this.held.push(payload);
      return;
    }
    this.held.length = 0;
    this.heldOverflowed = true;
    this.log.warn(
      { held: this.options.maxHeld },
      "change relay holds too many announcements; the other processes will be told to catch up instead",
    );
  }

  /** Opens a connection and listens on it; the relay uses it from then on. */
  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      // Tells the relay's connection apart in pg_stat_activity, and one process's from another's.
      application_name: `${RELAY_APPLICATION_NAME} ${this.origin}`,
      // An idle LISTEN connection sends nothing: without keepalives a silently cut network is noticed only by the
      // next NOTIFY this process sends, if ever.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // A host that does not answer at all (a cut network) fails the attempt rather than hanging it: the next one
      // may find it back.
      connectionTimeoutMillis: 10_000,
    });
    let ended = false;
    client.on("notification", (message) => this.received(message));
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => {
      ended = true;
      this.lost(client);
    });
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
      if (ended) throw new Error("the connection ended as it started listening");
    } catch (error) {
      // Not awaited: ending a connection that never opened need not answer, and the next attempt must not wait on it.
      void client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopping.signal.aborted) {
      void client.end().catch(() => undefined);
      return;
    }
    this.setClient(client);
    this.log.info({ channel: this.channel }, "change relay listening");
    this.sendHeld();
  }

  private sendHeld(): void {
    const payloads = this.heldOverflowed
      ? [JSON.stringify({ origin: this.origin, kind: "catch-up" } satisfies RelayedCatchUp)]
      : this.held.splice(0);
    this.held.length = 0;
    this.heldOverflowed = false;
    if (payloads.length > 0) this.log.info({ payloads: payloads.length }, "change relay sent what it held");
    for (const payload of payloads) this.notify(payload);
  }

  private received(message: pg.Notification): void {
    if (message.channel !== this.channel || !message.payload) return;
    try {
      const parsed = JSON.parse(message.payload) as
        | RelayedChange
        | RelayedRevocation
        | RelayedCatchUp
        | RelayedJobsQueued;
      if (parsed.origin === this.origin) return;
      if ("kind" in parsed && parsed.kind === "revoked") this.onRemoteRevocation?.(parsed);
      else if ("kind" in parsed && parsed.kind === "catch-up") this.catchUp?.();
      else if ("kind" in parsed && parsed.kind === "jobs-queued") this.jobsQueued?.();
      else this.onRemoteChange(parsed as RelayedChange);
    } catch (error) {
      this.log.warn({ err: String(error) }, "ignored a malformed change notification");
    }
  }

  /** The listening connection failed or ended: stop using it and reconnect. Other connections' events are ignored. */
  private lost(client: pg.Client, error?: Error): void {
    if (client !== this.client) return;
    this.setClient(undefined);
    void client.end().catch(() => undefined);
    if (this.stopping.signal.aborted) return;
    this.log.warn(
      { channel: this.channel, ...(error ? { err: String(error) } : {}) },
      "change relay lost its connection; reconnecting",
    );
    void this.reconnect();
  }

  /**
   * Reconnects with exponential backoff and jitter (backoffMs doubling to maxBackoffMs, each wait times 1–2 at
   * random so that processes cut off together do not knock on PostgreSQL in step), until it listens or stops.
   */
  private async reconnect(): Promise<void> {
    const { backoffMs, maxBackoffMs } = this.options;
    const signal = this.stopping.signal;
    const cutAt = performance.now();
    try {
      await sleep(Math.min(maxBackoffMs, backoffMs * (1 + Math.random())), undefined, { signal, ref: false });
      await pRetry(() => this.connect(), {
        retries: Number.POSITIVE_INFINITY,
        factor: 2,
        minTimeout: Math.min(2 * backoffMs, maxBackoffMs),
        maxTimeout: maxBackoffMs,
        randomize: true,
        signal,
        unref: true,
        onFailedAttempt: ({ error, attemptNumber }) =>
          this.log.warn({ err: String(error), attempt: attemptNumber }, "change relay could not reconnect; retrying"),
      });
    } catch (error) {
      if (signal.aborted) return;
      // p-retry gives up only on an error that is not the connection's (a bug): try again later rather than never.
      this.log.error({ err: String(error) }, "change relay stopped reconnecting; trying again");
      setTimeout(() => void this.reconnect(), maxBackoffMs).unref();
      return;
    }
    // Stopped, or cut again already: that reconnect catches up.
    if (!this.client) return;
    this.log.info({ outageMs: Math.round(performance.now() - cutAt) }, "change relay reconnected; catching up");
    this.catchUp?.();
  }

  private setClient(client: pg.Client | undefined): void {
    const was = this.isListening();
    this.client = client;
    if (was === this.isListening()) return;
    for (const listener of this.stateListeners) listener(this.isListening());
  }
}
