// One websocket: rate limit, heartbeat, in-order dispatch, and the session it is bound to.
import type { WebSocket } from "ws";

import type { FeatureName } from "../../shared/generated/common";
import type { EventName } from "../../shared/generated/events";
import { STATUS_OK, type ResponseMessage } from "../../shared/protocol/messages";
import { CLOSE_RATE_LIMITED, CLOSE_SLOW_READER } from "./close-codes";
import type { HandlerContext, Logger, Services, SessionInfo } from "./context";
import { dispatch, errorReply, salvageIdsFromText, UNKNOWN_EVENT_RESPONSE, type Handlers } from "./dispatch";
import { TokenBucket } from "./rate-limit";

/** After this many refused messages in a row the client is not slowing down: close it. */
const MAX_REFUSED_IN_A_ROW = 500;
/** How long a slow reader's close handshake may take before the socket is destroyed outright. */
const SLOW_READER_GRACE_MS = 2_000;
/** How long requests may wait for a client that is behind on reading before it counts as not reading at all. */
const SLOW_READER_PATIENCE_MS = 5_000;

/**
 * Serves one websocket; `address` is the client's, as the HTTP side sees it (config.ts trustProxy). `log` carries the
 * request id of the HTTP request that opened it (docs/operations.md "Request ids"): every line about the socket and
 * the events it carries has it.
 */
