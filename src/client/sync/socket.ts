// The bytes layer (docs/design/client-shell.md "The connection"): one WebSocket, manual connect, a queue for messages
// sent before it opens, and reconnect with exponential backoff. It knows nothing about events or sessions.
import { BehaviorSubject, Subject, type Observable } from "rxjs";

export type SocketState = "idle" | "connecting" | "open" | "reconnecting" | "closed";

export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type SocketFactory = (url: string) => SocketLike;

export interface SocketOptions {
  url: string;
  factory?: SocketFactory;
  /** First reconnect delay; doubles up to maxDelayMs, with ±20 % jitter so tabs do not reconnect in step. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Close codes after which reconnecting is pointless (the server signed this session out). */
  terminalCloseCodes?: readonly number[];
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface ManagedSocket {
  readonly state$: Observable<SocketState>;
  readonly state: SocketState;
  /** Text frames from the server. */
  readonly messages$: Observable<string>;
  /** Every close, with its code; `terminal` when no reconnect follows. */
  readonly closes$: Observable<{ code: number; reason: string; terminal: boolean }>;
  /** Emits on every open (first and after each reconnect) before queued messages are flushed; send() calls made
   *  by its subscribers join the queue, behind anything sent with sendNow. */
  readonly opened$: Observable<void>;
  connect(): void;
  /** Sends now when open, else queues until the next open. */
  send(text: string): void;
  /** Sends only when open; answers whether it was sent (for handshakes that must go before the queue). */
  sendNow(text: string): boolean;
  disconnect(): void;
  /**
   * Skips the rest of the reconnect backoff (the browser reports it is online again, so waiting up to 30 s
   * for the next attempt would only delay what waits to be sent). Does nothing unless a reconnect is waiting.
   */
  reconnectNow(): void;
  /**
   * Gives up the current socket as lost, without waiting for it to time out (the browser reports it is offline: a
   * socket can look open for minutes while nothing gets through). Requests on the wire fail, commands stay queued,
   * and it reconnects as after any lost connection. Does nothing unless a socket is open or opening.
   */
  drop(reason: string): void;
}

const OPEN = 1;
/** The code a dropped socket is closed with (4000–4999 are the application's; the server uses 4001 and 4002). */
const CLOSE_DROPPED = 4000;

export function createSocket(options: SocketOptions): ManagedSocket {
  const factory = options.factory ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const initialDelay = options.initialDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const terminalCodes = new Set(options.terminalCloseCodes ?? []);
  const random = options.random ?? Math.random;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  const state$ = new BehaviorSubject<SocketState>("idle");
  const messages$ = new Subject<string>();
  const closes$ = new Subject<{ code: number; reason: string; terminal: boolean }>();
  const opened$ = new Subject<void>();
  const queue: string[] = [];
  let socket: SocketLike | undefined;
  let attempt = 0;
  let timer: unknown;
  let wanted = false;
  let opening = false;

  const open = () => {
    const current = factory(options.url);
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      attempt = 0;
      state$.next("open");
      // While opened$ runs, send() queues: a handshake sent with sendNow (the session resume) then goes out before
      // anything else, including what opened$ subscribers resend (unacknowledged commands).
      opening = true;
      try {
        opened$.next();
      } finally {
        opening = false;
      }
      while (queue.length > 0 && current.readyState === OPEN) current.send(queue.shift()!);
    };
    current.onmessage = (event) => {
      if (socket === current && typeof event.data === "string") messages$.next(event.data);
    };
    current.onerror = () => {
      /* a close event always follows; reconnect is decided there */
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = undefined;
      const terminal = !wanted || terminalCodes.has(event.code);
      if (terminal) {
        // Settle first, then tell: a subscriber may connect() again from closes$ (after a sign-out the public
        // screens need a fresh, anonymous socket), and that must not be undone by this close.
        wanted = false;
        state$.next("closed");
        closes$.next({ code: event.code, reason: event.reason, terminal });
        return;
      }
      reconnectLater(event.code, event.reason);
    };
  };

  /** A lost connection: tell (requests on the wire are failed, commands kept), then retry after the backoff. */
  const reconnectLater = (code: number, reason: string) => {
    closes$.next({ code, reason, terminal: false });
    state$.next("reconnecting");
    const base = Math.min(maxDelay, initialDelay * 2 ** attempt);
    attempt += 1;
    timer = setTimer(
      () => {
        timer = undefined;
        if (wanted) open();
      },
      base * (0.8 + 0.4 * random()),
    );
  };

  return {
    state$: state$.asObservable(),
    get state() {
      return state$.value;
    },
    messages$: messages$.asObservable(),
    closes$: closes$.asObservable(),
    opened$: opened$.asObservable(),
    connect() {
      if (wanted) return;
      wanted = true;
      attempt = 0;
      state$.next("connecting");
      open();
    },
    send(text) {
      if (socket && socket.readyState === OPEN && !opening) socket.send(text);
      else queue.push(text);
    },
    sendNow(text) {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(text);
      return true;
    },
    drop(reason) {
      const current = socket;
      if (!wanted || !current) return;
      socket = undefined; // its own close event, whenever it comes, is ignored
      current.close(CLOSE_DROPPED, reason);
      reconnectLater(CLOSE_DROPPED, reason);
    },
    reconnectNow() {
      if (!wanted || timer === undefined) return;
      clearTimer(timer);
      timer = undefined;
      attempt = 0;
      open();
    },
    disconnect() {
      const wasWanted = wanted;
      wanted = false;
      queue.length = 0;
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      const current = socket;
      socket = undefined;
      current?.close(1000, "client disconnect");
      state$.next("closed");
      // Our own close event is ignored (socket is already cleared), so announce it here: the connection then
      // fails what was waiting instead of leaving it pending forever.
      if (wasWanted) closes$.next({ code: 1000, reason: "client disconnect", terminal: true });
    },
  };
}
