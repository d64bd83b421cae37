/**
 * An instant as mails and PDF reports print it: "Dec 5, 2026, 09:30 a.m. EST", "5 déc. 2026, 09 h 30 HNE", in the
 * reader's locale (English when left out) and the company's time zone (the reader may be anywhere; the record's own
 * zone is what an officer reads).
 */
export function formatDate(ms: number, timeZone: string, locale = "en-CA"): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(ms);
}
