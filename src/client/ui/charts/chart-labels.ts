// What a chart and its table read: a range's periods and figures, in the user's language.
import type { I18n } from "@lingui/core";

/** A chart's range: one point a day, or one a month. */
export type StatsRange = "days" | "months";

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, build: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = build()));
  return format;
}
const intlLocale = (locale: string) => (!locale || locale === "pseudo" ? "en-CA" : locale);

/** An axis or table label for a local day (YYYY-MM-DD) or a month (YYYY-MM): "Nov 23", "Nov 2025". */
export function periodLabel(i18n: I18n, period: string, long = false): string {
  const [y, m, d] = period.split("-").map(Number) as [number, number, number | undefined];
  const locale = intlLocale(i18n.locale);
  const options: Intl.DateTimeFormatOptions =
    d === undefined
      ? { month: long ? "long" : "short", year: "numeric", timeZone: "UTC" }
      : { month: "short", day: "numeric", ...(long ? { weekday: "short" } : {}), timeZone: "UTC" };
  return cached(`${locale}|${d === undefined}|${long}`, () => new Intl.DateTimeFormat(locale, options)).format(
    Date.UTC(y, m - 1, d ?? 1, 12),
  );
}

export function formatFigure(i18n: I18n, value: number): string {
  const locale = intlLocale(i18n.locale);
  return cached(`n|${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })).format(value);
}
