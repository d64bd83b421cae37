// Server-pushed entity changes (ARCHITECTURE "The wire": …Notification events keep every open screen live).
// Changes are buffered per company and notification for FLUSH_MS, so a burst of saves reaches each socket as
// one message rather than one per row; items are keyed by id, so a row saved twice in a burst is sent once.
import { notificationCatalogue, type NotificationName, type NotificationPayloads } from "../../shared/generated/events";
import { STATUS_OK } from "../../shared/protocol/messages";
import type { SocketRegistry } from "./socket-registry";

export const FLUSH_MS = 50;

type ItemsOf<N extends NotificationName> = NotificationPayloads[N] extends { items: Record<string, infer V> } ? V : never;

export class ChangeFeed {
  private readonly pending = new Map<string, { companyId: string; name: NotificationName; items: Record<string, unknown> }>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Messages sent so far (for tests and the benchmark). */
  sent = 0;

  constructor(
    private readonly sockets: SocketRegistry,
    private readonly flushMs = FLUSH_MS,
  ) {}

  /** Queues changed items for every signed-in socket of the company. */
  publish<N extends NotificationName>(companyId: string, name: N, items: Record<string, ItemsOf<N>>): void {
    const key = `${companyId}\u0000${name}`;
    const entry = this.pending.get(key) ?? { companyId, name, items: {} };
    Object.assign(entry.items, items);
    this.pending.set(key, entry);
    this.timer ??= setTimeout(() => this.flush(), this.flushMs);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batches = [...this.pending.values()];
    this.pending.clear();
    for (const batch of batches) {
      const payload = notificationCatalogue[batch.name].payload.encode({ items: batch.items } as never);
      const text = JSON.stringify({ eventName: batch.name, status: "complete", statusCode: STATUS_OK, payload });
      for (const socket of this.sockets.socketsOfCompany(batch.companyId)) {
        socket.send(text);
        this.sent += 1;
      }
    }
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }
}
