// Compliance routes (docs/compliance.md "Screens"): /portal/operator/compliance and
// /portal/operator/{companyId}/compliance (the v3 twin comes from the route table).
import type { ComplianceListFilter } from "../../../shared/generated/compliance";
import { encodeIdForUrl } from "../../../shared/ids";
import { withQuery, type FilterQuery } from "../../app/filter-query";

/** The list filter fields a link may set in the address (app/filter-query.ts): a tile's `?kind=plate&state=expired`. */
export const COMPLIANCE_FILTER_QUERY = { kind: "string", state: "string", expiringWeeks: "number" } as const;

export const compliancePaths = {
  list: "/portal/operator/:companyId/compliance",
  listShort: "/portal/operator/compliance",
} as const;

export const complianceLinks = {
  list: (companyId: string, filter: FilterQuery<ComplianceListFilter, typeof COMPLIANCE_FILTER_QUERY> = {}) =>
    withQuery(`/portal/operator/${encodeIdForUrl(companyId)}/compliance`, filter),
};
