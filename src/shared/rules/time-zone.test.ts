// Intl-based zone arithmetic around the 2024 DST changes (Toronto: 10 March
// 02:00 EST → 03:00 EDT, 3 November 02:00 EDT → 01:00 EST).
import { expect, test } from "vitest";

import { instantOfWallTime, isKnownTimeZone, utcOffsetAt, wallClockAt } from "./time-zone";

const HOUR = 3_600_000;

test("offsets in winter and summer", () => {
  expect(utcOffsetAt(Date.parse("2024-01-15T12:00Z"), "America/Toronto")).toBe(-5 * HOUR);
  expect(utcOffsetAt(Date.parse("2024-07-15T12:00Z"), "America/Toronto")).toBe(-4 * HOUR);
  expect(utcOffsetAt(Date.parse("2024-07-15T12:00Z"), "America/Vancouver")).toBe(-7 * HOUR);
});

test("wall clock at an instant", () => {
  expect(wallClockAt(Date.parse("2024-03-10T07:30Z"), "America/Toronto")).toEqual({
    year: 2024,
    month: 3,
    day: 10,
    hour: 3,
    minute: 30,
    second: 0,
  });
});

test("ordinary wall times map to their instant", () => {
  expect(instantOfWallTime(2024, 1, 8, 6, 0, "America/Toronto")).toBe(Date.parse("2024-01-08T06:00-05:00"));
  expect(instantOfWallTime(2024, 7, 1, 0, 0, "America/Vancouver")).toBe(Date.parse("2024-07-01T00:00-07:00"));
});

test("a wall time skipped by spring-forward is pushed forward by the gap", () => {
  // 02:00 and 02:30 do not exist on 10 March; they become 03:00 and 03:30 EDT.
  expect(instantOfWallTime(2024, 3, 10, 2, 0, "America/Toronto")).toBe(Date.parse("2024-03-10T03:00-04:00"));
  expect(instantOfWallTime(2024, 3, 10, 2, 30, "America/Toronto")).toBe(Date.parse("2024-03-10T03:30-04:00"));
});

test("a wall time shown twice at fall-back maps to its first occurrence", () => {
  expect(instantOfWallTime(2024, 11, 3, 1, 30, "America/Toronto")).toBe(Date.parse("2024-11-03T01:30-04:00"));
});

test("isKnownTimeZone", () => {
  expect(isKnownTimeZone("America/Vancouver")).toBe(true);
  expect(isKnownTimeZone("Mars/Olympus")).toBe(false);
  expect(isKnownTimeZone("")).toBe(false);
});
