import { expect, test } from "vitest";

import { Store } from "./store";

function manualFrames() {
  const frames: (() => void)[] = [];
  return {
    schedule: (callback: () => void) => frames.push(callback),
    runFrame: () => frames.shift()?.(),
    pending: () => frames.length,
  };
}

test("many updates within a frame become one commit and one notification", () => {
  const frames = manualFrames();
  const store = new Store({ count: 0, items: {} as Record<string, number> }, frames.schedule);
  let notifications = 0;
  store.subscribe(() => notifications++);
  for (let i = 0; i < 1000; i++) store.update((draft) => void (draft.items[`k${i}`] = i));
  expect(frames.pending()).toBe(1);
  expect(store.getState().items).toEqual({});
  frames.runFrame();
  expect(Object.keys(store.getState().items)).toHaveLength(1000);
  expect(store.commits).toBe(1);
  expect(notifications).toBe(1);
});

test("untouched branches keep their identity, so selectors of other slices do not re-render", () => {
  const frames = manualFrames();
  const store = new Store({ a: { value: 1 }, b: { value: 2 } }, frames.schedule);
  const before = store.getState();
  store.update((draft) => void (draft.a.value = 10));
  frames.runFrame();
  expect(store.getState().b).toBe(before.b);
  expect(store.getState().a).not.toBe(before.a);
});

test("an update that changes nothing commits nothing", () => {
  const frames = manualFrames();
  const store = new Store({ value: 1 }, frames.schedule);
  let notifications = 0;
  store.subscribe(() => notifications++);
  store.update((draft) => void (draft.value = 1));
  frames.runFrame();
  expect(store.commits).toBe(0);
  expect(notifications).toBe(0);
});

test("flush() commits at once and the frame that follows has nothing to do", () => {
  const frames = manualFrames();
  const store = new Store({ value: 1 }, frames.schedule);
  store.update((draft) => void (draft.value = 2));
  store.flush();
  expect(store.getState().value).toBe(2);
  frames.runFrame();
  expect(store.commits).toBe(1);
});
