import { expect, test } from "vitest";

import { effectiveTimeZone, formatCompactDateTime, formatDate, formatMoney, formatReading } from "./format";

test.each([
  ["en-CA", 123456, "$1,234.56"],
  ["en-US", 5, "$0.05"],
  ["fr-CA", 123456, "1 234,56 $"],
  ["es", 100, "1,00 $"],
] as const)("money in %s: %i cents reads %s", (locale, cents, want) => {
  expect(formatMoney(cents, locale).replace(/\u00a0|\u202f/g, " ")).toBe(want);
});

test("dates follow the time zone: 03:00 UTC on 2 Jan is still 1 Jan in Toronto", () => {
  const instant = Date.UTC(2026, 0, 2, 3, 0);
  expect(formatDate(instant, "en-CA", "America/Toronto")).toBe("Jan 1, 2026");
  expect(formatDate(instant, "en-CA", "UTC")).toBe("Jan 2, 2026");
  expect(formatDate(instant, "fr-CA", "UTC")).toMatch(/2 janv\.? 2026/);
});

test("an empty or 0 time zone means the browser's", () => {
  expect(effectiveTimeZone("0")).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(effectiveTimeZone("America/Vancouver")).toBe("America/Vancouver");
});

test("date inputs round-trip through epoch-ms strings in the chosen time zone", async () => {
  const { dateInputToEpochString, epochStringToDateInput } = await import("./date-input");
  const stored = dateInputToEpochString("2026-03-08", "America/Toronto");
  expect(stored).toBe(String(Date.UTC(2026, 2, 8, 5, 0)));
  expect(epochStringToDateInput(stored, "America/Toronto")).toBe("2026-03-08");
  expect(dateInputToEpochString("", "UTC")).toBe("");
  expect(epochStringToDateInput("0", "UTC")).toBe("");
  expect(epochStringToDateInput(undefined, "UTC")).toBe("");
});

test("formatters are built once per (kind, locale, time zone) and reused for every later value", async () => {
  const { formatterCacheSize } = await import("./format");
  const zone = "Pacific/Chatham"; // a zone no other test uses, so the count below is this test's own
  const before = formatterCacheSize();
  const days = Array.from({ length: 500 }, (_, i) => Date.UTC(2026, 0, 1) + i * 86_400_000);
  const texts = days.map((ms) => formatDate(ms, "en-CA", zone));
  expect(formatterCacheSize()).toBe(before + 1);
  for (const ms of days.slice(0, 50)) formatDate(ms, "fr-CA", zone);
  expect(formatterCacheSize()).toBe(before + 2);
  // A cached formatter answers exactly what a fresh one would.
  expect(texts[200]).toBe(new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeZone: zone }).format(days[200]!));
  expect(formatMoney(123456, "fr-CA")).toBe(formatMoney(123456, "fr-CA"));
});

test("a compact date and time leaves out the current year and keeps any other", () => {
  const now = Date.UTC(2026, 10, 23, 15);
  expect(formatCompactDateTime(Date.UTC(2026, 10, 20, 11, 44), now, "en-CA", "America/Toronto")).not.toMatch(/2026/);
  expect(formatCompactDateTime(Date.UTC(2025, 10, 20, 11, 44), now, "en-CA", "America/Toronto")).toMatch(/2025/);
  expect(formatCompactDateTime(Date.UTC(2026, 10, 20, 11, 44), now, "fr-CA", "America/Toronto")).toMatch(
    /20 nov\..*6 h 44/,
  );
});

test("a reading is grouped by thousands as the language writes them, its unit in lower case", () => {
  const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");
  expect(plain(formatReading("702884", "KM", "en-CA"))).toBe("702,884 km");
  expect(plain(formatReading("702884", "KM", "fr-CA"))).toBe("702 884 km");
  expect(plain(formatReading("1234", "MI", "en-US"))).toBe("1,234 mi");
  expect(formatReading(undefined, undefined, "en-CA")).toBe("0 km");
  // Typed as text: a reading that is not a whole number is shown as typed, never as NaN.
  expect(formatReading("12 345.6", "KM", "en-CA")).toBe("12 345.6 km");
});
