// Wall-clock arithmetic in IANA time zones using only Intl, so the same code
// runs in the browser and on the server without shipping a tz database.

export interface WallClock {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number; // 0–23
  minute: number;
  second: number;
}

const MS_PER_DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the runtime knows `timeZone` as an IANA zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== "string" || timeZone === "") return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

// en-US with h23 formats as "12/31/2023, 19:00:00". Parsing that string is
// about three times faster than formatToParts, which matters because every
// evaluation converts a few dozen day starts.
const EN_US_DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/;

/** The local date and time shown by a clock in `timeZone` at instant `ms`. */
export function wallClockAt(ms: number, timeZone: string): WallClock {
  const formatter = formatterFor(timeZone);
  const m = EN_US_DATE_TIME.exec(formatter.format(ms));
  if (m !== null) {
    return {
      year: Number(m[3]),
      month: Number(m[1]),
      day: Number(m[2]),
      hour: Number(m[4]),
      minute: Number(m[5]),
      second: Number(m[6]),
    };
  }
  // Unusual output (e.g. a year before 1000): fall back to the slower, structured API.
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter.formatToParts(ms)) {
    if (part.type === "literal") continue;
    const value = Number(part.value);
    switch (part.type) {
      case "year":
        clock.year = value;
        break;
      case "month":
        clock.month = value;
        break;
      case "day":
        clock.day = value;
        break;
      case "hour":
        clock.hour = value;
        break;
      case "minute":
        clock.minute = value;
        break;
      case "second":
        clock.second = value;
        break;
    }
  }
  return clock;
}

/** Local time minus UTC at instant `ms`, in milliseconds (−5 h for Toronto in winter). */
export function utcOffsetAt(ms: number, timeZone: string): number {
  const wholeSecond = ms - (((ms % 1000) + 1000) % 1000);
  const c = wallClockAt(wholeSecond, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - wholeSecond;
}

/**
 * The instant a clock in `timeZone` shows the given local time. A time skipped
 * by a spring-forward gap is pushed forward by the gap (02:00 on the day DST
 * starts becomes 03:00 DST, the instant of the jump); a time shown twice in a
 * fall-back overlap maps to its first occurrence. This matches Temporal's
 * "compatible" disambiguation, so a day never starts later than its clock says.
 */
export function instantOfWallTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Offsets a day either side bracket any single transition near this time.
  const offsetBefore = utcOffsetAt(asIfUtc - MS_PER_DAY, timeZone);
  const offsetAfter = utcOffsetAt(asIfUtc + MS_PER_DAY, timeZone);
  // No transition nearby (the usual case): the one offset is the answer.
  if (offsetBefore === offsetAfter) return asIfUtc - offsetBefore;
  let best = Number.POSITIVE_INFINITY;
  for (const offset of [offsetBefore, offsetAfter]) {
    const candidate = asIfUtc - offset;
    if (utcOffsetAt(candidate, timeZone) === offset) best = Math.min(best, candidate);
  }
  // No offset reproduces the wall time: it falls in a gap. Read with the
  // pre-transition offset it lands exactly the gap's length after the jump.
  return Number.isFinite(best) ? best : asIfUtc - offsetBefore;
}
