// Names of what reports are about, in the user's language. The list names are the menu's own words, so they share
// its translations.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { FeatureName, RoleName } from "../../../shared/generated/common";
import type { ReportFormat, ReportList, ReportState } from "../../../shared/generated/reports";
import { MENU_GATES, isGateOpen, type MenuGate } from "../../app/menu";

export const REPORT_LISTS: readonly ReportList[] = [
  "vehicles",
  "users",
  "compliance",
  "inspections",
  "checkins",
  "hours",
];

export const REPORT_LIST_LABELS: Record<ReportList, MessageDescriptor> = {
  vehicles: msg`Vehicles & Trailers`,
  users: msg`Users`,
  compliance: msg`Compliance`,
  inspections: msg`Inspections`,
  checkins: msg`Check-ins`,
  hours: msg`Hours of Service`,
};

export const REPORT_STATE_LABELS: Record<ReportState, MessageDescriptor> = {
  queued: msg`Waiting to start`,
  running: msg`Running`,
  done: msg`Ready`,
  failed: msg`Failed`,
};

export const REPORT_FORMAT_LABELS: Record<ReportFormat, MessageDescriptor> = {
  csv: msg`CSV (spreadsheet)`,
  pdf: msg`PDF (printable)`,
};

/**
 * Which lists this user may report: those whose menu entry they see (a mechanic's reduced menu has Vehicles &
 * Trailers and Inspections; docs/reports.md "Who may do what"). The server checks the same through each list event's
 * access.
 */
const LIST_GATES: Record<ReportList, MenuGate> = {
  vehicles: MENU_GATES.vehicles,
  users: MENU_GATES.users,
  compliance: MENU_GATES.compliance,
  inspections: MENU_GATES.inspections,
  checkins: MENU_GATES.checkins,
  hours: MENU_GATES.hours,
};

export function reportableLists(roles: readonly RoleName[], features: readonly FeatureName[]): ReportList[] {
  return REPORT_LISTS.filter((list) => isGateOpen(LIST_GATES[list], { roles, features, v3: false }));
}

/** "12.4 MB", "830 KB": a file size in the user's language. */
export function formatSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), "megabyte"] : [Math.max(1, bytes / 1024), "kilobyte"];
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
