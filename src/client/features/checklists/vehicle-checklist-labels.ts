// Words for checklists attached to vehicles: the plan, the due status and the plan's problems.
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";

import type {
  VehicleChecklist,
  VehicleChecklistDueStatus,
  VehicleChecklistSchedule,
} from "../../../shared/generated/checklists";
import type { FieldProblem } from "../../../shared/generated/common";
import { EVERY_DAYS_MAX, EVERY_DAYS_MIN, FIRST_DUE_MAX_DAYS } from "../../../shared/rules/vehicle-checklists";
import { formatLocalDay } from "../../i18n/format";
import { fieldProblemMessage } from "../../ui/form/field-problem-messages";

export const SCHEDULES: readonly VehicleChecklistSchedule[] = ["none", "everyDays", "eachInspection"];

export function scheduleLabel(i18n: I18n, schedule: VehicleChecklistSchedule): string {
  switch (schedule) {
    case "none":
      return i18n._(msg`No schedule`);
    case "everyDays":
      return i18n._(msg`Every few days`);
    case "eachInspection":
      return i18n._(msg`At each inspection`);
  }
}

/** The plan in a few words: "Every 7 days", "At each inspection", "No schedule". */
export function planText(i18n: I18n, item: Pick<VehicleChecklist, "schedule" | "everyDays">): string {
  if (item.schedule === "everyDays") {
    const days = item.everyDays ?? 1;
    return i18n._(msg({ message: plural(days, { one: "Every day", other: "Every # days" }) }));
  }
  return scheduleLabel(i18n, item.schedule);
}

/** When it is next due, in words: a day, "at the next inspection", or nothing without a schedule. */
export function nextDueText(i18n: I18n, item: Pick<VehicleChecklist, "status" | "nextDueOn">): string {
  if (item.status === "waiting") return i18n._(msg`At the next inspection`);
  return item.nextDueOn ? formatLocalDay(item.nextDueOn) : "—";
}

export function dueStatusLabel(i18n: I18n, status: VehicleChecklistDueStatus): string {
  switch (status) {
    case "none":
      return i18n._(msg`When needed`);
    case "waiting":
      return i18n._(msg`Up to date`);
    case "scheduled":
      return i18n._(msg`Up to date`);
    case "due":
      return i18n._(msg`Due today`);
    case "overdue":
      return i18n._(msg`Overdue`);
  }
}

/** Red for overdue, amber for due today: the words carry the meaning too. */
export const DUE_STATUS_CLASS: Record<VehicleChecklistDueStatus, string> = {
  none: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  waiting: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  scheduled: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  due: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  overdue: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

/** A plan's problem (the shared rule's, or the codec's from the server) under its field. */
export function planProblemMessage(
  i18n: I18n,
  { path, problem, limit }: Pick<FieldProblem, "path" | "problem" | "limit">,
): string {
  if (problem === "notAllowed") return i18n._(msg`Only for a schedule every few days.`);
  if (path === "everyDays" && ["outOfRange", "tooSmall", "tooLarge", "notWhole"].includes(problem))
    return i18n._(msg`Enter a number of days from ${EVERY_DAYS_MIN} to ${EVERY_DAYS_MAX}.`);
  if (path === "firstDueOn" && problem === "outOfRange")
    return i18n._(msg`Choose a day within ${FIRST_DUE_MAX_DAYS} days of today.`);
  return fieldProblemMessage(i18n, limit === undefined ? { problem } : { problem, limit });
}
