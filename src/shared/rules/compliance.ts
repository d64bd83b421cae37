// Expiry dates and form checks (docs/compliance.md "Rules"). Instants are
// epoch milliseconds so server and client agree exactly.

import { instantOfWallTime, wallClockAt } from "./time-zone";

const MS_PER_DAY = 24 * 60 * 60 * 1000; // a day is 24 hours (docs/compliance.md "Rules")

/**
 * "Expiring" looks this many weeks ahead unless a list's filter says otherwise: the compliance screen's default and
 * the daily reminder's horizon, so the mail and the screen count the same items (docs/compliance.md "Rules").
 */
export const DEFAULT_EXPIRING_WEEKS = 4;
const MS_PER_WEEK = 7 * MS_PER_DAY;
const DEFAULT_TIME_ZONE = "America/Toronto"; // the default time zone (docs/compliance.md "Rules")

function assertInstant(ms: number, name: string): void {
  if (typeof ms !== "number" || !Number.isFinite(ms)) {
    throw new RangeError(`${name} must be a finite epoch-millisecond number, got ${String(ms)}`);
  }
}

/**
 * An annual safety inspection is valid until the end (last millisecond) of
 * the month of the recorded date plus one year; a bus is inspected
 * semi-annually, so plus six months (NSC Standard 11;
 * docs/compliance.md "Rules"). "End of month" is local to the carrier's time
 * zone — a certificate recorded on the 31st in Toronto must not expire at
 * 19:00 because UTC has already turned the page.
 */
export function annualSafetyExpiry(recordedMs: number, opts: { isBus: boolean; timeZone?: string }): number {
  assertInstant(recordedMs, "recordedMs");
  const timeZone = opts.timeZone ?? DEFAULT_TIME_ZONE;
  const recorded = wallClockAt(recordedMs, timeZone);
  const validForMonths = opts.isBus ? 6 : 12;
  // Date.UTC normalises month overflow (month 13 → January next year).
  const firstOfFollowingMonth = new Date(Date.UTC(recorded.year, recorded.month - 1 + validForMonths + 1, 1));
  const followingMonthStart = instantOfWallTime(
    firstOfFollowingMonth.getUTCFullYear(),
    firstOfFollowingMonth.getUTCMonth() + 1,
    1,
    0,
    0,
    timeZone,
  );
  return followingMonthStart - 1;
}

/** A licence plate expires on exactly the recorded date (docs/compliance.md "Rules"). */
export function plateExpiry(recordedMs: number): number {
  assertInstant(recordedMs, "recordedMs");
  return recordedMs;
}

/**
 * Days left before an expiry: the calendar days from today to the expiry's date in the company's time zone, never below
 * 0 (docs/compliance.md "Rules"). A plate that expires on Friday reads "in 4 days" all Monday, whatever the hour —
 * as the date beside it says — and the screen, the mail and the reports count alike.
 */
export function daysLeft(expiryMs: number, nowMs: number, timeZone: string): number {
  const dateOf = (ms: number) => {
    const clock = wallClockAt(ms, timeZone);
    return Date.UTC(clock.year, clock.month - 1, clock.day);
  };
  return Math.max(0, Math.round((dateOf(expiryMs) - dateOf(nowMs)) / MS_PER_DAY));
}

/**
 * Expired once `nowMs` is past the expiry instant: expiry instants are the
 * last valid millisecond (see annualSafetyExpiry), so equality is still valid.
 */
export function isExpired(expiryMs: number, nowMs: number): boolean {
  return nowMs > expiryMs;
}

/**
 * Still valid but due within `weeks` weeks. An already expired item is not
 * "expiring": it belongs to the expired list, which isExpired answers.
 */
export function isExpiringWithin(expiryMs: number, weeks: number, nowMs: number): boolean {
  return !isExpired(expiryMs, nowMs) && expiryMs - nowMs <= weeks * MS_PER_WEEK;
}

/**
 * A date field is absent when it is empty, the string "undefined" (legacy
 * forms stored that text) or not a positive epoch value
 * (docs/compliance.md "Rules").
 */
export function isDateAbsent(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "number") return Number.isNaN(value) || value <= 0;
  const text = value.trim();
  if (text === "" || text === "undefined") return true;
  // Numeric strings are epoch values; anything else is a date text (present).
  const asNumber = Number(text);
  return Number.isFinite(asNumber) && asNumber <= 0;
}

/** "Empty" means null, blank or the word undefined (legacy forms stored that text; docs/compliance.md "Rules"). */
export function isEmpty(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  const text = String(value).trim();
  return text === "" || text === "undefined";
}

// One "@", no whitespace, commas or semicolons (they separate list entries),
// and a dot inside the domain part with a non-empty label after it.
const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;.]+(?:\.[^\s@,;.]+)+$/;

/** A single e-mail address (docs/compliance.md "Rules"). */
export function isValidEmail(value: string | null | undefined): boolean {
  return typeof value === "string" && EMAIL_PATTERN.test(value.trim());
}

/**
 * Comma-separated e-mail addresses; an empty list is valid (the
 * field is optional). An empty entry such as "a@b.ca,,c@d.ca" is a typo and
 * is rejected rather than silently dropped.
 */
export function isValidEmailList(value: string | null | undefined): boolean {
  if (isEmpty(value)) return true;
  return String(value)
    .split(",")
    .every((entry) => isValidEmail(entry));
}

/** A phone number: at least 10 characters once dashes are removed (docs/compliance.md "Rules"). */
export function isValidPhone(value: string | null | undefined): boolean {
  return typeof value === "string" && value.replace(/-/g, "").length >= 10;
}
