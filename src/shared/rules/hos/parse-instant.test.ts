import { expect, test } from "vitest";

import { parseIsoInstant } from "./parse-instant";

test("accepts date-times with an offset or Z, with optional seconds and fractions", () => {
  expect(parseIsoInstant("2024-01-08T06:00-05:00")).toBe(Date.UTC(2024, 0, 8, 11, 0));
  expect(parseIsoInstant("2024-01-08T06:00:30.250+01:30")).toBe(Date.UTC(2024, 0, 8, 4, 30, 30, 250));
  expect(parseIsoInstant("2024-01-08T11:00:00Z")).toBe(Date.UTC(2024, 0, 8, 11, 0));
  expect(parseIsoInstant("2024-02-29T00:00Z")).toBe(Date.UTC(2024, 1, 29));
});

test("rejects anything ambiguous or impossible instead of guessing", () => {
  for (const bad of [
    "2024-01-08T06:00",
    "2024-01-08",
    "2023-02-29T00:00Z",
    "2024-13-01T00:00Z",
    "2024-01-08T25:00Z",
    "2024-01-08T06:60Z",
    "0099-01-01T00:00Z",
    "",
    5,
    null,
  ]) {
    expect(parseIsoInstant(bad), String(bad)).toBeUndefined();
  }
});
