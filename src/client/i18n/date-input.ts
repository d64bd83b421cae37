// `<input type="date">` values ↔ the epoch-ms strings the records store, in a time zone (docs/design/client-shell.md
// "Formats and time zones"). Kept apart from format.ts: date-fns-tz is ~9 KB gzip that only forms need, and every
// list screen imports format.ts.
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";

import { browserTimeZone } from "./format";

/** `<input type="date">` value (yyyy-mm-dd) → epoch-ms string of that day's start in the time zone; "" stays "". */
export function dateInputToEpochString(value: string, timeZone: string = browserTimeZone()): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "";
  return String(fromZonedTime(`${value}T00:00:00`, timeZone).getTime());
}

/** Epoch-ms string (or number) → yyyy-mm-dd in the time zone, for `<input type="date">`; absent → "". */
export function epochStringToDateInput(
  value: string | number | null | undefined,
  timeZone: string = browserTimeZone(),
): string {
  const ms = Number(value);
  if (value === null || value === undefined || value === "" || !Number.isFinite(ms) || ms <= 0) return "";
  return formatInTimeZone(ms, timeZone, "yyyy-MM-dd");
}
