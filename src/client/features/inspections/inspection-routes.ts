// Inspection screens' routes as data (docs/inspections.md "Screens": the list, one inspection's tabs, and the
// vehicle's and the employee's inspections); screens call these builders, never build URLs by hand. Ids travel in
// URLs as prefix + base64url.
import type { InspectionListFilter } from "../../../shared/generated/inspections";
import { encodeIdForUrl } from "../../../shared/ids";
import { withQuery, type FilterQuery } from "../../app/filter-query";

/** The list filter fields a link may set in the address (app/filter-query.ts): the dashboard's `?openDefectsOnly=true`. */
export const INSPECTION_FILTER_QUERY = { status: "string", openDefectsOnly: "boolean", tripType: "string" } as const;

export const inspectionPaths = {
  list: "/portal/operator/:companyId/inspections",
  listShort: "/portal/operator/inspections",
  details: "/portal/operator/inspections/:id/details",
  repair: "/portal/operator/inspections/:id/repair",
  remarks: "/portal/operator/inspections/:id/remarks",
  email: "/portal/operator/inspections/:id/email",
  ofVehicle: "/portal/operator/vehicles/:id/inspections",
  ofUser: "/portal/operator/users/:id/inspections",
} as const;

const one = (id: string, screen: string) => `/portal/operator/inspections/${encodeIdForUrl(id)}/${screen}`;

export const inspectionLinks = {
  list: (companyId: string, filter: FilterQuery<InspectionListFilter, typeof INSPECTION_FILTER_QUERY> = {}) =>
    withQuery(`/portal/operator/${encodeIdForUrl(companyId)}/inspections`, filter),
  details: (id: string) => one(id, "details"),
  repair: (id: string) => one(id, "repair"),
  remarks: (id: string) => one(id, "remarks"),
  email: (id: string) => one(id, "email"),
  ofVehicle: (vehicleId: string) => `/portal/operator/vehicles/${encodeIdForUrl(vehicleId)}/inspections`,
  ofUser: (userId: string) => `/portal/operator/users/${encodeIdForUrl(userId)}/inspections`,
};
