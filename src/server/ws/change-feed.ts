// Server-pushed entity changes: …Notification events keep every open screen live (docs/design/change-feed.md).
// Changes are buffered per company and notification for FLUSH_MS, so a burst of saves reaches each socket as
// one message rather than one per row; items are keyed by id, so a row saved twice in a burst is sent once.
import {
  notificationCatalogue,
  type NotificationAudience,
  type NotificationName,
  type NotificationPayloads,
} from "../../shared/generated/events";
import { STATUS_OK } from "../../shared/protocol/messages";
import type { ScopeVersions } from "../lists/scope-versions";
import type { PgChangeRelay, RelayedChange } from "./pg-change-relay";
import type { SocketRegistry } from "./socket-registry";

// 25 ms: a burst of saves still reaches a socket as one message, and a single save shows within a frame or two
// (it was 50 ms; the socket bench asks for save → notification p99 ≤ 100 ms over 2,000 sockets).
export const FLUSH_MS = 25;

/**
 * A company's features gate its events (authorize.ts): a change of them reaches the open sessions' own checks the
 * moment it is announced (after the write's commit), not at the batch's flush, so a feature switched off is refused
 * from the next message on; the notification itself then updates the screens.
 */
function featuresOf(
  name: NotificationName,
  companyId: string,
  items: Record<string, unknown>,
): readonly string[] | undefined {
  return name === "CompanyChangedNotification"
    ? (items[companyId] as NotificationPayloads["CompanyChangedNotification"]["items"][string] | undefined)?.features
    : undefined;
}

/**
 * The roles that hear a notification, or undefined for every signed-in socket of the company: each notification
 * declares its readers in the schema (`audience`: the roles of the list it patches, or the roles that see all of a
 * list whose other readers see only their own rows), so a new notification cannot reach a role by omission.
 */
function audienceOf(name: NotificationName): readonly string[] | undefined {
  const audience: NotificationAudience = notificationCatalogue[name].audience;
  return audience.kind === "roles" ? audience.roles : undefined;
}

/**
 * Whether a notification's items are rows of a cached windowed list; those that are not (a report's progress, saved
 * cards, whose only windowed list, the operator's, is read uncached; the company) leave the list caches as they are,
 * or every progress step would make the vehicle list recount.
 */
const isListRows = (name: NotificationName): boolean =>
  (notificationCatalogue[name] as { listRows?: false }).listRows !== false;

/**
 * The notifications a company's sockets hear, less the company's own (its items are the company, loaded rather than
 * left empty: ChangeFeed.refreshEverything).
 */
const COMPANY_NOTIFICATIONS = (Object.keys(notificationCatalogue) as NotificationName[]).filter(
  (name) => notificationCatalogue[name].audience.kind !== "watchers" && name !== "CompanyChangedNotification",
);

type ItemsOf<N extends NotificationName> = NotificationPayloads[N] extends { items: Record<string, infer V> }
  ? V
  : never;

/** Loads changed rows by id, for changes announced by another server process. */
export type ChangeLoader = (companyId: string, ids: string[]) => Promise<Record<string, unknown>>;

/** One company's changed items of one notification, as a flush sends them. */
export interface FlushedChange {
  companyId: string;
  name: NotificationName;
  items: Record<string, unknown>;
  membership: boolean;
}

/**
 * Hears every flush besides the company's own sockets: the operator's cross-company lists
 * (all-companies/live-feed.ts), which batch a flush's changes of every company into one message.
 */
export interface ChangeListener {
  /** Whether a change of this company would reach anyone through the listener: a relayed change is loaded only then. */
  wants(companyId: string, name: NotificationName): boolean;
  /** One flush's changes, of every company at once, after the company sockets got theirs. */
  publish(changes: readonly FlushedChange[]): void;
  /** Every list it keeps live may have changed in any company: make each refetch (ChangeFeed.refreshEverything). */
  refreshAll?(): void;
}

interface PendingBatch extends FlushedChange {
  /** Announced here and not yet told to the other processes (relay it), rather than received or already relayed. */
  local: boolean;
}

export class ChangeFeed {
  private readonly pending = new Map<string, PendingBatch>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private firstQueuedAt: number | undefined;
  private relayTo: PgChangeRelay | undefined;
  private loaders: Partial<Record<NotificationName, ChangeLoader>> = {};
  private readonly listeners: ChangeListener[] = [];
  /** Messages sent so far (for tests and the benchmark). */
  sent = 0;

  constructor(
    private readonly sockets: SocketRegistry,
    private readonly versions: ScopeVersions,
    private readonly flushMs = FLUSH_MS,
  ) {}

  /** Relays changes to other processes on the same PostgreSQL, and loads theirs with `loaders`. */
  connectRelay(relay: PgChangeRelay, loaders: Partial<Record<NotificationName, ChangeLoader>>): void {
    this.relayTo = relay;
    this.loaders = loaders;
  }

