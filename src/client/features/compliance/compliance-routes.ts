// Compliance routes (SPEC §2): /portal/operator/compliance and /portal/operator/{companyId}/compliance (the v3
// twin comes from the route table).
import { encodeIdForUrl } from "../../../shared/ids";

export const compliancePaths = {
  list: "/portal/operator/:companyId/compliance",
  listShort: "/portal/operator/compliance",
} as const;

export const complianceLinks = {
  list: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/compliance`,
};
