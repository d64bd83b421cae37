// Billing periods (docs/billing.md "Billing periods": monthly, quarterly, semi-annually or annually; an unknown value
// is monthly, a new company is monthly). Periods are calendar-aligned in the company's time zone — quarters start in
// January, April, July and October, half-years in January and July, years in January — so every company of one period
// is invoiced on the same day and an invoice's period reads like a calendar one. A period is billed in advance, at
// its start.

export type BillingPeriod = "monthly" | "quarterly" | "semi-annually" | "annually";

export const BILLING_PERIODS: readonly BillingPeriod[] = ["monthly", "quarterly", "semi-annually", "annually"];

export const PERIOD_MONTHS: Readonly<Record<BillingPeriod, number>> = {
  monthly: 1,
  quarterly: 3,
  "semi-annually": 6,
  annually: 12,
};

/** Anything that is not one of the four reads as monthly. */
export function normalizeBillingPeriod(value: unknown): BillingPeriod {
  return BILLING_PERIODS.includes(value as BillingPeriod) ? (value as BillingPeriod) : "monthly";
}

/** A calendar date without a time (the company's local date). Months are 1–12. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export interface Period {
  /** First day of the period. */
  start: LocalDate;
  /** First day after the period. */
  end: LocalDate;
  months: number;
  billingPeriod: BillingPeriod;
}

const pad = (n: number) => String(n).padStart(2, "0");

export const isoDate = (d: LocalDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

export function parseIsoDate(text: string): LocalDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date.year, date.month)
    ? date
    : undefined;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Days since 1970-01-01 of a calendar date: date arithmetic on whole days, free of time zones and DST. */
export function dayNumber(d: LocalDate): number {
  return Math.round(Date.UTC(d.year, d.month - 1, d.day) / 86_400_000);
}

export function addMonths(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The period of `billingPeriod` that contains the month year-month. */
export function periodContaining(year: number, month: number, billingPeriod: BillingPeriod): Period {
  const months = PERIOD_MONTHS[billingPeriod];
  const startMonth = Math.floor((month - 1) / months) * months + 1;
  const end = addMonths(year, startMonth, months);
  return { start: { year, month: startMonth, day: 1 }, end: { ...end, day: 1 }, months, billingPeriod };
}

/** Whether a period of `billingPeriod` starts in year-month (the month its invoice is built). */
export function isPeriodStart(year: number, month: number, billingPeriod: BillingPeriod): boolean {
  return (month - 1) % PERIOD_MONTHS[billingPeriod] === 0;
}

/** "2026-01": the period's identity within a company (with the company id it is the invoice job's dedupe key). */
export const periodKey = (period: Period) => `${period.start.year}-${pad(period.start.month)}`;

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "November 2026", "January – March 2026", "July 2026 – June 2027" for the invoice. */
export function periodLabel(period: Period): string {
  const last = addMonths(period.start.year, period.start.month, period.months - 1);
  const first = `${MONTH_NAMES[period.start.month - 1]}`;
  if (period.months === 1) return `${first} ${period.start.year}`;
  if (last.year === period.start.year) return `${first} – ${MONTH_NAMES[last.month - 1]} ${last.year}`;
  return `${first} ${period.start.year} – ${MONTH_NAMES[last.month - 1]} ${last.year}`;
}

/**
 * A stored period label ("November 2026", "January – March 2026") in the reader's language: each English month name
 * becomes the locale's ("novembre 2026", "enero – marzo 2026"). Labels are stored in English with the invoice, as
 * issued; the screens show them in the user's language.
 */
export function periodLabelIn(label: string, locale: string): string {
  if (locale.startsWith("en") || locale === "pseudo") return label;
  const format = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  return label.replace(
    /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/g,
    (name) => format.format(Date.UTC(2000, MONTH_NAMES.indexOf(name), 15)),
  );
}
