// Strict ISO 8601 parsing. Date.parse accepts "2024-02-30" (rolling it into
// March) and treats offset-less times as local, so logs from a driver's
// tablet could silently shift; we accept only complete, real date-times that
// carry their own offset.

const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))$/i;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Epoch ms of an ISO 8601 date-time with offset, or undefined when it is not one. */
export function parseIsoInstant(text: unknown): number | undefined {
  if (typeof text !== "string") return undefined;
  const m = ISO_WITH_OFFSET.exec(text);
  if (m === null) return undefined;
  const [, y, mo, d, h, mi, s, frac, zulu, sign, oh, om] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = s === undefined ? 0 : Number(s);
  // Date.UTC reads years 0–99 as 1900–1999; no duty log predates 1900 anyway.
  if (year < 1900) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const millis = frac === undefined ? 0 : Number(frac.slice(0, 3).padEnd(3, "0"));
  let offsetMinutes = 0;
  if (zulu === undefined) {
    const offsetHours = Number(oh);
    const offsetMins = Number(om);
    if (offsetHours > 23 || offsetMins > 59) return undefined;
    offsetMinutes = (sign === "-" ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes * 60_000;
}
