// Dates and money in the chosen language and time zone (issue 3 "Languages"; SPEC §9 money: a dollar sign and
// two decimals; SPEC §3 the default time zone is the browser's, else America/Toronto; SPEC §5 dates from date
// inputs are stored as epoch-ms strings).
import { i18n } from "@lingui/core";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";
import type { Locale } from "./locales";

export const FALLBACK_TIME_ZONE = "America/Toronto";

const intlLocale = (locale: string | undefined) => (!locale || locale === "pseudo" ? "en-CA" : locale);
const activeLocale = (): Locale => (i18n.locale || "en-CA") as Locale;

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_TIME_ZONE;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

/** SPEC §3: a time zone that is empty or 0 means the browser's. */
export function effectiveTimeZone(stored: string | null | undefined): string {
  return !stored || stored === "0" ? browserTimeZone() : stored;
}

export function formatMoney(cents: number, locale: Locale = activeLocale()): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: locale === "en-US" ? "USD" : "CAD", currencyDisplay: "narrowSymbol", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** A date in the active (or given) language and time zone (the browser's unless given); absent → "". */
export function formatDate(epochMs: number | null | undefined, locale: Locale = activeLocale(), timeZone: string = browserTimeZone()): string {
  if (epochMs === null || epochMs === undefined || !Number.isFinite(epochMs)) return "";
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone }).format(epochMs);
}

export function formatDateTime(epochMs: number, locale: Locale = activeLocale(), timeZone: string = browserTimeZone()): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone }).format(epochMs);
}

/** `<input type="date">` value (yyyy-mm-dd) → epoch-ms string of that day's start in the time zone; "" stays "". */
export function dateInputToEpochString(value: string, timeZone: string = browserTimeZone()): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "";
  return String(fromZonedTime(`${value}T00:00:00`, timeZone).getTime());
}

/** Epoch-ms string (or number) → yyyy-mm-dd in the time zone, for `<input type="date">`; absent → "". */
export function epochStringToDateInput(value: string | number | null | undefined, timeZone: string = browserTimeZone()): string {
  const ms = Number(value);
  if (value === null || value === undefined || value === "" || !Number.isFinite(ms) || ms <= 0) return "";
  return formatInTimeZone(ms, timeZone, "yyyy-MM-dd");
}
