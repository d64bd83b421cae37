// Routes server-pushed notifications to whoever shows the changed entities: list controllers and detail
// screens register for a notification name; each payload is decoded with its generated codec first.
import type * as t from "io-ts";

import { formatDecodeErrors } from "../../shared/codec/runtime";
import type { NotificationName, NotificationPayloads } from "../../shared/generated/events";
import { isWireNotification } from "../../shared/generated/wire";
import type { Connection } from "./connection";
import { loadedNotificationCodec, loadNotificationCodec } from "./wire-codecs";

/** How long the resync signals of one burst are gathered before the screens reload once. */
const RESYNC_GATHER_MS = 50;

type Listener<N extends NotificationName> = (payload: NotificationPayloads[N]) => void;

/** The notifications that carry changed rows by id (`{items: {[id]: row}}`). */
export type RowsNotification = {
  [N in NotificationName]: NotificationPayloads[N] extends { items: Record<string, unknown> } ? N : never;
}[NotificationName];
export type RowOf<N extends RowsNotification> = NotificationPayloads[N] extends { items: Record<string, infer Row> }
  ? Row
  : never;

/** A notification without items is the server's "fetch again" (docs/design/change-feed.md "When the relay reconnects"). */
const isRefetchSignal = (payload: unknown): boolean => {
  const items = (payload as { items?: unknown } | null)?.items;
  return typeof items === "object" && items !== null && Object.keys(items).length === 0;
};

export class LiveNotifications {
  private readonly listeners = new Map<NotificationName, Set<Listener<never>>>();
  private readonly resyncListeners = new Set<() => void>();
  private readonly resumeListeners = new Set<() => void>();
  private resyncPending: ReturnType<typeof setTimeout> | undefined;
  /** Notifications received and applied (for the benchmark and debugging). */
  received = 0;
  /** Notifications whose payload did not match the schema (a client older than the server, or a server bug). */
  dropped = 0;

  constructor(connection: Connection) {
    connection.notifications$.subscribe((message) => {
      const name = message.eventName;
      if (!isWireNotification(name)) return;
      // The codecs of a domain no screen has asked anything of yet load first (wire-codecs.ts).
      const codec = loadedNotificationCodec(name);
      if (codec) this.deliver(name, codec, message.payload);
      else
        void loadNotificationCodec(name).then(
          (loaded) => loaded && this.deliver(name, loaded, message.payload),
          () => (this.dropped += 1),
        );
    });
  }

  private deliver(name: NotificationName, codec: t.Mixed, payload: unknown): void {
    const decoded = codec.decode(payload);
    if (decoded._tag === "Left") {
      this.dropped += 1;
      console.warn(`${name} ignored: ${formatDecodeErrors(decoded.left)}`);
      return;
    }
    this.received += 1;
    for (const listener of this.listeners.get(name) ?? [])
      (listener as Listener<NotificationName>)(decoded.right as never);
    if (isRefetchSignal(decoded.right)) this.resync();
  }

  /**
   * Runs `reload` whenever what a screen shows may have changed without a notification naming it: after the session
   * resumes on a new socket (changes made while this tab was cut off were never sent to it), and when the server says
   * "fetch again" (an empty notification, sent when it may itself have missed changes). Lists refetch their windows
   * on their own; a record screen or a panel that loaded its data once registers its loader here
   * (docs/design/client-shell.md "Reconnects").
   */
  onResync(reload: () => void): () => void {
    this.resyncListeners.add(reload);
    return () => void this.resyncListeners.delete(reload);
  }

  /**
   * Keeps one record on screen current: loads it now, again when a `name` notification names it — or, with
   * `replace`, takes the notification's row as it is, when that row is the whole record — and again after a resync.
   */
  followRecord<N extends RowsNotification>(
    name: N,
    id: string,
    load: () => void,
    replace?: (row: RowOf<N>) => void,
  ): () => void {
    load();
    const stopResync = this.onResync(load);
    const stop = this.listen(name, (payload) => {
      const row = (payload as { items: Record<string, RowOf<N>> }).items[id];
      if (row === undefined) return;
      if (replace) replace(row);
      else load();
    });
    return () => {
      stop();
      stopResync();
    };
  }

  /**
   * Runs `refetch` after each resume on a new socket only: a list on screen, which hears the server's "fetch again"
   * through its own notifications already, asks again for what it shows (list-spec.ts liveListChanges).
   */
  onResume(refetch: () => void): () => void {
    this.resumeListeners.add(refetch);
    return () => void this.resumeListeners.delete(refetch);
  }

  /** The session resumed on a new socket (the session controller calls it): lists and records load again. */
  resumed(): void {
    for (const refetch of this.resumeListeners) refetch();
    this.resync();
  }

  /**
   * Tells every registered screen to load again (after a resume, and on the server's "fetch again"). The server's
   * catch-up sends one empty notification per kind, so the calls of a burst are gathered into one reload.
   */
  resync(): void {
    if (this.resyncPending) return;
    this.resyncPending = setTimeout(() => {
      this.resyncPending = undefined;
      for (const reload of this.resyncListeners) reload();
    }, RESYNC_GATHER_MS);
  }

  listen<N extends NotificationName>(name: N, listener: Listener<N>): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener as Listener<never>);
    this.listeners.set(name, set);
    return () => set.delete(listener as Listener<never>);
  }
}
