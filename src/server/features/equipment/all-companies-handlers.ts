// The operator's cross-company equipment list (docs/operator.md "Cross-company lists"): this domain's own list — the same spec,
// filters, sorts and list fields — over every company or the chosen one, with a Company column, and a piece of equipment of any company read-only.
// Access is administrator-only in the schema, enforced by the dispatcher; nothing here reads the session's company.
import type { EquipmentListColumns } from "../../../shared/generated/equipment";
import { allCompaniesWindow } from "../../all-companies/company-window";
import { ownerOf } from "../../all-companies/records";
import { scopeOf } from "../../lists/company-scope";
import type { Handlers } from "../../ws/dispatch";
import { loadEquipment } from "./handlers";
import { ALL_EQUIPMENT_LIST_FIELDS, EQUIPMENT_LIST_FIELDS } from "./list-fields";
import { equipmentListSpec } from "./list-spec";

export const equipmentAllCompaniesHandlers: Pick<
  Handlers,
  "AllCompaniesEquipmentListRequestEvent" | "AllCompaniesEquipmentGetRequestEvent"
> = {
  async AllCompaniesEquipmentListRequestEvent(payload, context) {
    const spec = equipmentListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await allCompaniesWindow(context, spec, EQUIPMENT_LIST_FIELDS, ALL_EQUIPMENT_LIST_FIELDS, payload);
    return { ...window, columns: window.columns as EquipmentListColumns };
  },

  async AllCompaniesEquipmentGetRequestEvent(payload, context) {
    const company = await ownerOf(context.db, "equipment", "equipment", payload.id);
    return { company, equipment: await loadEquipment(context.db, company.id, payload.id) };
  },
};
