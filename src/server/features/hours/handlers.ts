import type { Kysely } from "kysely";

import type { Timesheet, TimesheetListColumns } from "../../../shared/generated/hours";
import type { Database } from "../../db/tables";
import { listWindow } from "../../lists/list-window";
import type { HandlerContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { companyClock } from "./company-clock";
import { certifyDay, correctDay, visibleDay } from "./day-commands";
import { employeeOfSession } from "./days";
import { myHours, timesheetDetails } from "./details";
import { changeDutyStatus, declareAdverseConditions, declareDeferral } from "./driver-commands";
import { importEldFile } from "./eld-import";
import { ALL_TIMESHEET_LIST_FIELDS, TIMESHEET_LIST_FIELDS } from "./list-fields";
import { timesheetListSpec } from "./list-spec";
import { timesheetFromRow } from "./mappers";
import { rollCompanyDays } from "./rollover";
import { ownTimesheetsOnly } from "./scope";

type HoursHandlers = Pick<
  Handlers,
  | "TimesheetListRequestEvent"
  | "TimesheetGetRequestEvent"
  | "MyHoursRequestEvent"
  | "DutyStatusChangeRequestEvent"
  | "DeferralDeclareRequestEvent"
  | "AdverseConditionsDeclareRequestEvent"
  | "TimesheetCertifyRequestEvent"
  | "TimesheetEntryCorrectRequestEvent"
  | "EldFileImportRequestEvent"
>;

/** Reads see the company's days current: missing days added, days that ended recomputed (rollover.ts). */
async function rolled(context: HandlerContext, companyId: string, nowMs: number): Promise<void> {
  // Inside a command the transaction is the only handle to use (docs/design/commands.md "On the server"); reads are never commands.
  if (!context.db.isTransaction) await rollCompanyDays(context.db, context.changes, companyId, nowMs);
}

/** Loads timesheets by id for changes announced by another server process (src/server/ws/pg-change-relay.ts). */
export async function loadTimesheetsById(
  db: Kysely<Database>,
  companyId: string,
  ids: string[],
): Promise<Record<string, Timesheet>> {
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom("timesheets")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("id", "in", ids)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, timesheetFromRow(row)]));
}

export const hoursHandlers: HoursHandlers = {
  async TimesheetListRequestEvent(payload, context) {
    const session = context.session;
    const nowMs = context.clock.now();
    await rolled(context, session.companyId, nowMs);
    const clock = await companyClock(context.db, session.companyId);
    const spec = timesheetListSpec(
      context.db,
      session.companyId,
      payload.filter,
      payload.sort,
      ownTimesheetsOnly(session),
      clock.today(nowMs),
    );
    return listWindow<TimesheetListColumns>(
      context.lists,
      spec,
      TIMESHEET_LIST_FIELDS,
      ALL_TIMESHEET_LIST_FIELDS,
      payload,
    );
  },

  async TimesheetGetRequestEvent(payload, context) {
    const session = context.session;
    const nowMs = context.clock.now();
    await rolled(context, session.companyId, nowMs);
    const row = await visibleDay(context, payload.id, ownTimesheetsOnly(session));
    const clock = await companyClock(context.db, session.companyId);
    const { details, hosEvaluateMs } = await timesheetDetails(context.db, session, row, clock, nowMs);
    if (hosEvaluateMs > 200)
      context.log.warn({ timesheetId: row.id, hosEvaluateMs }, "slow hours-of-service evaluation");
    return details;
  },

  async MyHoursRequestEvent(_payload, context) {
    const session = context.session;
    const nowMs = context.clock.now();
    await rolled(context, session.companyId, nowMs);
    const [employee, clock] = await Promise.all([
      employeeOfSession(context.db, session.companyId, session.userId),
      companyClock(context.db, session.companyId),
    ]);
    return myHours(context.db, employee, clock, nowMs);
  },

  DutyStatusChangeRequestEvent: changeDutyStatus,
  DeferralDeclareRequestEvent: declareDeferral,
  AdverseConditionsDeclareRequestEvent: declareAdverseConditions,
  TimesheetCertifyRequestEvent: certifyDay,
  TimesheetEntryCorrectRequestEvent: correctDay,
  EldFileImportRequestEvent: importEldFile,
};
