// Equipment screens' routes as data (docs/equipment.md "Screens": the list, its v3 twin, and add / edit / details
// paths that follow the vehicles'). Screens call these builders, never build URLs by hand.
import type { EquipmentListFilter } from "../../../shared/generated/equipment";
import { encodeIdForUrl } from "../../../shared/ids";
import { withQuery, type FilterQuery } from "../../app/filter-query";

/** The list filter fields a link may set in the address: `?defect=major` lists what is out of service. */
export const EQUIPMENT_FILTER_QUERY = { status: "string", defect: "string" } as const;

export const equipmentPaths = {
  list: "/portal/operator/:companyId/equipment",
  listShort: "/portal/operator/equipment",
  listV3: "/portal/v3/operator/:companyId/equipment",
  add: "/portal/operator/:companyId/equipment/add",
  edit: "/portal/operator/equipment/:id/edit",
  details: "/portal/operator/equipment/:id/details",
  /** An equipment inspection from the office (the driver app has its own, under /drive/checklist). */
  inspect: "/portal/operator/equipment/:id/inspect",
} as const;

export const equipmentLinks = {
  list: (companyId: string, filter: FilterQuery<EquipmentListFilter, typeof EQUIPMENT_FILTER_QUERY> = {}) =>
    withQuery(`/portal/operator/${encodeIdForUrl(companyId)}/equipment`, filter),
  add: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/equipment/add`,
  edit: (id: string) => `/portal/operator/equipment/${encodeIdForUrl(id)}/edit`,
  details: (id: string) => `/portal/operator/equipment/${encodeIdForUrl(id)}/details`,
  inspect: (id: string) => `/portal/operator/equipment/${encodeIdForUrl(id)}/inspect`,
};
