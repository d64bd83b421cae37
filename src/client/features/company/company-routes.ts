// The company screens' routes as data (docs/company.md "Screens").
import { encodeIdForUrl } from "../../../shared/ids";

export const companyPaths = {
  display: "/portal/operator/:companyId/company/display",
  edit: "/portal/operator/:companyId/company/edit",
  editShort: "/portal/operator/company/edit",
  admin: "/portal/operator/:companyId/admin",
} as const;

export const companyLinks = {
  display: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/company/display`,
  edit: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/company/edit`,
  admin: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/admin`,
};
