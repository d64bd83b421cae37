// The checklist screens' routes as data (docs/checklists.md "Screens": /portal/operator/checklists and
// /portal/operator/{companyId}/checklists, /checklists/add, /checklists/{id}/details and /edit, under the operator
// area like the vehicles' per-record routes); screens call these builders, never build URLs by hand.
import { encodeIdForUrl } from "../../../shared/ids";

export const checklistPaths = {
  list: "/portal/operator/:companyId/checklists",
  listShort: "/portal/operator/checklists",
  add: "/portal/operator/checklists/add",
  details: "/portal/operator/checklists/:id/details",
  edit: "/portal/operator/checklists/:id/edit",
  /** One result sits under the checklists (mailed links point here; docs/checklists.md "Decisions"). */
  result: "/portal/operator/checklists/results/:id",
  /** The checklists filled for one vehicle, beside its /inspections. */
  vehicleResults: "/portal/operator/vehicles/:id/checklists",
} as const;

export const checklistLinks = {
  list: () => checklistPaths.listShort,
  add: () => checklistPaths.add,
  details: (id: string) => `/portal/operator/checklists/${encodeIdForUrl(id)}/details`,
  edit: (id: string) => `/portal/operator/checklists/${encodeIdForUrl(id)}/edit`,
  result: (id: string) => `/portal/operator/checklists/results/${encodeIdForUrl(id)}`,
  vehicleResults: (vehicleId: string) => `/portal/operator/vehicles/${encodeIdForUrl(vehicleId)}/checklists`,
};
