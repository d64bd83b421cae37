// What the admin home's figures are called and how they read, in the user's language.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { PlatformSeries, PlatformSeriesName } from "../../../shared/generated/operator";
import { formatMoney } from "../../i18n/format";
import type { Locale } from "../../i18n/locales";
import { formatFigure, type StatsRange } from "../../ui/charts/chart-labels";

export const PLATFORM_SERIES_TITLES: Record<PlatformSeriesName, MessageDescriptor> = {
  inspections: msg`Inspections, every company`,
  registrations: msg`Registrations received`,
  revenueCents: msg`Revenue received`,
};

export const PLATFORM_SERIES_LABELS: Record<PlatformSeriesName, MessageDescriptor> = {
  inspections: msg`Inspections done`,
  registrations: msg`Registrations`,
  revenueCents: msg`Payments received`,
};

/** A series' figures as drawn: revenue travels in cents and is drawn in dollars. */
export function platformSeriesValues(series: PlatformSeries, range: StatsRange): number[] {
  const values = range === "days" ? series.daily : series.monthly;
  return series.name === "revenueCents" ? values.map((cents) => cents / 100) : values;
}

/** A drawn value as the table shows it: money for revenue, a plain number otherwise. */
export function formatPlatformValue(i18n: I18n, name: PlatformSeriesName, value: number): string {
  return name === "revenueCents"
    ? formatMoney(Math.round(value * 100), i18n.locale as Locale)
    : formatFigure(i18n, value);
}
