// The operator's cross-company inspections list (docs/operator.md "Cross-company lists"): this domain's own list — the same spec,
// filters, sorts and list fields — over every company or the chosen one, with a Company column, and an inspection of any company read-only.
// Access is administrator-only in the schema, enforced by the dispatcher; nothing here reads the session's company.
import type { InspectionListColumns } from "../../../shared/generated/inspections";
import { allCompaniesWindow } from "../../all-companies/company-window";
import { ownerOf } from "../../all-companies/records";
import { scopeOf } from "../../lists/company-scope";
import type { Handlers } from "../../ws/dispatch";
import { ALL_INSPECTION_LIST_FIELDS, INSPECTION_LIST_FIELDS } from "./list-fields";
import { inspectionListSpec } from "./list-spec";
import { loadInspection } from "./load-inspection";

export const inspectionAllCompaniesHandlers: Pick<
  Handlers,
  "AllCompaniesInspectionListRequestEvent" | "AllCompaniesInspectionGetRequestEvent"
> = {
  async AllCompaniesInspectionListRequestEvent(payload, context) {
    const spec = inspectionListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await allCompaniesWindow(context, spec, INSPECTION_LIST_FIELDS, ALL_INSPECTION_LIST_FIELDS, payload);
    return { ...window, columns: window.columns as InspectionListColumns };
  },

  async AllCompaniesInspectionGetRequestEvent(payload, context) {
    const company = await ownerOf(context.db, "vehicle_inspections", "inspection", payload.id);
    return { company, inspection: await loadInspection(context.db, company.id, payload.id) };
  },
};
