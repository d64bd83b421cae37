// Vehicle screens' routes as data (docs/vehicles.md "Screens"); screens call these builders, never
// build URLs by hand. Ids travel in URLs as prefix + base64url (src/shared/ids.ts).
import type { VehicleListFilter } from "../../../shared/generated/vehicles";
import { encodeIdForUrl } from "../../../shared/ids";
import { withQuery, type FilterQuery } from "../../app/filter-query";

/** The list filter fields a link may set in the address (app/filter-query.ts): the dashboard's `?defect=major`. */
export const VEHICLE_FILTER_QUERY = {
  status: "string",
  defect: "string",
  compliance: "string",
  expiringWeeks: "number",
} as const;

export const vehiclePaths = {
  list: "/portal/operator/:companyId/vehicles",
  listShort: "/portal/operator/vehicles",
  listV3: "/portal/v3/operator/:companyId/vehicles",
  add: "/portal/operator/:companyId/vehicles/add",
  import: "/portal/operator/:companyId/vehicles/import",
  addV2: "/portal/operator/vehicles/addv2",
  addFrom: "/portal/operator/vehicles/add/:id",
  edit: "/portal/operator/vehicles/:id/edit",
  editV2: "/portal/operator/vehicles/:id/editv2",
  details: "/portal/operator/vehicles/:id/details",
} as const;

export const vehicleLinks = {
  list: (companyId: string, filter: FilterQuery<VehicleListFilter, typeof VEHICLE_FILTER_QUERY> = {}) =>
    withQuery(`/portal/operator/${encodeIdForUrl(companyId)}/vehicles`, filter),
  add: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/vehicles/add`,
  import: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/vehicles/import`,
  addFrom: (vehicleId: string) => `/portal/operator/vehicles/add/${encodeIdForUrl(vehicleId)}`,
  edit: (vehicleId: string) => `/portal/operator/vehicles/${encodeIdForUrl(vehicleId)}/edit`,
  details: (vehicleId: string) => `/portal/operator/vehicles/${encodeIdForUrl(vehicleId)}/details`,
};
