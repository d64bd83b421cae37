// The operator's cross-company checklists list (docs/operator.md "Cross-company lists"): this domain's own list — the same spec,
// filters, sorts and list fields — over every company or the chosen one, with a Company column, and a checklist of any company read-only.
// Access is administrator-only in the schema, enforced by the dispatcher; nothing here reads the session's company.
import type { ChecklistListColumns } from "../../../shared/generated/checklists";
import { allCompaniesWindow } from "../../all-companies/company-window";
import { ownerOf } from "../../all-companies/records";
import { scopeOf } from "../../lists/company-scope";
import type { Handlers } from "../../ws/dispatch";
import { ALL_CHECKLIST_LIST_FIELDS, CHECKLIST_LIST_FIELDS, checklistListSpec } from "./list-spec";
import { loadChecklist } from "./load";

export const checklistAllCompaniesHandlers: Pick<
  Handlers,
  "AllCompaniesChecklistListRequestEvent" | "AllCompaniesChecklistGetRequestEvent"
> = {
  async AllCompaniesChecklistListRequestEvent(payload, context) {
    const spec = checklistListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await allCompaniesWindow(context, spec, CHECKLIST_LIST_FIELDS, ALL_CHECKLIST_LIST_FIELDS, payload);
    return { ...window, columns: window.columns as ChecklistListColumns };
  },

  async AllCompaniesChecklistGetRequestEvent(payload, context) {
    const company = await ownerOf(context.db, "checklists", "checklist", payload.id);
    return { company, checklist: await loadChecklist(context.db, company.id, payload.id) };
  },
};
