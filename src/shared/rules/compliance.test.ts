// Worked examples of docs/compliance.md "Rules". Toronto is UTC−5 in winter, UTC−4 in summer.
import { describe, expect, test } from "vitest";

import {
  annualSafetyExpiry,
  daysLeft,
  isDateAbsent,
  isEmpty,
  isExpired,
  isExpiringWithin,
  isValidEmail,
  isValidEmailList,
  isValidPhone,
  plateExpiry,
} from "./compliance";

const ms = (iso: string) => Date.parse(iso);
const DAY = 24 * 60 * 60 * 1000;

describe("annualSafetyExpiry", () => {
  test("truck: end of the same month one year later, Toronto time", () => {
    // Recorded 15 March 2024 → last ms of March 2025, EDT (UTC−4).
    expect(annualSafetyExpiry(ms("2024-03-15T12:00-04:00"), { isBus: false })).toBe(
      ms("2025-03-31T23:59:59.999-04:00"),
    );
  });

  test("bus: semi-annual, end of the month six months later", () => {
    // 15 March 2024 + 6 months → September 2024.
    expect(annualSafetyExpiry(ms("2024-03-15T12:00-04:00"), { isBus: true })).toBe(ms("2024-09-30T23:59:59.999-04:00"));
    // 31 August + 6 months → February, which has no 31st: end of February.
    expect(annualSafetyExpiry(ms("2024-08-31T10:00-04:00"), { isBus: true })).toBe(ms("2025-02-28T23:59:59.999-05:00"));
    // December + 6 months crosses the year → June.
    expect(annualSafetyExpiry(ms("2024-12-05T10:00-05:00"), { isBus: true })).toBe(ms("2025-06-30T23:59:59.999-04:00"));
  });

  test("the month is the local one: 31 January 23:30 in Toronto is already February in UTC", () => {
    const recorded = ms("2024-01-31T23:30-05:00"); // 2024-02-01T04:30Z
    expect(annualSafetyExpiry(recorded, { isBus: false })).toBe(ms("2025-01-31T23:59:59.999-05:00"));
    expect(annualSafetyExpiry(recorded, { isBus: false, timeZone: "UTC" })).toBe(ms("2025-02-28T23:59:59.999Z"));
  });

  test("leap February and other zones", () => {
    expect(annualSafetyExpiry(ms("2023-02-10T09:00-05:00"), { isBus: false })).toBe(
      ms("2024-02-29T23:59:59.999-05:00"),
    );
    expect(annualSafetyExpiry(ms("2024-06-10T09:00-07:00"), { isBus: false, timeZone: "America/Vancouver" })).toBe(
      ms("2025-06-30T23:59:59.999-07:00"),
    );
  });

  test("the default time zone is America/Toronto", () => {
    const recorded = ms("2024-05-31T22:00-04:00");
    expect(annualSafetyExpiry(recorded, { isBus: false })).toBe(
      annualSafetyExpiry(recorded, { isBus: false, timeZone: "America/Toronto" }),
    );
  });
});

test("plateExpiry is the recorded date itself", () => {
  expect(plateExpiry(ms("2025-07-14T00:00-04:00"))).toBe(ms("2025-07-14T00:00-04:00"));
});

