/**
 * An instant as mails and PDF reports print it: "Dec 5, 2026, 09:30 a.m. EST", in the company's time zone (the reader
 * may be anywhere; the record's own zone is what an officer reads).
 */
export function formatDate(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(ms);
}
