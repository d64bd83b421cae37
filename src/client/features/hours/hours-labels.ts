// Names of duty statuses, timesheet statuses, edit kinds and rules as people read them; the wire keeps the codes.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type {
  DutyStatus,
  HosRuleset,
  TimesheetEditKind,
  TimesheetPeriod,
  TimesheetStatus,
} from "../../../shared/generated/hours";
import type { GridLine } from "../../../shared/rules/timesheets";

const DUTY_STATUS_LABELS: Record<DutyStatus, MessageDescriptor> = {
  off: msg`Off duty`,
  sleeper: msg`Sleeper berth`,
  driving: msg`Driving`,
  on: msg`On duty (not driving)`,
  personal: msg`Personal conveyance`,
  yard: msg`Yard move`,
};

/** The log grid's four lines, short enough for its left margin. */
const GRID_LINE_LABELS: Record<GridLine, MessageDescriptor> = {
  off: msg`Off`,
  sleeper: msg`Sleeper`,
  driving: msg`Driving`,
  on: msg`On`,
};

const STATUS_LABELS: Record<TimesheetStatus, MessageDescriptor> = {
  missing: msg`Missing`,
  offDay: msg`Off Day`,
  complete: msg`Complete`,
  inProgress: msg`In Progress`,
  incomplete: msg`Incomplete`,
};

const PERIOD_LABELS: Record<TimesheetPeriod, MessageDescriptor> = {
  all: msg`All`,
  today: msg`Today`,
  month: msg`Current month`,
};

const EDIT_LABELS: Record<TimesheetEditKind, MessageDescriptor> = {
  added: msg`Entry added`,
  changed: msg`Entry corrected`,
  removed: msg`Entry removed`,
  certified: msg`Day certified`,
  certificationWithdrawn: msg`Certification withdrawn`,
  deferralDeclared: msg`Deferral of off-duty time declared`,
  adverseDeclared: msg`Adverse driving conditions declared`,
  eldImported: msg`Imported from an ELD file`,
};

const RULESET_LABELS: Record<HosRuleset, MessageDescriptor> = {
  CA_CYCLE_1: msg`Canada, cycle 1 (70 h / 7 days)`,
  CA_CYCLE_2: msg`Canada, cycle 2 (120 h / 14 days)`,
  US_PROPERTY_60_7: msg`US property, 60 h / 7 days`,
  US_PROPERTY_70_8: msg`US property, 70 h / 8 days`,
  US_PASSENGER_60_7: msg`US passenger, 60 h / 7 days`,
  US_PASSENGER_70_8: msg`US passenger, 70 h / 8 days`,
};

/** What each rule of the engine forbids, in a line; the section it comes from is shown beside it. */
const RULE_LABELS: Record<string, MessageDescriptor> = {
  CA_DAY_DRIVING_13H: msg`More than 13 hours of driving in a day`,
  CA_DAY_ON_DUTY_14H: msg`Driving after 14 hours on duty in a day`,
  CA_SHIFT_DRIVING_13H: msg`More than 13 hours of driving in a shift`,
  CA_SHIFT_ON_DUTY_14H: msg`Driving after 14 hours on duty in a shift`,
  CA_SHIFT_ELAPSED_16H: msg`Driving after 16 hours since the shift began`,
  CA_DAY_OFF_DUTY_10H: msg`Less than 10 hours off duty in the day`,
  CA_DEFERRAL_MAX_2H: msg`More than 2 hours of off-duty time deferred`,
  CA_DEFERRAL_MANDATORY_8H: msg`Off-duty time deferred from a day without 8 consecutive hours off`,
  CA_DEFERRAL_TWO_DAY_OFF_20H: msg`Less than 20 hours off duty over the two days of a deferral`,
  CA_DEFERRAL_DAY_2_REST: msg`Deferred time not added to the rest of the second day`,
  CA_DEFERRAL_TWO_DAY_DRIVING_26H: msg`More than 26 hours of driving over the two days of a deferral`,
  CA_DEFERRAL_WHILE_SPLITTING: msg`Off-duty time deferred while splitting it`,
  CA_CYCLE_SWITCH_OFF_DUTY: msg`Cycle switched without the required off-duty time`,
  CA_24H_OFF_IN_14_DAYS: msg`No 24 hours off duty in the last 14 days`,
  CA_CYCLE_1_70H_7D: msg`More than 70 hours on duty in 7 days (cycle 1)`,
  CA_CYCLE_2_120H_14D: msg`More than 120 hours on duty in 14 days (cycle 2)`,
  CA_CYCLE_2_70H_WITHOUT_24H_OFF: msg`70 hours on duty without 24 hours off (cycle 2)`,
  US_DRIVING_11H: msg`More than 11 hours of driving`,
  US_WINDOW_14H: msg`Driving after the 14-hour window`,
  US_BREAK_30MIN: msg`8 hours of driving without a 30-minute break`,
  US_CYCLE_60H_7D: msg`Driving after 60 hours on duty in 7 days`,
  US_CYCLE_70H_8D: msg`Driving after 70 hours on duty in 8 days`,
  US_PASSENGER_DRIVING_10H: msg`More than 10 hours of driving (passenger carrier)`,
  US_PASSENGER_ON_DUTY_15H: msg`Driving after 15 hours on duty (passenger carrier)`,
};

const label = (i18n: I18n, labels: Record<string, MessageDescriptor>, key: string | undefined) => {
  if (!key) return "";
  const found = labels[key];
  return found ? i18n._(found) : key;
};

export const dutyStatusLabel = (i18n: I18n, status: DutyStatus | undefined) => label(i18n, DUTY_STATUS_LABELS, status);
export const gridLineLabel = (i18n: I18n, line: GridLine) => label(i18n, GRID_LINE_LABELS, line);
export const timesheetStatusLabel = (i18n: I18n, status: TimesheetStatus | undefined) =>
  label(i18n, STATUS_LABELS, status);
export const periodLabel = (i18n: I18n, period: TimesheetPeriod) => label(i18n, PERIOD_LABELS, period);
export const editLabel = (i18n: I18n, kind: TimesheetEditKind) => label(i18n, EDIT_LABELS, kind);
export const rulesetLabel = (i18n: I18n, ruleset: HosRuleset | undefined) => label(i18n, RULESET_LABELS, ruleset);
export const ruleLabel = (i18n: I18n, rule: string) => label(i18n, RULE_LABELS, rule);

/** Minutes as hours and minutes, the way a log's totals read: 9:05 for 545. */
export function hoursAndMinutes(minutes: number | undefined | null): string {
  if (minutes === undefined || minutes === null) return "";
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
