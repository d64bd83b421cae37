// Requests and replies over the managed socket (STYLE.md §4): correlation by requestId, decoding with the
// generated codecs, intermediate progress, and server-pushed notifications.
import type * as t from "io-ts";
import { Observable, Subject } from "rxjs";
import { formatDecodeErrors } from "../../shared/codec/runtime";
import type { Reply, Requester } from "../../shared/generated/client";
import { eventCatalogue, type EventName, type EventRequests, type EventResponses } from "../../shared/generated/events";
import { NotificationMessage, ResponseMessage, STATUS_OK } from "../../shared/protocol/messages";
import { ServerError } from "./server-error";
import type { ManagedSocket } from "./socket";

interface Pending {
  eventName: EventName;
  sent: boolean;
  next(reply: Reply<unknown>): void;
  error(error: ServerError): void;
  complete(): void;
}

export interface Connection extends Requester {
  readonly socket: ManagedSocket;
  /** Like request, but sent only if the socket is open now, ahead of anything queued (the resume handshake). */
  requestFirst<E extends EventName>(eventName: E, payload: EventRequests[E]): Observable<Reply<EventResponses[E]>>;
  /** Server-pushed …Notification messages. */
  readonly notifications$: Observable<NotificationMessage>;
}

export function createConnection(socket: ManagedSocket, idPrefix = Math.random().toString(36).slice(2, 8)): Connection {
  const pending = new Map<string, Pending>();
  const notifications$ = new Subject<NotificationMessage>();
  let counter = 0;

  socket.messages$.subscribe((text) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    const notification = NotificationMessage.decode(parsed);
    if (notification._tag === "Right") {
      notifications$.next(notification.right);
      return;
    }
    const decoded = ResponseMessage.decode(parsed);
    if (decoded._tag === "Left") return;
    const message = decoded.right;
    const entry = pending.get(message.requestId);
    if (!entry) return;
    if (message.status === "intermediate") {
      entry.next({ status: "intermediate", progressMessage: message.progressMessage ?? "" });
      return;
    }
    pending.delete(message.requestId);
    if (message.statusCode !== STATUS_OK || message.error) {
      entry.error(new ServerError(message.error?.messageId ?? "InternalError", message.error?.hint ?? "", message.statusCode));
      return;
    }
    // Payloads are decoded on arrival on both sides (ARCHITECTURE "The wire").
    const codec: t.Mixed = eventCatalogue[entry.eventName].responsePayload;
    const payload = codec.decode(message.payload);
    if (payload._tag === "Left") {
      entry.error(new ServerError("BadResponse", `The server's reply did not match the schema: ${formatDecodeErrors(payload.left)}`, 0));
      return;
    }
    entry.next({ status: "complete", payload: payload.right });
    entry.complete();
  });

  // A request already on the wire when the socket drops may or may not have run: fail it rather than guess.
  // Requests still queued stay pending and go out after the reconnect.
  socket.closes$.subscribe(({ terminal }) => {
    for (const [id, entry] of pending) {
      if (!entry.sent && !terminal) continue;
      pending.delete(id);
      entry.error(new ServerError("ConnectionLost", "The connection to the server was lost before it answered. Please try again.", 0));
    }
  });
  socket.opened$.subscribe(() => {
    for (const entry of pending.values()) entry.sent = true;
  });

  const start = <E extends EventName>(eventName: E, payload: EventRequests[E], first: boolean): Observable<Reply<EventResponses[E]>> =>
    new Observable<Reply<EventResponses[E]>>((subscriber) => {
      const requestId = `${idPrefix}-${++counter}`;
      const text = JSON.stringify({ eventName, requestId, payload: (eventCatalogue[eventName].request as t.Mixed).encode(payload) });
      pending.set(requestId, {
        eventName,
        sent: false,
        next: (reply) => subscriber.next(reply as Reply<EventResponses[E]>),
        error: (error) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
      const entry = pending.get(requestId)!;
      if (first) {
        if (!socket.sendNow(text)) {
          pending.delete(requestId);
          subscriber.error(new ServerError("ConnectionLost", "Not connected.", 0));
          return;
        }
        entry.sent = true;
      } else {
        entry.sent = socket.state === "open";
        socket.send(text);
      }
      return () => pending.delete(requestId);
    });

  return {
    socket,
    request: (eventName, payload) => start(eventName, payload, false),
    requestFirst: (eventName, payload) => start(eventName, payload, true),
    notifications$: notifications$.asObservable(),
  };
}
