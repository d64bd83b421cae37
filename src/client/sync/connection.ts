// Requests and replies over the managed socket (STYLE.md §4): correlation by requestId, decoding with the
// generated codecs, intermediate progress, and server-pushed notifications. Commands (events the schema declares
// `"command": true`) are stamped {clientId, seq}, kept in a CommandStore until answered and resent after every
// reconnect; the server applies each stamp once (src/server/ws/commands.ts).
import type * as t from "io-ts";
import { Observable, Subject } from "rxjs";
import { formatDecodeErrors } from "../../shared/codec/runtime";
import type { Reply, Requester } from "../../shared/generated/client";
import { eventCatalogue, type EventName, type EventRequests, type EventResponses } from "../../shared/generated/events";
import { NotificationMessage, ResponseMessage, STATUS_OK } from "../../shared/protocol/messages";
import { MemoryCommandStore, newClientId, type CommandStore, type PendingCommand } from "./command-store";
import { ServerError } from "./server-error";
import type { ManagedSocket } from "./socket";

interface Pending {
  eventName: EventName;
  sent: boolean;
  /** A command: never failed by a dropped socket, resent on every open until answered. */
  command?: PendingCommand;
  /** The command is in the store, so it may go out. */
  stored?: boolean;
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

export interface ConnectionOptions {
  /** Where unacknowledged commands wait; in memory unless given (the driver app: IndexedDB). */
  commands?: CommandStore;
  /** This page's client id; a fresh random one unless given. */
  clientId?: string;
}

const ignore = () => {};

export function createConnection(socket: ManagedSocket, idPrefix = Math.random().toString(36).slice(2, 8), options: ConnectionOptions = {}): Connection {
  const pending = new Map<string, Pending>();
  const notifications$ = new Subject<NotificationMessage>();
  const store = options.commands ?? new MemoryCommandStore();
  const clientId = options.clientId ?? newClientId();
  let counter = 0;
  let seq = 0;

  const sendCommand = (requestId: string, entry: Pending) => {
    const command = entry.command!;
    socket.send(JSON.stringify({ eventName: command.eventName, requestId, payload: command.payload, command: { clientId: command.clientId, seq: command.seq } }));
    entry.sent = true;
  };
  const forgetCommand = (entry: Pending) => {
    if (entry.command) void store.remove(entry.command.clientId, entry.command.seq);
  };

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
    forgetCommand(entry);
    if (message.statusCode !== STATUS_OK || message.error) {
      entry.error(new ServerError(message.error?.messageId ?? "InternalError", message.error?.hint ?? "", message.statusCode, message.error?.fields));
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
  // Requests still queued stay pending and go out after the reconnect. A command needs no guess: it is resent
  // with its stamp, and the server answers an applied one with the recorded reply. Only a close for good (sign-out)
  // ends commands too: what the signed-out user had not yet saved is local data SPEC §2 says to clean up.
  socket.closes$.subscribe(({ terminal }) => {
    for (const [id, entry] of pending) {
      if (entry.command && !terminal) {
        entry.sent = false;
        continue;
      }
      if (!entry.sent && !terminal) continue;
      pending.delete(id);
      forgetCommand(entry);
      entry.error(new ServerError("ConnectionLost", "The connection to the server was lost before it answered. Please try again.", 0));
    }
  });
  socket.opened$.subscribe(() => {
    for (const [id, entry] of pending) {
      if (!entry.command) entry.sent = true;
      else if (entry.stored) sendCommand(id, entry); // queued behind the resume handshake (socket.ts)
    }
  });

  // Commands an earlier page left unanswered (a persistent store) go out again under their original stamps.
  void store.load().then((stored) => {
    for (const command of stored) {
      if ([...pending.values()].some((e) => e.command?.clientId === command.clientId && e.command.seq === command.seq)) continue;
      const requestId = `${idPrefix}-${++counter}`;
      const entry: Pending = { eventName: command.eventName, sent: false, command, stored: true, next: ignore, error: ignore, complete: ignore };
      pending.set(requestId, entry);
      if (socket.state === "open") sendCommand(requestId, entry);
    }
  });

  const startCommand = <E extends EventName>(eventName: E, payload: EventRequests[E]): Observable<Reply<EventResponses[E]>> =>
    new Observable<Reply<EventResponses[E]>>((subscriber) => {
      const requestId = `${idPrefix}-${++counter}`;
      const command: PendingCommand = { clientId, seq: ++seq, eventName, payload: (eventCatalogue[eventName].request as t.Mixed).encode(payload) };
      const entry: Pending = {
        eventName,
        sent: false,
        command,
        next: (reply) => subscriber.next(reply as Reply<EventResponses[E]>),
        error: (error) => subscriber.error(error),
        complete: () => subscriber.complete(),
      };
      pending.set(requestId, entry);
      void store.put(command).then(() => {
        entry.stored = true;
        if (pending.get(requestId) !== entry) return void store.remove(command.clientId, command.seq); // ended by a sign-out meanwhile
        if (entry.sent) return;
        if (socket.state === "open") sendCommand(requestId, entry);
        else if (socket.state === "closed") socket.connect();
      });
      // A write goes through whether or not anyone still waits for its answer.
      return () => {
        entry.next = ignore;
        entry.error = ignore;
        entry.complete = ignore;
      };
    });

  const start = <E extends EventName>(eventName: E, payload: EventRequests[E], first: boolean): Observable<Reply<EventResponses[E]>> =>
    !first && (eventCatalogue[eventName] as { command?: true }).command ? startCommand(eventName, payload) : new Observable<Reply<EventResponses[E]>>((subscriber) => {
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
        // A socket closed for good (signed out here or in another tab) reopens when a screen needs it: the
        // public screens (sign-in's bot check, recovery, register) talk to the server too. "idle" is left
        // alone: the first connect is manual (SPEC §7).
        if (socket.state === "closed") socket.connect();
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
