// Requests and replies over the managed socket (docs/design/client-shell.md "Requests and replies"): correlation by
// requestId, decoding with the generated codecs, intermediate progress, and server-pushed notifications. Commands
// (events the schema declares `"command": true`) are stamped {clientId, seq}, kept in a CommandStore until answered
// and resent after every reconnect; the server applies each stamp once (src/server/ws/commands.ts). A domain's codecs
// load with its first request (wire-codecs.ts): requests wait for them in order, so they still leave in the order
// made.
import { Observable, Subject } from "rxjs";

import { formatDecodeErrors } from "../../shared/codec/runtime";
import type { Reply, Requester } from "../../shared/generated/client";
import type { EventName, EventRequests, EventResponses } from "../../shared/generated/events";
import { NotificationMessage, ResponseMessage, STATUS_OK } from "../../shared/protocol/messages";
import type { BootClaims } from "../boot/boot-handoff";
import { MemoryCommandStore, newClientId, type CommandStore, type PendingCommand } from "./command-store";
import { ServerError } from "./server-error";
import type { ManagedSocket } from "./socket";
import { isCommand, loadedEventCodecs, loadEventCodecs, type EventCodecs } from "./wire-codecs";

interface Pending {
  eventName: EventName;
  sent: boolean;
  /** A command: never failed by a dropped socket, resent on every open until answered. */
  command?: PendingCommand;
  /** The command is in the store, so it may go out. */
  stored?: boolean;
  /** Waiting for its domain's codecs (or for a request ahead of it that does): not yet given to the socket. */
  held?: boolean;
  /** The request's payload as encoded on the wire, once it went out (or was taken over from the boot script). */
  wire?: unknown;
  /** When it went out (performance.now()). */
  sentAt?: number;
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
  /**
   * What happens to every request (not command) on the wire, for whoever records it (the boot plan, screen
   * snapshots): when it starts, when it goes out as encoded (or is taken over from the boot script), and its
   * successful reply, undecoded.
   */
  readonly traffic$: Observable<WireTraffic>;
}

/** One step of a request's life on the wire (Connection.traffic$). */
export type WireTraffic =
  | { kind: "started"; requestId: string; eventName: EventName }
  | { kind: "sent"; requestId: string; eventName: EventName; payload: unknown }
  | WireReply;

/** A reply as it came off the wire (a screen snapshot is validated against these: boot/screen-snapshot.ts). */
export interface WireReply {
  kind: "replied";
  requestId: string;
  eventName: EventName;
  request: unknown;
  payload: unknown;
  /** When the request went out (performance.now()): a reply to an earlier screen's request is not this screen's. */
  sentAt: number;
}

export interface ConnectionOptions {
  /** Where unacknowledged commands wait; in memory unless given (the driver app: IndexedDB). */
  commands?: CommandStore;
  /** This page's client id; a fresh random one unless given. */
  clientId?: string;
  /** Requests the inline boot script already sent on the first socket (boot-handoff.ts): taken, not sent again. */
  boot?: BootClaims;
}

const ignore = () => {};

const codecsMissing = (error: unknown) =>
  new ServerError(
    "ConnectionLost",
    `Part of the portal could not be loaded (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`,
    0,
  );

