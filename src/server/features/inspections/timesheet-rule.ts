// The preference timesheetStartedBeforeInspection (docs/inspections.md "Rules"): where the company keeps hours of
// service (the timesheets feature), a commercial driver and a mechanic must have started today's record of duty status
// before inspecting. Why: the inspection is on-duty time (SOR/2005-313 s.2 "on-duty time" includes inspecting the
// vehicle; 49 CFR 395.2 "on duty time" (4)), so the record must already be running when it is done.
//  - the company's preference is the default (default true); the employee's yes / no overrides it, global (or
//    nothing) follows the company;
//  - a non-commercial driver never needs it (no hours record is required of them); a manager or owner inspects
//    with hours optional, so not required either — unless they also hold the driver or mechanic role;
//  - "started before inspecting": a duty status entered for the carrier day of the inspection, at or before the
//    time the driver signed it (an inspection sent later from a yard without signal is judged by when it was done).
import type { Kysely, Transaction } from "kysely";

import type { FeatureName, RoleName } from "../../../shared/generated/common";
import type { InspectionReadiness } from "../../../shared/generated/inspections";
import type { Database } from "../../db/tables";
import { EventError } from "../../ws/event-error";
import { hasStartedTodaysLog } from "../hours/index";

type Db = Kysely<Database> | Transaction<Database>;

/** The roles for whom the record is compulsory when hours of service is used (docs/inspections.md "Rules"). */
const ROLES_WITH_HOURS: readonly RoleName[] = ["driver", "mechanic"];

/** The effective preference: the employee's yes / no, else the company's. */
export function preferenceSays(employeePreferences: unknown, companyDefault: boolean): boolean {
  const value =
    typeof employeePreferences === "object" && employeePreferences !== null
      ? (employeePreferences as { timesheetStartedBeforeInspection?: unknown }).timesheetStartedBeforeInspection
      : undefined;
  return value === "yes" ? true : value === "no" ? false : companyDefault;
}

/** Whether this person must have started today's record before inspecting (without looking at the record). */
export async function timesheetRequired(
  db: Db,
  companyId: string,
  userId: string,
  roles: readonly RoleName[],
  features: readonly FeatureName[],
): Promise<boolean> {
  if (!features.includes("timesheets")) return false;
  if (!roles.some((role) => ROLES_WITH_HOURS.includes(role))) return false;
  const company = await db
    .selectFrom("companies")
    .select("timesheet_started_before_inspection")
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  const employee = await db
    .selectFrom("employees")
    .select("preferences")
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return preferenceSays(employee?.preferences, company.timesheet_started_before_inspection);
}

/** What the driver app asks before an inspection starts, so nobody learns it only when submitting. */
export async function inspectionReadiness(
  db: Db,
  companyId: string,
  userId: string,
  roles: readonly RoleName[],
  features: readonly FeatureName[],
  atMs: number,
): Promise<InspectionReadiness> {
  const required = await timesheetRequired(db, companyId, userId, roles, features);
  return {
    timesheetRequired: required,
    timesheetStarted: required ? await hasStartedTodaysLog(db, companyId, userId, atMs) : true,
  };
}

export const timesheetNotStarted = () =>
  new EventError(
    "TimesheetNotStarted",
    "Your company requires today's hours of service to be started before an inspection. Start your day in Hours of Service (a duty status at or before the time of the inspection), then submit the inspection again.",
    [{ path: "inspectedAt", problem: "timesheetNotStarted" }],
  );

/** Refuses the inspection (nothing written) when the record had to be started and was not. */
export async function checkTimesheetStarted(
  db: Db,
  companyId: string,
  userId: string,
  roles: readonly RoleName[],
  features: readonly FeatureName[],
  inspectedAt: number,
): Promise<void> {
  const readiness = await inspectionReadiness(db, companyId, userId, roles, features, inspectedAt);
  if (!readiness.timesheetStarted) throw timesheetNotStarted();
}
