// The work orders screens' routes as data (routes of our own: docs/work-orders.md "Decisions"); they live beside
// the inspections they come from, under the generic operator section: `/portal/operator/{companyId}/workorders`
// (and without the company, as the other lists), and one work order at `/portal/operator/workorders/{id}/details`.
import type { WorkOrderListFilter } from "../../../shared/generated/work-orders";
import { encodeIdForUrl } from "../../../shared/ids";
import { withQuery, type FilterQuery } from "../../app/filter-query";

/** The list filter fields a link may set in the address: a unit's details link to `?vehicleId=…`. */
export const WORK_ORDER_FILTER_QUERY = { status: "string", vehicleId: "string" } as const;

export const workOrderPaths = {
  list: "/portal/operator/:companyId/workorders",
  listShort: "/portal/operator/workorders",
  details: "/portal/operator/workorders/:id/details",
} as const;

export const workOrderLinks = {
  list: (companyId: string, filter: FilterQuery<WorkOrderListFilter, typeof WORK_ORDER_FILTER_QUERY> = {}) =>
    withQuery(`/portal/operator/${encodeIdForUrl(companyId)}/workorders`, filter),
  details: (id: string) => `/portal/operator/workorders/${encodeIdForUrl(id)}/details`,
};
