import { expect, test, vi } from "vitest";

import { holdIdleWork } from "../sync/idle-holds";
import { ChunkLoadError, whenIdle, withChunkTimeout } from "./lazy-screen";

test("a failed dynamic import becomes a ChunkLoadError", async () => {
  await expect(
    withChunkTimeout(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module"))),
  ).rejects.toBeInstanceOf(ChunkLoadError);
});

test("a chunk that never answers fails after the time-out", async () => {
  vi.useFakeTimers();
  const pending = withChunkTimeout(() => new Promise(() => {}), 120_000);
  vi.advanceTimersByTime(120_000);
  await expect(pending).rejects.toThrow(/no answer in 120000 ms/);
  vi.useRealTimers();
});

test("a chunk that loads passes through", async () => {
  await expect(withChunkTimeout(() => Promise.resolve({ Page: 1 }))).resolves.toEqual({ Page: 1 });
});

test("idle work waits for a screen that has not shown its first data, then for idle again", () => {
  vi.useFakeTimers();
  const task = vi.fn(() => Promise.resolve());
  const release = holdIdleWork();
  whenIdle(task);
  vi.advanceTimersByTime(5_000);
  expect(task).not.toHaveBeenCalled();
  release();
  expect(task).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1_000);
  expect(task).toHaveBeenCalledOnce();
  vi.useRealTimers();
});

test("idle work cancelled while held never runs; without a hold it runs once idle", () => {
  vi.useFakeTimers();
  const held = vi.fn(() => Promise.resolve());
  const free = vi.fn(() => Promise.resolve());
  const release = holdIdleWork();
  const cancel = whenIdle(held);
  vi.advanceTimersByTime(1_000);
  cancel();
  release();
  release(); // a second release changes nothing
  whenIdle(free);
  vi.advanceTimersByTime(5_000);
  expect(held).not.toHaveBeenCalled();
  expect(free).toHaveBeenCalledOnce();
  vi.useRealTimers();
});
