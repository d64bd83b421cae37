// Reports routes (docs/reports.md "Screens"): /portal/operator/{companyId}/reports (the v3 twin comes from the route
// table).
import { encodeIdForUrl } from "../../../shared/ids";

export const reportPaths = {
  list: "/portal/operator/:companyId/reports",
} as const;

export const reportLinks = {
  list: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/reports`,
};
