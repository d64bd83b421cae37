// Dates and money in the chosen language and time zone (docs/design/client-shell.md "Formats and time zones": money
// with a dollar sign and two decimals; the default time zone is the browser's, else America/Toronto; dates from date
// inputs are stored as epoch-ms strings).
import { i18n } from "@lingui/core";

import type { Locale } from "./locales";

export const FALLBACK_TIME_ZONE = "America/Toronto";

const intlLocale = (locale: string | undefined) => (!locale || locale === "pseudo" ? "en-CA" : locale);
const activeLocale = (): Locale => (i18n.locale || "en-CA") as Locale;

let browserZone: string | undefined;

/** The browser's time zone, read once: resolving it builds a DateTimeFormat, far too slow to do per table cell. */
export function browserTimeZone(): string {
  if (browserZone !== undefined) return browserZone;
  try {
    browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_TIME_ZONE;
  } catch {
    browserZone = FALLBACK_TIME_ZONE;
  }
  return browserZone;
}

// Building an Intl formatter costs ~50 µs and formatting with one ~2 µs: a list renders several dates per row, so
// building them per call was ~18 % of a scroll's main-thread time. One per (kind, locale, zone) is kept.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cachedFormatter<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (formatter === undefined) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formatters built so far (for tests). */
export const formatterCacheSize = () => formatters.size;

/** A time zone that is empty or 0 means the browser's. */
export function effectiveTimeZone(stored: string | null | undefined): string {
  return !stored || stored === "0" ? browserTimeZone() : stored;
}

export function formatMoney(cents: number, locale: Locale = activeLocale()): string {
  const money = cachedFormatter(
    `money|${locale}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        style: "currency",
        currency: locale === "en-US" ? "USD" : "CAD",
        currencyDisplay: "narrowSymbol",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
  return money.format(cents / 100);
}

/**
 * An odometer or hubometer reading with its unit, grouped as the language writes thousands ("702,884 km",
 * "702 884 km"). Readings are stored as the text typed: one that is not a whole number is shown as it is.
 */
export function formatReading(
  reading: string | undefined,
  unit: string | undefined,
  locale: Locale = activeLocale(),
): string {
  const text = (reading ?? "0").trim();
  const grouped = /^\d+$/.test(text)
    ? cachedFormatter(
        `int|${locale}`,
        () => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }),
      ).format(Number(text))
    : text;
  return `${grouped} ${(unit ?? "KM").toLowerCase()}`;
}

/** A date in the active (or given) language and time zone (the browser's unless given); absent → "". */
export function formatDate(
  epochMs: number | null | undefined,
  locale: Locale = activeLocale(),
  timeZone: string = browserTimeZone(),
): string {
  if (epochMs === null || epochMs === undefined || !Number.isFinite(epochMs)) return "";
  return cachedFormatter(
    `date|${locale}|${timeZone}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone }),
  ).format(epochMs);
}

export function formatDateTime(
  epochMs: number,
  locale: Locale = activeLocale(),
  timeZone: string = browserTimeZone(),
): string {
  return cachedFormatter(
    `dateTime|${locale}|${timeZone}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone }),
  ).format(epochMs);
}

/** A moment in a narrow list column ("Nov 20, 6:44 AM"): the year only when it is not that of `nowMs` (the client's clock). */
export function formatCompactDateTime(
  epochMs: number,
  nowMs: number,
  locale: Locale = activeLocale(),
  timeZone: string = browserTimeZone(),
): string {
  const year = (ms: number) =>
    cachedFormatter(`year|${timeZone}`, () => new Intl.DateTimeFormat("en-CA", { year: "numeric", timeZone })).format(
      ms,
    );
  const withYear = year(epochMs) !== year(nowMs);
  return cachedFormatter(
    `compactDateTime|${withYear}|${locale}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        ...(withYear ? { year: "numeric" } : {}),
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone,
      }),
  ).format(epochMs);
}

/** A time of day ("14:30", "2:30 p.m.") in the active language and the given time zone (a log's home terminal's). */
export function formatTime(
  epochMs: number,
  timeZone: string = browserTimeZone(),
  locale: Locale = activeLocale(),
): string {
  return cachedFormatter(
    `time|${locale}|${timeZone}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: "short", timeZone }),
  ).format(epochMs);
}

/** A local date written YYYY-MM-DD (a timesheet's day) as the active language writes it, with the weekday. */
export function formatLocalDay(day: string, locale: Locale = activeLocale()): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  if (!y || !m || !d) return day;
  return cachedFormatter(
    `localDay|${locale}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        weekday: "short",
        year: "numeric",
        month: "short",
        day: "numeric",
        timeZone: "UTC",
      }),
  ).format(Date.UTC(y, m - 1, d, 12));
}
