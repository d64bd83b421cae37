// Several server processes on one PostgreSQL (docs/design/change-feed.md): each change is announced with NOTIFY, and
// every other process bumps its list-cache versions and pushes the changed rows to its own sockets. The NOTIFY
// payload carries ids only (PostgreSQL caps it at 8,000 bytes); receivers load the rows themselves.
import { randomUUID } from "node:crypto";

import pg from "pg";

import type { NotificationName } from "../../shared/generated/events";
import { machineNow } from "../../shared/machine-time";

/** One channel per database schema: NOTIFY is database-wide, and schemas (tests, e2e) must not hear each other. */
export const channelFor = (schema: string | undefined): string =>
  schema ? `fleet_changes_${schema}` : "fleet_changes";
const MAX_IDS_PER_NOTIFY = 150;

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

export class PgChangeRelay {
  readonly origin = randomUUID();
  private client: pg.Client | undefined;
  private readonly channel: string;
  private onRemoteRevocation: ((revocation: RelayedRevocation) => void) | undefined;

  constructor(
    private readonly connectionString: string,
    schema: string | undefined,
    private readonly onRemoteChange: (change: RelayedChange) => void,
    private readonly log: { warn(obj: object, msg?: string): void },
  ) {
    this.channel = channelFor(schema);
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    await client.connect();
    client.on("notification", (message) => {
      if (message.channel !== this.channel || !message.payload) return;
      try {
        const parsed = JSON.parse(message.payload) as RelayedChange | RelayedRevocation;
        if (parsed.origin === this.origin) return;
        if ("kind" in parsed && parsed.kind === "revoked") this.onRemoteRevocation?.(parsed);
        else this.onRemoteChange(parsed as RelayedChange);
      } catch (error) {
        this.log.warn({ err: String(error) }, "ignored a malformed change notification");
      }
    });
    client.on("error", (error) => this.log.warn({ err: String(error) }, "change relay connection failed"));
    await client.query(`listen ${this.channel}`);
    this.client = client;
  }

  /** Tells the other processes; chunks large batches to stay under PostgreSQL's payload limit. */
  announce(companyId: string, name: NotificationName, ids: string[], membership: boolean): void {
    const client = this.client;
    if (!client) return;
    for (let i = 0; i < ids.length; i += MAX_IDS_PER_NOTIFY) {
      const change: RelayedChange = {
        origin: this.origin,
        companyId,
        name,
        ids: ids.slice(i, i + MAX_IDS_PER_NOTIFY),
        membership,
        sentAt: machineNow(),
      };
      client
        .query("select pg_notify($1, $2)", [this.channel, JSON.stringify(change)])
        .catch((error: unknown) => this.log.warn({ err: String(error) }, "change not relayed"));
    }
  }

  /** Receives other processes' revocations (start-server.ts closes the sessions' sockets here). */
  onRevocation(handler: (revocation: RelayedRevocation) => void): void {
    this.onRemoteRevocation = handler;
  }

  /**
   * Tells the other processes that sessions were revoked. Sent after the revoking transaction committed; until it
   * arrives (loopback: about a millisecond) their sockets of those sessions could still answer (README gotchas).
   */
  announceRevoked(sessionIds: readonly string[], reason: string): void {
    const client = this.client;
    if (!client) return;
    for (let i = 0; i < sessionIds.length; i += MAX_IDS_PER_NOTIFY) {
      const revocation: RelayedRevocation = {
        origin: this.origin,
        kind: "revoked",
        sessionIds: sessionIds.slice(i, i + MAX_IDS_PER_NOTIFY),
        reason,
      };
      client
        .query("select pg_notify($1, $2)", [this.channel, JSON.stringify(revocation)])
        .catch((error: unknown) => this.log.warn({ err: String(error) }, "revocation not relayed"));
    }
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