describe("daysLeft: calendar days to the expiry's date in the company's zone, never below 0", () => {
  const zone = "America/Toronto";
  test.each([
    // The reported case: a plate recorded for Friday (its midnight) seen on Monday afternoon is 4 days away, not 3.
    ["Monday 15:00 → Friday 00:00", "2026-12-07T15:00-05:00", "2026-12-11T00:00-05:00", 4],
    ["Monday 00:01 → Friday 23:59", "2026-12-07T00:01-05:00", "2026-12-11T23:59-05:00", 4],
    ["the expiry day itself", "2026-12-11T08:00-05:00", "2026-12-11T23:59:59.999-05:00", 0],
    ["late the evening before", "2026-12-10T23:30-05:00", "2026-12-11T00:00-05:00", 1],
    ["already expired", "2026-12-15T12:00-05:00", "2026-12-11T00:00-05:00", 0],
  ])("%s → %i", (_label, now, expiry, expected) => {
    expect(daysLeft(ms(expiry), ms(now), zone)).toBe(expected);
  });

  test("a spring-forward night still counts one day (23 clock hours apart)", () => {
    expect(daysLeft(ms("2024-03-10T12:00-04:00"), ms("2024-03-09T12:00-05:00"), zone)).toBe(1);
  });

  test("the day is the company's: 02:00 UTC is still yesterday evening in Toronto", () => {
    expect(daysLeft(ms("2026-12-11T12:00Z"), ms("2026-12-08T02:00Z"), zone)).toBe(4);
    expect(daysLeft(ms("2026-12-11T12:00Z"), ms("2026-12-08T02:00Z"), "UTC")).toBe(3);
  });
});

describe("isExpired and isExpiringWithin", () => {
  const expiry = ms("2025-03-31T23:59:59.999-04:00");
  test("the expiry millisecond itself is still valid", () => {
    expect(isExpired(expiry, expiry)).toBe(false);
    expect(isExpired(expiry, expiry + 1)).toBe(true);
  });
  test("expiring within 4 weeks includes exactly 4 weeks, excludes a millisecond more and excludes expired items", () => {
    const fourWeeks = 28 * DAY;
    expect(isExpiringWithin(expiry, 4, expiry - fourWeeks)).toBe(true);
    expect(isExpiringWithin(expiry, 4, expiry - fourWeeks - 1)).toBe(false);
    expect(isExpiringWithin(expiry, 4, expiry + 1)).toBe(false);
  });
});

describe("absent dates and field checks", () => {
  test.each([
    ["", true],
    ["   ", true],
    ["undefined", true],
    [null, true],
    [undefined, true],
    [0, true],
    [-1, true],
    ["0", true],
    ["-5", true],
    [Number.NaN, true],
    [1, false],
    [1_704_672_000_000, false],
    ["1704672000000", false],
    ["2024-01-08", false],
  ])("isDateAbsent(%j) → %s", (value, absent) => {
    expect(isDateAbsent(value as string | number | null | undefined)).toBe(absent);
  });

  test('isEmpty: "empty" means null, blank or the word undefined', () => {
    for (const value of ["", "  ", null, undefined, "undefined", " undefined "]) expect(isEmpty(value)).toBe(true);
    expect(isEmpty("a")).toBe(false);
    // Only the word itself: a value that merely contains it is a value.
    expect(isEmpty("undefined road")).toBe(false);
  });

  test("isValidEmail", () => {
    for (const good of ["driver@fleet.ca", "a.b+c@sub.example.com", " dispatch@carrier.com "])
      expect(isValidEmail(good)).toBe(true);
    for (const bad of ["", "no-at.ca", "a@b", "a@b.", "a @b.ca", "a@@b.ca", "a@b..ca", null])
      expect(isValidEmail(bad)).toBe(false);
  });

  test("isValidEmailList: comma-separated, empty is valid", () => {
    for (const good of ["", "  ", "a@b.ca", "a@b.ca, c@d.com"]) expect(isValidEmailList(good)).toBe(true);
    for (const bad of ["a@b.ca,,c@d.com", "a@b.ca,x", "a@b.ca;c@d.com", "a@b.ca,"])
      expect(isValidEmailList(bad)).toBe(false);
  });

  test("isValidPhone: at least 10 characters once dashes are removed", () => {
    expect(isValidPhone("555-123-4567")).toBe(true); // 5551234567: 10
    expect(isValidPhone("555-123-456")).toBe(false); // 9
    expect(isValidPhone("5551234567")).toBe(true);
    expect(isValidPhone("1-800-555-0199")).toBe(true); // 11
    expect(isValidPhone("----------")).toBe(false); // 0
    expect(isValidPhone("")).toBe(false);
  });
});
