// The operator's cross-company vehicles list (docs/operator.md "Cross-company lists"): this domain's own list — the same spec,
// filters, sorts and list fields — over every company or the chosen one, with a Company column, and a vehicle of any company read-only.
// Access is administrator-only in the schema, enforced by the dispatcher; nothing here reads the session's company.
import type { VehicleListColumns } from "../../../shared/generated/vehicles";
import { allCompaniesWindow } from "../../all-companies/company-window";
import { ownerOf, recordNotFound } from "../../all-companies/records";
import { scopeOf } from "../../lists/company-scope";
import type { Handlers } from "../../ws/dispatch";
import { loadVehiclesById } from "./handlers";
import { ALL_VEHICLE_LIST_FIELDS, VEHICLE_LIST_FIELDS } from "./list-fields";
import { vehicleListSpec } from "./list-spec";

export const vehicleAllCompaniesHandlers: Pick<
  Handlers,
  "AllCompaniesVehicleListRequestEvent" | "AllCompaniesVehicleGetRequestEvent"
> = {
  async AllCompaniesVehicleListRequestEvent(payload, context) {
    const spec = vehicleListSpec(
      context.db,
      scopeOf(payload.companyId),
      payload.filter,
      payload.sort,
      context.clock.now(),
    );
    const window = await allCompaniesWindow(context, spec, VEHICLE_LIST_FIELDS, ALL_VEHICLE_LIST_FIELDS, payload);
    return { ...window, columns: window.columns as VehicleListColumns };
  },

  async AllCompaniesVehicleGetRequestEvent(payload, context) {
    const company = await ownerOf(context.db, "vehicles", "vehicle", payload.id);
    const vehicle = (await loadVehiclesById(context.db, company.id, [payload.id]))[payload.id];
    if (!vehicle) throw recordNotFound("vehicle", payload.id);
    return { company, vehicle };
  },
};
