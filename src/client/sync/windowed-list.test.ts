import { afterEach, beforeEach, expect, test, vi } from "vitest";

import { systemClock } from "../../shared/clock";
import { initialAppState, type AppState } from "./app-state";
import { rowAt, type ListState } from "./list-state";
import { Store } from "./store";
import { WindowedListController, type WindowPage } from "./windowed-list";

interface Row {
  id: string;
  name: string;
}

/** A server of `total` rows named r0…; answers are released by hand so tests control timing. */
function fakeServer(total: number) {
  const calls: { offset: number; limit: number; resolve: () => void }[] = [];
  let names = (i: number) => `r${i}`;
  const fetchWindow = (offset: number, limit: number) =>
    new Promise<WindowPage<Row>>((resolve) => {
      calls.push({
        offset,
        limit,
        resolve: () => {
          const ids = Array.from(
            { length: Math.max(0, Math.min(limit, total - offset)) },
            (_, i) => `#30:${offset + i}`,
          );
          resolve({
            count: total,
            ids,
            items: Object.fromEntries(ids.map((id, i) => [id, { id, name: names(offset + i) }])),
          });
        },
      });
    });
  return {
    calls,
    fetchWindow,
    rename: (f: (i: number) => string) => (names = f),
    setTotal: (n: number) => (total = n),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(total: number, maxWindows = 4) {
  const store = new Store<AppState>(initialAppState(), (callback) => setTimeout(callback, 0));
  const server = fakeServer(total);
  const controller = new WindowedListController<Row>({
    store,
    clock: systemClock,
    key: "k",
    fetchWindow: server.fetchWindow,
    windowSize: 10,
    maxWindows,
    refreshMs: 50,
  });
  const list = () => store.getState().lists.k as ListState<Row> | undefined;
  const settle = async () => {
    while (server.calls.length > 0) server.calls.shift()!.resolve();
    await flush();
    await flush();
    store.flush();
  };
  return { store, server, controller, list, settle };
}

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.useRealTimers());

test("only the windows on screen are asked for, once each, and rows are placeholders until they arrive", async () => {
  const { server, controller, list, settle } = setup(1000);
  controller.ensureRange(0, 15);
  controller.ensureRange(0, 15);
  expect(server.calls.map((c) => c.offset)).toEqual([0, 10]);
  expect(rowAt(list(), 5, 10)).toBeUndefined();
  await settle();
  expect(list()?.count).toBe(1000);
  expect(rowAt(list(), 15, 10)?.name).toBe("r15");
  controller.ensureRange(500, 512);
  expect(server.calls.map((c) => c.offset)).toEqual([500, 510]);
});

test("windows far from the screen are evicted beyond the limit, so the store stays small", async () => {
  const { controller, list, settle } = setup(1000, 4);
  for (const start of [0, 100, 200, 300, 400, 500]) {
    controller.ensureRange(start, start + 5);
    await settle();
  }
  const kept = Object.keys(list()!.windows).map(Number);
  expect(kept.length).toBeLessThanOrEqual(4);
  expect(kept).toContain(50);
});

test("a change to a row on screen shows at once, then positions are refreshed without blanking the rows", async () => {
  const { server, controller, list, settle } = setup(100);
  controller.ensureRange(0, 9);
  await settle();
  controller.applyChanges({ "#30:3": { id: "#30:3", name: "edited" } });
  await settle();
  expect(rowAt(list(), 3, 10)?.name).toBe("edited");
  // A refresh follows (throttled); until its answer arrives the rows on screen stay.
  await new Promise((resolve) => setTimeout(resolve, 70));
  expect(server.calls.map((c) => c.offset)).toEqual([0]);
  expect(rowAt(list(), 0, 10)?.name).toBe("r0");
  server.rename((i) => `moved${i}`);
  await settle();
  expect(rowAt(list(), 0, 10)?.name).toBe("moved0");
});

test("many changes in a burst cause one refresh, not one per change", async () => {
  const { server, controller, settle } = setup(100);
  controller.ensureRange(0, 9);
  await settle();
  for (let i = 0; i < 200; i++) controller.applyChanges({ [`#30:${i % 10}`]: { id: `#30:${i % 10}`, name: `n${i}` } });
  await new Promise((resolve) => setTimeout(resolve, 120));
  expect(server.calls.length).toBe(1);
});

test("when the list shrinks, windows past its new end are dropped", async () => {
  const { server, controller, list, settle } = setup(100);
  controller.ensureRange(80, 99);
  await settle();
  expect(Object.keys(list()!.windows)).toEqual(["8", "9"]);
  server.setTotal(50);
  controller.ensureRange(40, 49);
  await settle();
  const refreshed = controller.refresh();
  await settle();
  await refreshed;
  await settle();
  expect(list()!.count).toBe(50);
  expect(
    Object.keys(list()!.windows)
      .map(Number)
      .every((w) => w <= 4),
  ).toBe(true);
});

test("a failed window is reported on the list, with the catalogued id", async () => {
  const store = new Store<AppState>(initialAppState(), (callback) => setTimeout(callback, 0));
  const controller = new WindowedListController<Row>({
    store,
    clock: systemClock,
    key: "k",
    windowSize: 10,
    fetchWindow: () => Promise.reject(Object.assign(new Error("x"), {})),
  });
  controller.ensureRange(0, 5);
  await flush();
  await flush();
  store.flush();
  expect((store.getState().lists.k as ListState<Row>).error?.messageId).toBe("ClientError");
});

test("a prefetched first window is used instead of asking again, and only for the first load", async () => {
  const store = new Store<AppState>(initialAppState(), (callback) => setTimeout(callback, 0));
  const server = fakeServer(1000);
  const prefetched: WindowPage<Row> = {
    count: 1000,
    ids: ["#30:0"],
    items: { "#30:0": { id: "#30:0", name: "prefetched" } },
  };
  const controller = new WindowedListController<Row>({
    store,
    clock: systemClock,
    key: "k",
    fetchWindow: server.fetchWindow,
    windowSize: 10,
    initialWindow: Promise.resolve(prefetched),
  });
  controller.ensureRange(0, 5);
  expect(server.calls).toHaveLength(0);
  await flush();
  store.flush();
  expect(rowAt(store.getState().lists.k as ListState<Row>, 0, 10)?.name).toBe("prefetched");
  // A refresh (a live change) asks the server, never the old prefetched answer.
  void controller.refresh();
  expect(server.calls.map((c) => c.offset)).toEqual([0]);
});

test("rows ahead of a scroll are asked for after the rows on screen, nearest first", async () => {
  const { server, controller } = setup(1000, 30);
  controller.ensureRange(200, 215, { before: 0, after: 45 });
  // Windows of 10 rows: on screen 20–21 first (nearest the middle of the screen), then the lead 22–26 in order.
  expect(server.calls.map((c) => c.offset / 10)).toEqual([20, 21, 22, 23, 24, 25, 26]);
});

test("typing ahead: a new filter asks once the previous filter's answer is in, and a filter typed over meanwhile never asks", async () => {
  const store = new Store<AppState>(initialAppState(), (callback) => setTimeout(callback, 0));
  const asked: string[] = [];
  const server = fakeServer(100);
  const list = (key: string, startAfter?: Promise<unknown>) =>
    new WindowedListController<Row>({
      store,
      clock: systemClock,
      key,
      windowSize: 10,
      startAfter,
      fetchWindow: (offset, limit) => (asked.push(key), server.fetchWindow(offset, limit)),
    });
  const first = list("-");
  first.ensureRange(0, 0);
  const second = list("-0", first.settled());
  second.ensureRange(0, 0);
  const third = list("-00", second.settled());
  third.ensureRange(0, 0);
  second.dispose(); // typed over before its turn
  await flush();
  expect(asked).toEqual(["-"]);
  server.calls.shift()!.resolve();
  await flush();
  await flush();
  expect(asked).toEqual(["-", "-00"]);
  server.calls.shift()!.resolve();
  await flush();
  await flush();
  store.flush();
  expect((store.getState().lists["-00"] as ListState<Row>).count).toBe(100);
});
