// Sign-in throttling after failures (OWASP Authentication Cheat Sheet: throttle, don't lock out).
import { expect, test } from "vitest";

import { ADDRESS, ADDRESS_FREE_FAILURES, FREE_FAILURES, MAX_DELAY_MS, backoffDelayMs } from "./backoff";

test.each<[number, number]>([
  [0, 0],
  [1, 0],
  [4, 0],
  [5, 1_000],
  [6, 2_000],
  [7, 4_000],
  [14, 512_000],
  [15, MAX_DELAY_MS], // 1,024 s would pass the 15-minute cap
  [16, MAX_DELAY_MS],
  [1_000, MAX_DELAY_MS],
  [1_000_000, MAX_DELAY_MS],
])("after %i failures the next attempt waits %i ms", (failures, want) => {
  expect(backoffDelayMs(failures)).toBe(want);
});

test("the first five failures cost nothing, so a user who mistypes is never slowed", () => {
  expect(FREE_FAILURES).toBe(5);
});

test("the wait never exceeds 15 minutes and never shrinks as failures grow, so nobody is locked out for good", () => {
  expect(MAX_DELAY_MS).toBe(15 * 60_000);
  // 2 ** failures overflows to Infinity long before MAX_SAFE_INTEGER: the cap must still hold there.
  const counts = [...Array.from({ length: 2_000 }, (_, i) => i), Number.MAX_SAFE_INTEGER];
  const delays = counts.map((failures) => backoffDelayMs(failures));
  expect(delays.every((delay) => Number.isFinite(delay) && delay <= MAX_DELAY_MS)).toBe(true);
  expect(delays.every((delay, i) => i === 0 || delay >= delays[i - 1]!)).toBe(true);
});

test("a source address has thirty free failures (an office shares one), then the same doubling wait", () => {
  expect(ADDRESS_FREE_FAILURES).toBe(30);
  expect(backoffDelayMs(29, ADDRESS)).toBe(0);
  expect(backoffDelayMs(30, ADDRESS)).toBe(1_000);
  expect(backoffDelayMs(31, ADDRESS)).toBe(2_000);
  expect(backoffDelayMs(1_000, ADDRESS)).toBe(MAX_DELAY_MS);
  // Forgotten after an hour of quiet, longer than the longest wait: the count never starts over mid-wait.
  expect(ADDRESS.forgetAfterMs).toBeGreaterThan(MAX_DELAY_MS);
});
