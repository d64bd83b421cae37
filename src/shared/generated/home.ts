// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { LocalDay } from "./hours";

/** Which domain a series belongs to; the home screen draws one chart per domain. */
export type HomeStatsDomain = "inspections" | "checkins" | "timesheets";
export const HomeStatsDomain: t.Type<HomeStatsDomain, HomeStatsDomain, unknown> = rt.stringEnum(["inspections", "checkins", "timesheets"] as const);

/** inspections: inspections done; inspectionsMinor / inspectionsMajor: of those, found with a minor / major defect (the worst found); checkins: check-ins; checkinsNotFit: check-ins 'not able to work'; timesheetDays: drivers' days with a record (not missing); drivingMinutes: driving time recorded, in minutes. */
export type HomeSeriesName = "inspections" | "inspectionsMinor" | "inspectionsMajor" | "checkins" | "checkinsNotFit" | "timesheetDays" | "drivingMinutes";
export const HomeSeriesName: t.Type<HomeSeriesName, HomeSeriesName, unknown> = rt.stringEnum(["inspections", "inspectionsMinor", "inspectionsMajor", "checkins", "checkinsNotFit", "timesheetDays", "drivingMinutes"] as const);

/** One figure per day of `days` and per month of `months`, oldest first. */
export interface HomeSeries {
  domain: HomeStatsDomain;
  name: HomeSeriesName;
  daily: number[];
  monthly: number[];
}
export const HomeSeries: t.Type<HomeSeries, HomeSeries, unknown> = rt.closedObject("HomeSeries", {
  domain: HomeStatsDomain,
  name: HomeSeriesName,
  daily: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0 }), 15),
  monthly: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0 }), 15),
}, {});

/** days: the last 15 local days, today last (YYYY-MM-DD); months: the last 15 months, this one last (YYYY-MM); outOfService: active vehicles with an open major defect now (absent without the vehicles or inspections feature). */
export interface HomeStats {
  timeZone: string;
  days: LocalDay[];
  months: string[];
  series: HomeSeries[];
  outOfService?: number;
}
export const HomeStats: t.Type<HomeStats, HomeStats, unknown> = rt.closedObject("HomeStats", {
  timeZone: rt.boundedString({ maxLength: 64 }),
  days: rt.boundedArray(LocalDay, 15),
  months: rt.boundedArray(rt.boundedString({ maxLength: 7, pattern: "^[0-9]{4}-(0[1-9]|1[0-2])$" }), 15),
  series: rt.boundedArray(HomeSeries, 20),
}, {
  outOfService: rt.boundedNumber({ integer: true, minimum: 0 }),
});
