import { beforeEach, expect, test } from "vitest";

import { FakeSocket } from "./fake-socket";
import { createSocket, type SocketState } from "./socket";

function setup(options: { terminalCloseCodes?: number[] } = {}) {
  const timers: { fn: () => void; ms: number }[] = [];
  const socket = createSocket({
    url: "ws://portal/api/v1/ws",
    factory: (url) => new FakeSocket(url),
    random: () => 0.5, // no jitter: delays are exactly initial × 2^attempt
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => {},
    ...options,
  });
  const states: SocketState[] = [];
  socket.state$.subscribe((s) => states.push(s));
  return { socket, timers, states };
}

beforeEach(() => FakeSocket.reset());

test("nothing connects until connect() is called (manual connect)", () => {
  const { socket } = setup();
  socket.send("early");
  expect(FakeSocket.instances).toHaveLength(0);
  socket.connect();
  expect(FakeSocket.instances).toHaveLength(1);
});

test("messages sent before the socket opens are sent, in order, when it opens", () => {
  const { socket } = setup();
  socket.connect();
  socket.send("one");
  socket.send("two");
  expect(FakeSocket.latest().sent).toEqual([]);
  FakeSocket.latest().serverOpen();
  expect(FakeSocket.latest().sent).toEqual(["one", "two"]);
  socket.send("three");
  expect(FakeSocket.latest().sent).toEqual(["one", "two", "three"]);
});

test("opened$ fires before the queue is flushed, so a handshake goes first", () => {
  const { socket } = setup();
  socket.opened$.subscribe(() => socket.sendNow("handshake"));
  socket.connect();
  socket.send("queued");
  FakeSocket.latest().serverOpen();
  expect(FakeSocket.latest().sent).toEqual(["handshake", "queued"]);
});

test("an unexpected close reconnects with doubling delays, reset after a successful open", () => {
  const { socket, timers, states } = setup();
  socket.connect();
  FakeSocket.latest().serverOpen();
  FakeSocket.latest().serverClose(1006);
  expect(states.at(-1)).toBe("reconnecting");
  expect(timers.map((t) => t.ms)).toEqual([500]);
  timers[0]!.fn();
  FakeSocket.latest().serverClose(1006);
  timers[1]!.fn();
  FakeSocket.latest().serverClose(1006);
  expect(timers.map((t) => t.ms)).toEqual([500, 1000, 2000]);
  timers[2]!.fn();
  FakeSocket.latest().serverOpen();
  expect(states.at(-1)).toBe("open");
  FakeSocket.latest().serverClose(1006);
  expect(timers.at(-1)!.ms).toBe(500);
});

test("the reconnect delay never exceeds the maximum", () => {
  const { socket, timers } = setup();
  socket.connect();
  for (let i = 0; i < 20; i++) {
    FakeSocket.latest().serverClose(1006);
    timers.at(-1)!.fn();
  }
  expect(Math.max(...timers.map((t) => t.ms))).toBe(30_000);
});

test("a terminal close code (signed out) does not reconnect", () => {
  const { socket, timers, states } = setup({ terminalCloseCodes: [4001] });
  const closes: { code: number; terminal: boolean }[] = [];
  socket.closes$.subscribe((c) => closes.push(c));
  socket.connect();
  FakeSocket.latest().serverOpen();
  FakeSocket.latest().serverClose(4001, "signed out");
  expect(timers).toHaveLength(0);
  expect(states.at(-1)).toBe("closed");
  expect(closes).toEqual([{ code: 4001, reason: "signed out", terminal: true }]);
});

test("disconnect() closes, drops the queue and does not reconnect", () => {
  const { socket, timers } = setup();
  socket.connect();
  socket.send("never sent");
  socket.disconnect();
  expect(timers).toHaveLength(0);
  socket.connect();
  FakeSocket.latest().serverOpen();
  expect(FakeSocket.latest().sent).toEqual([]);
});

test("connect() from a closes$ subscriber after a terminal close opens a fresh socket (sign-out → sign-in screen)", () => {
  const { socket, states } = setup({ terminalCloseCodes: [4001] });
  socket.closes$.subscribe(({ terminal }) => terminal && socket.connect());
  socket.connect();
  FakeSocket.latest().serverOpen();
  FakeSocket.latest().serverClose(4001, "signed out");
  expect(FakeSocket.instances).toHaveLength(2);
  expect(states.at(-1)).toBe("connecting");
  FakeSocket.latest().serverOpen();
  socket.send("bot check");
  expect(FakeSocket.latest().sent).toEqual(["bot check"]);
});

test("disconnect() announces a terminal close, so requests waiting on the socket can settle", () => {
  const { socket } = setup();
  const closes: { code: number; terminal: boolean }[] = [];
  socket.closes$.subscribe((c) => closes.push(c));
  socket.connect();
  FakeSocket.latest().serverOpen();
  socket.disconnect();
  socket.disconnect();
  expect(closes).toEqual([{ code: 1000, reason: "client disconnect", terminal: true }]);
});

test("reconnectNow skips the waiting backoff (the browser is online again) and is a no-op otherwise", () => {
  const { socket, timers } = setup();
  socket.reconnectNow();
  expect(FakeSocket.instances).toHaveLength(0); // never connected: stays manual
  socket.connect();
  FakeSocket.latest().serverOpen();
  socket.reconnectNow();
  expect(FakeSocket.instances).toHaveLength(1); // open: nothing to skip
  FakeSocket.latest().serverClose(1006);
  expect(timers).toHaveLength(1);
  socket.reconnectNow();
  expect(FakeSocket.instances).toHaveLength(2);
  FakeSocket.latest().serverOpen();
  expect(socket.state).toBe("open");
});

test("drop gives up a socket that looks open (the browser went offline) and reconnects after the backoff", () => {
  const { socket, timers, states } = setup();
  const closes: { code: number; terminal: boolean }[] = [];
  socket.closes$.subscribe(({ code, terminal }) => closes.push({ code, terminal }));
  socket.connect();
  const first = FakeSocket.latest();
  first.serverOpen();
  socket.drop("offline");
  expect(first.readyState).toBe(3);
  expect(closes).toEqual([{ code: 4000, terminal: false }]);
  expect(states.at(-1)).toBe("reconnecting");
  socket.send("queued while offline");
  timers.at(-1)!.fn();
  FakeSocket.latest().serverOpen();
  expect(FakeSocket.latest()).not.toBe(first);
  expect(FakeSocket.latest().sent).toEqual(["queued while offline"]);
  expect(closes).toHaveLength(1); // the dropped socket's own close event is not reported again
});
