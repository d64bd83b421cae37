// What the home stats are called and how their numbers read, in the user's language.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { HomeSeries, HomeSeriesName, HomeStatsDomain } from "../../../shared/generated/home";
import type { StatsRange } from "../../ui/charts/chart-labels";

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
