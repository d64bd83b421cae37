// Routes server-pushed notifications to whoever shows the changed entities: list controllers and detail
// screens register for a notification name; each payload is decoded with its generated codec first.
import type * as t from "io-ts";
import { formatDecodeErrors } from "../../shared/codec/runtime";
import { isNotificationName, notificationCatalogue, type NotificationName, type NotificationPayloads } from "../../shared/generated/events";
import type { Connection } from "./connection";

type Listener<N extends NotificationName> = (payload: NotificationPayloads[N]) => void;

export class LiveNotifications {
  private readonly listeners = new Map<NotificationName, Set<Listener<never>>>();
  /** Notifications received and applied (for the benchmark and debugging). */
  received = 0;
  /** Notifications whose payload did not match the schema (a client older than the server, or a server bug). */
  dropped = 0;

  constructor(connection: Connection) {
    connection.notifications$.subscribe((message) => {
      if (!isNotificationName(message.eventName)) return;
      const codec: t.Mixed = notificationCatalogue[message.eventName].payload;
      const decoded = codec.decode(message.payload);
      if (decoded._tag === "Left") {
        this.dropped += 1;
        console.warn(`${message.eventName} ignored: ${formatDecodeErrors(decoded.left)}`);
        return;
      }
      this.received += 1;
      for (const listener of this.listeners.get(message.eventName) ?? []) (listener as Listener<NotificationName>)(decoded.right as never);
    });
  }

  listen<N extends NotificationName>(name: N, listener: Listener<N>): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener as Listener<never>);
    this.listeners.set(name, set);
    return () => set.delete(listener as Listener<never>);
  }
}