export function serveConnection(
  socket: WebSocket,
  services: Services,
  handlers: Handlers,
  address: string,
  log: Logger = services.log,
): void {
  const { limits } = services.config;
  const { metrics } = services;
  const opened = performance.now();
  let handled = 0;
  metrics.socketOpened();
  log.debug({}, "websocket opened");
  const bucket = new TokenBucket(limits.messagesPerSecond, limits.messageBurst);
  let session: SessionInfo | undefined;
  let refusedInARow = 0;
  let alive = true;
  // Messages are handled one at a time, in order: a request sent right after sign-in must see the session.
  let queue: Promise<void> = Promise.resolve();

  let cutOffTimer: ReturnType<typeof setTimeout> | undefined;
  /** Messages accepted but not yet handled. */
  let waiting = 0;

  // A client that stops reading would make the server hold every reply and notification meant for it.
  // What ws has not yet handed to the kernel is bounded: past maxBufferedBytes the socket leaves the registry (no
  // more notifications), is closed with CLOSE_SLOW_READER, and is destroyed if its close handshake cannot get
  // through the backlog within SLOW_READER_GRACE_MS.
  const cutOff = () => {
    if (cutOffTimer) return;
    log.warn(
      { bufferedAmount: socket.bufferedAmount, userId: session?.userId },
      "closed a socket whose client does not read",
    );
    if (session) services.sockets.remove(session.sessionId, registered);
    socket.close(CLOSE_SLOW_READER, "client does not read");
    cutOffTimer = setTimeout(() => socket.terminate(), SLOW_READER_GRACE_MS);
  };
  // Text, or text already encoded once for many sockets (change-feed.ts); either way a text frame.
  const sendText = (text: string | Buffer) => {
    if (socket.readyState !== socket.OPEN || cutOffTimer) return;
    const bytes = typeof text === "string" ? Buffer.byteLength(text) : text.length;
    if (socket.bufferedAmount + bytes > limits.maxBufferedBytes) cutOff();
    else socket.send(text, { binary: false });
  };
  const send = (message: ResponseMessage) => sendText(JSON.stringify(message));
  /** Waits while a quarter of the bound is unsent; a client that stays behind that long is cut off. */
  const readerCaughtUp = async () => {
    const started = performance.now();
    while (socket.readyState === socket.OPEN && !cutOffTimer && socket.bufferedAmount > limits.maxBufferedBytes / 4) {
      if (performance.now() - started > SLOW_READER_PATIENCE_MS) cutOff();
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const registered = {
    close: (code: number, reason: string) => socket.close(code, reason),
    send: sendText,
    // A request already running keeps the session it started with; the next one is authorized with these.
    companyFeaturesChanged: (companyId: string, features: readonly string[]) => {
      if (session?.companyId === companyId) session = { ...session, features: features as FeatureName[] };
    },
  };

  // Liveness is the pong alone: a client that keeps sending but never answers pings (or whose pongs are stuck
  // behind a backlog it does not read) is not treated as alive.
  const heartbeat = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, limits.heartbeatMs);
  socket.on("pong", () => (alive = true));

  socket.on("message", (data, isBinary) => {
    if (!bucket.take()) {
      refusedInARow += 1;
      if (refusedInARow > MAX_REFUSED_IN_A_ROW) socket.close(CLOSE_RATE_LIMITED, "rate limit exceeded");
      else {
        const ids = isBinary
          ? { requestId: "", eventName: UNKNOWN_EVENT_RESPONSE }
          : salvageIdsFromText(data.toString());
        send(
          errorReply(
            ids.eventName,
            ids.requestId,
            "RateLimited",
            `At most ${limits.messagesPerSecond} messages a second.`,
          ),
        );
      }
      return;
    }
    refusedInARow = 0;
    // What waits to be handled is bounded too: a client may queue at most its burst of requests (a slow handler
    // or a database under load must not let one socket pile up work and memory without end).
    if (waiting >= limits.messageBurst) {
      const ids = isBinary ? { requestId: "", eventName: UNKNOWN_EVENT_RESPONSE } : salvageIdsFromText(data.toString());
      send(
        errorReply(
          ids.eventName,
          ids.requestId,
          "RateLimited",
          `At most ${limits.messageBurst} requests may wait on one connection.`,
        ),
      );
      return;
    }
    if (isBinary) {
      send(errorReply(UNKNOWN_EVENT_RESPONSE, "", "BadRequest", "messages must be JSON text frames"));
      return;
    }
    const text = data.toString();
    waiting += 1;
    queue = queue
      .then(async () => {
        waiting -= 1;
        // Backpressure: no new reply is produced (no database work done) for a client that is behind on reading.
        await readerCaughtUp();
        if (cutOffTimer) return;
        // A session revoked elsewhere (sign-out in another tab, a password change or reset, another server process)
        // was removed from the registry the moment its revocation committed: this socket no longer speaks for it.
        if (session && !services.sockets.isAttached(session.sessionId, registered)) session = undefined;
        const afterReply: (() => void)[] = [];
        // Set once the message names an event the catalogue has; the log and the metrics count the rest as "unknown".
        let event: EventName | undefined;
        let eventLog = log;
        const contextFor = (requestId: string, responseName: string, eventName: EventName): HandlerContext => {
          event = eventName;
          eventLog = log.child({ event: eventName, requestId });
          return {
            ...services,
            log: eventLog,
            session,
            address,
            socket: registered,
            attachSession(next) {
              if (session) services.sockets.remove(session.sessionId, registered);
              session = next;
              if (next) services.sockets.add(next.sessionId, registered, next.companyId, next.roles);
            },
            progress(progressMessage) {
              send({
                eventName: responseName,
                requestId,
                status: "intermediate",
                statusCode: STATUS_OK,
                progressMessage,
              });
            },
            closeSocket(code, reason) {
              socket.close(code, reason);
            },
            afterReply(task) {
              afterReply.push(task);
            },
          };
        };
        const started = performance.now();
        const reply = await dispatch(text, handlers, contextFor);
        const seconds = (performance.now() - started) / 1000;
        send(reply);
        handled += 1;
        // The outcome is the error id answered, from the catalogue; never the hint, which may quote the request.
        const outcome = reply.error?.messageId ?? "ok";
        metrics.eventHandled(event ?? "unknown", outcome, seconds);
        const line = {
          outcome,
          status: reply.statusCode,
          ms: Math.round(seconds * 10_000) / 10,
          userId: session?.userId,
        };
        if (reply.statusCode >= 500) eventLog.warn(line, "event failed");
        else if (reply.error) eventLog.info(event ? line : { ...line, event: "unknown" }, "event refused");
        else eventLog.debug(line, "event handled");
        for (const task of afterReply) task();
      })
      .catch((error: unknown) => {
        // dispatch answers every failure itself; this only guards the chain. A rejected `queue` would silently drop
        // every later message on this socket, and an unhandled rejection would stop the whole process.
        log.error({ err: error }, "message handling failed outside dispatch");
      });
  });

  socket.on("close", (code) => {
    metrics.socketClosed();
    log.info(
      { code, events: handled, seconds: Math.round(performance.now() - opened) / 1000, userId: session?.userId },
      "websocket closed",
    );
    clearInterval(heartbeat);
    if (cutOffTimer) clearTimeout(cutOffTimer);
    if (session) services.sockets.remove(session.sessionId, registered);
  });
}
