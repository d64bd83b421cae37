// The carrier's day starts at the designated local hour (SOR/2005-313 s.2,
// 49 CFR 395.2), so DST days are 23 or 25 real hours long.
import { expect, test } from "vitest";

import { buildDayStarts, dayIndexAt, LOOKBACK_DAYS } from "./day-boundaries";

const HOUR = 3_600_000;
const lengths = (starts: number[]) => starts.slice(1).map((s, i) => (s - starts[i]!) / HOUR);

test("Toronto, midnight days: the spring-forward day is 23 h and the fall-back day 25 h", () => {
  const spring = buildDayStarts(
    Date.parse("2024-03-10T12:00-04:00"),
    Date.parse("2024-03-10T12:00-04:00"),
    0,
    "America/Toronto",
  );
  expect(spring).toHaveLength(LOOKBACK_DAYS + 2);
  expect(spring.at(-2)).toBe(Date.parse("2024-03-10T05:00Z"));
  expect(spring.at(-1)).toBe(Date.parse("2024-03-11T04:00Z"));
  const fall = buildDayStarts(
    Date.parse("2024-11-03T12:00-05:00"),
    Date.parse("2024-11-03T12:00-05:00"),
    0,
    "America/Toronto",
  );
  expect(lengths(fall).at(-1)).toBe(25);
});

test("a day-start hour skipped by DST starts the day at the jump (02:00 → 03:00 EDT)", () => {
  const starts = buildDayStarts(
    Date.parse("2024-03-09T12:00-05:00"),
    Date.parse("2024-03-10T12:00-04:00"),
    2,
    "America/Toronto",
  );
  expect(starts.slice(-3)).toEqual([
    Date.parse("2024-03-09T02:00-05:00"),
    Date.parse("2024-03-10T03:00-04:00"),
    Date.parse("2024-03-11T02:00-04:00"),
  ]);
  expect(lengths(starts).slice(-2)).toEqual([24, 23]);
});

test("a day-start hour shown twice starts the day at its first occurrence", () => {
  const starts = buildDayStarts(
    Date.parse("2024-11-03T12:00-05:00"),
    Date.parse("2024-11-03T12:00-05:00"),
    1,
    "America/Toronto",
  );
  expect(starts.slice(-2)).toEqual([Date.parse("2024-11-03T01:00-04:00"), Date.parse("2024-11-04T01:00-05:00")]);
});

test("Vancouver with 06:00 days: an instant before 06:00 belongs to the previous day", () => {
  const from = Date.parse("2024-03-10T05:30-07:00"); // 12:30Z, before that day's 06:00 PDT start
  const starts = buildDayStarts(from, from, 6, "America/Vancouver");
  const day = dayIndexAt(starts, from);
  expect(starts[day]).toBe(Date.parse("2024-03-09T06:00-08:00"));
  expect(starts[day + 1]).toBe(Date.parse("2024-03-10T06:00-07:00"));
  expect(lengths(starts)[day]).toBe(23);
});
