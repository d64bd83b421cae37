// What the home stats are called and how their numbers read, in the user's language.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { HomeSeries, HomeSeriesName, HomeStatsDomain } from "../../../shared/generated/home";

export const DOMAIN_TITLES: Record<HomeStatsDomain, MessageDescriptor> = {
  inspections: msg`Inspections`,
  checkins: msg`Check-ins`,
  timesheets: msg`Hours of Service`,
};

export const SERIES_LABELS: Record<HomeSeriesName, MessageDescriptor> = {
  inspections: msg`Inspections done`,
  inspectionsMinor: msg`With minor defects`,
  inspectionsMajor: msg`With major defects`,
  checkins: msg`Check-ins`,
  checkinsNotFit: msg`Not able to work`,
  timesheetDays: msg`Days recorded`,
  drivingMinutes: msg`Driving hours`,
};

export type StatsRange = "days" | "months";

/** What a series counts in; a chart draws a second unit on a right-hand scale. */
export const SERIES_UNIT: Record<HomeSeriesName, "count" | "hours"> = {
  inspections: "count",
  inspectionsMinor: "count",
  inspectionsMajor: "count",
  checkins: "count",
  checkinsNotFit: "count",
  timesheetDays: "count",
  drivingMinutes: "hours",
};

/** A series' figures for the range, in the unit shown: driving time travels in minutes and reads in hours. */
export function seriesValues(series: HomeSeries, range: StatsRange): number[] {
  const values = range === "days" ? series.daily : series.monthly;
  return series.name === "drivingMinutes" ? values.map((minutes) => Math.round(minutes / 6) / 10) : values;
}

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

/** The series grouped by domain, in the order the server sent them: one chart each. */
export function byDomain(series: readonly HomeSeries[]): { domain: HomeStatsDomain; series: HomeSeries[] }[] {
  const groups: { domain: HomeStatsDomain; series: HomeSeries[] }[] = [];
  for (const one of series) {
    const group = groups.find((g) => g.domain === one.domain);
    if (group) group.series.push(one);
    else groups.push({ domain: one.domain, series: [one] });
  }
  return groups;
}
