// The operator's cross-company schedules list (docs/operator.md "Cross-company lists"): this domain's own list — the same spec,
// filters, sorts and list fields — over every company or the chosen one, with a Company column, and a schedule of any company read-only.
// Access is administrator-only in the schema, enforced by the dispatcher; nothing here reads the session's company.
import type { ScheduleWindowColumns } from "../../../shared/generated/schedules";
import { allCompaniesWindow } from "../../all-companies/company-window";
import { ownerOf } from "../../all-companies/records";
import { scopeOf } from "../../lists/company-scope";
import type { Handlers } from "../../ws/dispatch";
import {
  ALL_SCHEDULE_WINDOW_FIELDS,
  SCHEDULE_WINDOW_FIELDS,
  scheduleListSpec,
  selectScheduleWindowColumns,
} from "./list-spec";
import { loadSchedule } from "./load";

export const scheduleAllCompaniesHandlers: Pick<
  Handlers,
  "AllCompaniesScheduleListRequestEvent" | "AllCompaniesScheduleGetRequestEvent"
> = {
  async AllCompaniesScheduleListRequestEvent(payload, context) {
    const spec = scheduleListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await allCompaniesWindow(
      context,
      spec,
      SCHEDULE_WINDOW_FIELDS,
      ALL_SCHEDULE_WINDOW_FIELDS,
      payload,
      {
        select: selectScheduleWindowColumns,
      },
    );
    return { ...window, columns: window.columns as ScheduleWindowColumns };
  },

  // A template belongs to no company: ownerOf finds none, so it is NotFound here (the operator's list has none).
  async AllCompaniesScheduleGetRequestEvent(payload, context) {
    const company = await ownerOf(context.db, "vehicle_schedules", "schedule", payload.id);
    return { company, schedule: await loadSchedule(context.db, company.id, payload.id) };
  },
};
