import { describe, expect, test } from "vitest";

import { licenceReminderDue, reminderDay } from "./reminders";

const DAY = 24 * 3600_000;

describe("when reminders are due (at a local hour in the company's time zone)", () => {
  test("the company's local date, once 07:00 has come there", () => {
    // 11:59 UTC = 06:59 in Toronto (EST): not yet; 12:00 UTC = 07:00: due, dated the local day.
    expect(reminderDay(Date.UTC(2026, 10, 23, 11, 59), "America/Toronto")).toBeNull();
    expect(reminderDay(Date.UTC(2026, 10, 23, 12, 0), "America/Toronto")).toBe("2026-11-23");
    // 02:00 UTC on the 24th is still the 23rd, 21:00, in Vancouver.
    expect(reminderDay(Date.UTC(2026, 10, 24, 2, 0), "America/Vancouver")).toBe("2026-11-23");
    // No time zone, or an unknown one: the default, America/Toronto (docs/compliance.md "Rules").
    expect(reminderDay(Date.UTC(2026, 10, 23, 12, 0), null)).toBe("2026-11-23");
    expect(reminderDay(Date.UTC(2026, 10, 23, 12, 0), "Mars/Olympus")).toBe("2026-11-23");
  });

  test("a driver is reminded 30, 14, 7, 3 and 1 days before the licence expires, and the day after it did", () => {
    const now = Date.UTC(2026, 10, 23, 12, 0);
    const remindedOn = [];
    for (let days = 40; days >= -3; days--)
      if (licenceReminderDue(now + days * DAY + 3600_000, now, "America/Toronto")) remindedOn.push(days);
    expect(remindedOn).toEqual([30, 14, 7, 3, 1, -1]);
  });
});
