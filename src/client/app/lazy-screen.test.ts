import { expect, test, vi } from "vitest";
import { ChunkLoadError, withChunkTimeout } from "./lazy-screen";

test("a failed dynamic import becomes a ChunkLoadError", async () => {
  await expect(withChunkTimeout(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")))).rejects.toBeInstanceOf(ChunkLoadError);
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
