// The operator's cross-company timesheets list (docs/operator.md "Cross-company lists"): this domain's own list — the same spec,
// filters, sorts and list fields — over every company or the chosen one, with a Company column, and a timesheet of any company read-only.
// Access is administrator-only in the schema, enforced by the dispatcher; nothing here reads the session's company.
import type { TimesheetListColumns } from "../../../shared/generated/hours";
import { allCompaniesWindow } from "../../all-companies/company-window";
import { ownerOf } from "../../all-companies/records";
import { scopeOf } from "../../lists/company-scope";
import type { Handlers } from "../../ws/dispatch";
import { companyClock } from "./company-clock";
import { timesheetDetails } from "./details";
import { ALL_TIMESHEET_LIST_FIELDS, TIMESHEET_LIST_FIELDS } from "./list-fields";
import { timesheetListSpec } from "./list-spec";

export const timesheetAllCompaniesHandlers: Pick<
  Handlers,
  "AllCompaniesTimesheetListRequestEvent" | "AllCompaniesTimesheetGetRequestEvent"
> = {
  async AllCompaniesTimesheetListRequestEvent(payload, context) {
    // The day "today" and "this month" mean: the chosen company's, or, across companies, the operator's own
    // (companies in other zones may be an hour or two ahead or behind). The operator reads the days as stored:
    // unlike the company's own list, this read does not add the company's missing days up to today — an operator's
    // read writes nothing.
    const clock = await companyClock(context.db, payload.companyId ?? context.session.companyId);
    const today = clock.today(context.clock.now());
    const spec = timesheetListSpec(
      context.db,
      scopeOf(payload.companyId),
      payload.filter,
      payload.sort,
      undefined,
      today,
    );
    const window = await allCompaniesWindow(context, spec, TIMESHEET_LIST_FIELDS, ALL_TIMESHEET_LIST_FIELDS, payload);
    return { ...window, columns: window.columns as TimesheetListColumns };
  },

  async AllCompaniesTimesheetGetRequestEvent(payload, context) {
    const company = await ownerOf(context.db, "timesheets", "timesheet", payload.id);
    const row = await context.db
      .selectFrom("timesheets")
      .selectAll()
      .where("id", "=", payload.id)
      .executeTakeFirstOrThrow();
    const { details } = await timesheetDetails(
      context.db,
      context.session,
      row,
      await companyClock(context.db, company.id),
      context.clock.now(),
    );
    // Read-only: the operator neither corrects nor certifies another company's logs.
    return { company, timesheet: { ...details, canCorrect: false, canCertify: false } };
  },
};
