// Routes server-pushed notifications to whoever shows the changed entities: list controllers and detail
// screens register for a notification name; each payload is decoded with its generated codec first.
import type * as t from "io-ts";

import { formatDecodeErrors } from "../../shared/codec/runtime";
import type { NotificationName, NotificationPayloads } from "../../shared/generated/events";
import { isWireNotification } from "../../shared/generated/wire";
import type { Connection } from "./connection";
import { loadedNotificationCodec, loadNotificationCodec } from "./wire-codecs";

type Listener<N extends NotificationName> = (payload: NotificationPayloads[N]) => void;

export class LiveNotifications {
  private readonly listeners = new Map<NotificationName, Set<Listener<never>>>();
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
  }

  listen<N extends NotificationName>(name: N, listener: Listener<N>): () => void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener as Listener<never>);
    this.listeners.set(name, set);
    return () => set.delete(listener as Listener<never>);
  }
}