export function createConnection(
  socket: ManagedSocket,
  idPrefix = Math.random().toString(36).slice(2, 8),
  options: ConnectionOptions = {},
): Connection {
  const pending = new Map<string, Pending>();
  const notifications$ = new Subject<NotificationMessage>();
  const traffic$ = new Subject<WireTraffic>();
  const store: CommandStore = options.commands ?? new MemoryCommandStore();
  const clientId = options.clientId ?? newClientId();
  let counter = 0;
  let seq = 0;
  let boot = options.boot;
  /** The boot script's request id → the id of the request that took it over. */
  const aliases = new Map<string, string>();
  /** Replies to boot requests nobody has taken over yet (the screen's code is still loading). */
  const early = new Map<string, ResponseMessage[]>();

  const sendCommand = (requestId: string, entry: Pending) => {
    const command = entry.command!;
    socket.send(
      JSON.stringify({
        eventName: command.eventName,
        requestId,
        payload: command.payload,
        command: { clientId: command.clientId, seq: command.seq },
      }),
    );
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
    onResponse(decoded.right);
  });

  function onResponse(message: ResponseMessage) {
    const requestId = aliases.get(message.requestId) ?? message.requestId;
    const entry = pending.get(requestId);
    if (!entry) {
      if (boot?.owns(message.requestId) && !aliases.has(message.requestId))
        early.set(message.requestId, [...(early.get(message.requestId) ?? []), message]);
      return;
    }
    if (message.status === "intermediate") {
      entry.next({ status: "intermediate", progressMessage: message.progressMessage ?? "" });
      return;
    }
    pending.delete(requestId);
    aliases.delete(message.requestId);
    const refused = message.statusCode !== STATUS_OK || !!message.error;
    if (refused && entry.command && store.refuse)
      store.refuse(entry.command, {
        messageId: message.error?.messageId ?? "InternalError",
        hint: message.error?.hint ?? "",
      });
    else forgetCommand(entry);
    if (refused) {
      entry.error(
        new ServerError(
          message.error?.messageId ?? "InternalError",
          message.error?.hint ?? "",
          message.statusCode,
          message.error?.fields,
        ),
      );
      return;
    }
    // Payloads are decoded on arrival on both sides (docs/design/client-shell.md "Requests and replies"). The codecs
    // are in unless the reply answers a command an earlier page stored.
    if (!entry.command)
      traffic$.next({
        kind: "replied",
        requestId,
        eventName: entry.eventName,
        request: entry.wire,
        payload: message.payload,
        sentAt: entry.sentAt ?? 0,
      });
    const codecs = loadedEventCodecs(entry.eventName);
    if (codecs) deliver(entry, codecs, message.payload);
    else
      loadEventCodecs(entry.eventName).then(
        (loaded) => deliver(entry, loaded, message.payload),
        (error: unknown) => entry.error(codecsMissing(error)),
      );
  }

  /** A request the boot script already sent: this entry takes its reply (already here, or still to come). */
  function takeOver(requestId: string, entry: Pending, eventName: EventName, payload: unknown): boolean {
    const bootId = boot?.claim(eventName, payload);
    if (bootId === undefined) return false;
    aliases.set(bootId, requestId);
    entry.held = false;
    entry.sent = true;
    entry.wire = payload;
    entry.sentAt = performance.now();
    if (!entry.command) traffic$.next({ kind: "sent", requestId, eventName, payload });
    const replies = early.get(bootId) ?? [];
    early.delete(bootId);
    for (const reply of replies) onResponse(reply);
    return true;
  }

  function deliver(entry: Pending, codecs: EventCodecs, raw: unknown) {
    const payload = codecs.responsePayload.decode(raw);
    if (payload._tag === "Left") {
      entry.error(
        new ServerError(
          "BadResponse",
          `The server's reply did not match the schema: ${formatDecodeErrors(payload.left)}`,
          0,
        ),
      );
      return;
    }
    entry.next({ status: "complete", payload: payload.right });
    entry.complete();
  }

  // A request already on the wire when the socket drops may or may not have run: fail it rather than guess.
  // Requests still queued stay pending and go out after the reconnect. A command needs no guess: it is resent
  // with its stamp, and the server answers an applied one with the recorded reply. Only a close for good (sign-out)
  // ends commands too: what the signed-out user had not yet saved is local data a sign-out clears
  // (docs/design/client-shell.md "What the client stores").
  socket.closes$.subscribe(({ terminal }) => {
    // The boot script's requests lived on the first socket only; what was taken over fails below like any request sent.
    boot = undefined;
    early.clear();
    aliases.clear();
    for (const [id, entry] of pending) {
      if (entry.command && !terminal) {
        entry.sent = false;
        continue;
      }
      if (!entry.sent && !terminal) continue;
      pending.delete(id);
      forgetCommand(entry);
      entry.error(
        new ServerError(
          "ConnectionLost",
          "The connection to the server was lost before it answered. Please try again.",
          0,
        ),
      );
    }
  });
  socket.opened$.subscribe(() => {
    for (const [id, entry] of pending) {
      if (entry.held) continue;
      if (!entry.command) entry.sent = true;
      else if (entry.stored) sendCommand(id, entry); // queued behind the resume handshake (socket.ts)
    }
  });

  // Commands an earlier page left unanswered (a persistent store) go out again under their original stamps.
  void store.load().then((stored) => {
    for (const command of stored) {
      if ([...pending.values()].some((e) => e.command?.clientId === command.clientId && e.command.seq === command.seq))
        continue;
      const requestId = `${idPrefix}-${++counter}`;
      const entry: Pending = {
        eventName: command.eventName,
        sent: false,
        command,
        stored: true,
        next: ignore,
        error: ignore,
        complete: ignore,
      };
      pending.set(requestId, entry);
      if (socket.state === "open") sendCommand(requestId, entry);
    }
  });

  const startCommand = <E extends EventName>(
    eventName: E,
    payload: EventRequests[E],
  ): Observable<Reply<EventResponses[E]>> =>
    new Observable<Reply<EventResponses[E]>>((subscriber) => {
      const requestId = `${idPrefix}-${++counter}`;
      const stamp = ++seq;
      const callbacks = {
        next: (reply: Reply<unknown>) => subscriber.next(reply as Reply<EventResponses[E]>),
        error: (error: ServerError) => subscriber.error(error),
        complete: () => subscriber.complete(),
      };
      void loadEventCodecs(eventName).then(
        (codecs) =>
          storeAndSend(requestId, {
            eventName,
            sent: false,
            command: { clientId, seq: stamp, eventName, payload: codecs.request.encode(payload) },
            // Through `callbacks`, so an unsubscribe (below) silences the answer without stopping the write.
            next: (reply) => callbacks.next(reply),
            error: (error) => callbacks.error(error),
            complete: () => callbacks.complete(),
          }),
        (error: unknown) => callbacks.error(codecsMissing(error)),
      );
      // A write goes through whether or not anyone still waits for its answer.
      return () => {
        callbacks.next = ignore;
        callbacks.error = ignore;
        callbacks.complete = ignore;
      };
    });

  /** A command with its payload encoded: kept in the store, then sent (or resent after the reconnect). */
  const storeAndSend = (requestId: string, entry: Pending) => {
    const command = entry.command!;
    pending.set(requestId, entry);
    void store.put(command).then(() => {
      entry.stored = true;
      if (pending.get(requestId) !== entry) return void store.remove(command.clientId, command.seq); // ended by a sign-out meanwhile
      if (entry.sent) return;
      if (socket.state === "open") sendCommand(requestId, entry);
      else if (socket.state === "closed") socket.connect();
    });
  };

  /** Requests waiting for their domain's codecs, and those behind them, in the order they were made. */
  const held: { requestId: string; eventName: EventName; payload: unknown }[] = [];
  const sendRequest = (requestId: string, entry: Pending, eventName: EventName, payload: unknown) => {
    if (takeOver(requestId, entry, eventName, payload)) return;
    entry.held = false;
    entry.sent = socket.state === "open";
    entry.wire = payload;
    entry.sentAt = performance.now();
    socket.send(JSON.stringify({ eventName, requestId, payload }));
    traffic$.next({ kind: "sent", requestId, eventName, payload });
    // A socket closed for good (signed out here or in another tab) reopens when a screen needs it: the public
    // screens (sign-in's bot check, recovery, register) talk to the server too. "idle" is left alone: the first
    // connect is manual (docs/design/client-shell.md "Connecting").
    if (socket.state === "closed") socket.connect();
  };
  const sendHeld = () => {
    while (held.length > 0) {
      const next = held[0]!;
      const entry = pending.get(next.requestId);
      if (!entry) {
        held.shift(); // unsubscribed while it waited
        continue;
      }
      const codecs = loadedEventCodecs(next.eventName);
      if (!codecs) return;
      held.shift();
      sendRequest(next.requestId, entry, next.eventName, codecs.request.encode(next.payload));
    }
  };
  const hold = (requestId: string, entry: Pending, eventName: EventName, payload: unknown) => {
    entry.held = true;
    held.push({ requestId, eventName, payload });
    loadEventCodecs(eventName).then(sendHeld, (error: unknown) => {
      const index = held.findIndex((h) => h.requestId === requestId);
      if (index >= 0) held.splice(index, 1);
      if (pending.delete(requestId)) entry.error(codecsMissing(error));
      sendHeld();
    });
  };

  const start = <E extends EventName>(
    eventName: E,
    payload: EventRequests[E],
    first: boolean,
  ): Observable<Reply<EventResponses[E]>> =>
    !first && isCommand(eventName)
      ? startCommand(eventName, payload)
      : new Observable<Reply<EventResponses[E]>>((subscriber) => {
          const requestId = `${idPrefix}-${++counter}`;
          pending.set(requestId, {
            eventName,
            sent: false,
            next: (reply) => subscriber.next(reply as Reply<EventResponses[E]>),
            error: (error) => subscriber.error(error),
            complete: () => subscriber.complete(),
          });
          const entry = pending.get(requestId)!;
          if (!first) traffic$.next({ kind: "started", requestId, eventName });
          const codecs = loadedEventCodecs(eventName);
          if (first) {
            // The resume handshake: its domain's codecs come with the start-up code (wire-codecs.ts).
            if (!codecs) throw new Error(`${eventName} cannot go first: its codecs have not loaded`);
            const encoded = codecs.request.encode(payload);
            if (takeOver(requestId, entry, eventName, encoded)) return () => pending.delete(requestId);
            if (!socket.sendNow(JSON.stringify({ eventName, requestId, payload: encoded }))) {
              pending.delete(requestId);
              subscriber.error(new ServerError("ConnectionLost", "Not connected.", 0));
              return;
            }
            entry.sent = true;
            entry.wire = encoded;
            entry.sentAt = performance.now();
          } else if (codecs && held.length === 0) {
            sendRequest(requestId, entry, eventName, codecs.request.encode(payload));
          } else {
            hold(requestId, entry, eventName, payload);
          }
          return () => pending.delete(requestId);
        });

  return {
    socket,
    request: (eventName, payload) => start(eventName, payload, false),
    requestFirst: (eventName, payload) => start(eventName, payload, true),
    notifications$: notifications$.asObservable(),
    traffic$: traffic$.asObservable(),
  };
}
