// The operator's cross-company reports list (docs/operator.md "Cross-company lists"): this domain's own list — the same spec,
// filters, sorts and list fields — over every company or the chosen one, with a Company column, and a report of any company read-only.
// Access is administrator-only in the schema, enforced by the dispatcher; nothing here reads the session's company.
import type { ReportWindowColumns } from "../../../shared/generated/reports";
import { allCompaniesWindow } from "../../all-companies/company-window";
import { ownerOf, recordNotFound } from "../../all-companies/records";
import { scopeOf } from "../../lists/company-scope";
import type { Handlers } from "../../ws/dispatch";
import { ALL_REPORT_WINDOW_FIELDS, REPORT_WINDOW_FIELDS, reportListSpec, selectReportWindowColumns } from "./list-spec";
import { reportsById } from "./report-rows";

export const reportAllCompaniesHandlers: Pick<
  Handlers,
  "AllCompaniesReportListRequestEvent" | "AllCompaniesReportGetRequestEvent"
> = {
  async AllCompaniesReportListRequestEvent(payload, context) {
    const spec = reportListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    // A report's progress does not invalidate the list caches: read uncached (company-window.ts).
    const window = await allCompaniesWindow(context, spec, REPORT_WINDOW_FIELDS, ALL_REPORT_WINDOW_FIELDS, payload, {
      select: selectReportWindowColumns,
      uncached: true,
    });
    return { ...window, columns: window.columns as ReportWindowColumns };
  },

  async AllCompaniesReportGetRequestEvent(payload, context) {
    const company = await ownerOf(context.db, "reports", "report", payload.id);
    const report = (await reportsById(context.db, company.id, [payload.id]))[payload.id];
    if (!report) throw recordNotFound("report", payload.id);
    return { company, report };
  },
};