  /** The relay to the other processes, when there are any (PostgreSQL): readiness asks it `isListening()`. */
  get relay(): PgChangeRelay | undefined {
    return this.relayTo;
  }

  /** Adds a listener to every flush (start-server.ts); returns the removal. */
  listen(listener: ChangeListener): () => void {
    this.listeners.push(listener);
    return () => void this.listeners.splice(this.listeners.indexOf(listener) >>> 0, 1);
  }

  /**
   * Announces changed items: list caches of the company are invalidated (membership: an add, remove or restore;
   * otherwise an edit), and every signed-in socket of the company gets them in the next batch. `relayed`: the other
   * processes were told already, by the write's own transaction (commands.ts), so the batch is not relayed again.
   */
  announce<N extends NotificationName>(
    companyId: string,
    name: N,
    items: Record<string, ItemsOf<N>>,
    membership: boolean,
    relayed = false,
  ): void {
    if (isListRows(name)) {
      if (membership) this.versions.membershipChanged(companyId);
      else this.versions.contentChanged(companyId);
    }
    const features = featuresOf(name, companyId, items);
    if (features) this.sockets.companyFeaturesChanged(companyId, features);
    this.queue(companyId, name, items, membership, !relayed);
  }

  /** A change another process announced: invalidate here too, load the rows, push them to this process's sockets. */
  async receive(change: RelayedChange): Promise<void> {
    if (isListRows(change.name)) {
      if (change.membership) this.versions.membershipChanged(change.companyId);
      else this.versions.contentChanged(change.companyId);
    }
    const loader = this.loaders[change.name];
    if (!loader) return;
    const heard =
      this.sockets.socketsOfCompany(change.companyId).length > 0 ||
      this.listeners.some((listener) => listener.wants(change.companyId, change.name));
    if (!heard) return;
    // No ids: "refetch your windows" (an import's announcement), sent on as it came.
    const items = change.ids.length === 0 ? {} : await loader(change.companyId, change.ids);
    const features = featuresOf(change.name, change.companyId, items);
    if (features) this.sockets.companyFeaturesChanged(change.companyId, features);
    this.queue(change.companyId, change.name, items, change.membership, false);
  }

  /**
   * This process may have missed other processes' changes of any company (its relay reconnected, or another process
   * could not relay all of its own: docs/design/change-feed.md "When the relay reconnects"). Nothing says which rows
   * changed, so: every cached list of every company goes stale, and every socket here gets each notification it hears
   * without items, which a live list takes as "refetch your windows" (as after an import), and the watchers of a
   * cross-company list likewise. The companies' features are read again: one switched off meanwhile is refused here
   * from now on.
   */
  async refreshEverything(): Promise<void> {
    this.versions.everythingChanged();
    const companies = this.sockets.companies();
    for (const companyId of companies) {
      for (const name of COMPANY_NOTIFICATIONS) this.queue(companyId, name, {}, true, false);
    }
    for (const listener of this.listeners) listener.refreshAll?.();
    const loadCompany = this.loaders.CompanyChangedNotification;
    if (!loadCompany) return;
    for (const companyId of companies) {
      const items = await loadCompany(companyId, [companyId]);
      const features = featuresOf("CompanyChangedNotification", companyId, items);
      if (features) this.sockets.companyFeaturesChanged(companyId, features);
      this.queue(companyId, "CompanyChangedNotification", items, false, false);
    }
  }

  private queue(
    companyId: string,
    name: NotificationName,
    items: Record<string, unknown>,
    membership: boolean,
    local: boolean,
  ): void {
    const key = `${companyId}\u0000${name}\u0000${local}`;
    const entry = this.pending.get(key) ?? { companyId, name, items: {}, membership: false, local };
    Object.assign(entry.items, items);
    entry.membership ||= membership;
    this.pending.set(key, entry);
    // Under a burst of requests the event loop may not reach timers (PGlite answers on the microtask queue), so a
    // batch that is already due is flushed here instead of waiting for its timer.
    this.firstQueuedAt ??= performance.now();
    if (performance.now() - this.firstQueuedAt >= this.flushMs) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.flushMs);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.firstQueuedAt = undefined;
    const batches = [...this.pending.values()];
    this.pending.clear();
    for (const batch of batches) {
      if (batch.local) this.relayTo?.announce(batch.companyId, batch.name, Object.keys(batch.items), batch.membership);
      const payload = notificationCatalogue[batch.name].payload.encode({ items: batch.items } as never);
      // Encoded once: thousands of sockets of one company get the same bytes (tests/bench/socket-load.ts).
      const text = Buffer.from(
        JSON.stringify({ eventName: batch.name, status: "complete", statusCode: STATUS_OK, payload }),
      );
      for (const socket of this.sockets.socketsOfCompany(batch.companyId, audienceOf(batch.name))) {
        socket.send(text);
        this.sent += 1;
      }
    }
    if (batches.length > 0) for (const listener of this.listeners) listener.publish(batches);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }
}
