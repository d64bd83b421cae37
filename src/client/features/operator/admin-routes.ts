// The operator's company management routes (docs/operator.md "Companies and registrations": new, register, companys,
// company/list, registration/list, companys/{id}/details and /billing, the company's own screens under companys/{id}/,
// and the audit log). The company and
// registration lists have two names each: both paths show the same screen. Screens call these builders, never build
// URLs by hand. The company is `:id`, never `:companyId`: that parameter names the signed-in user's own company to
// work in (app.tsx CompanyScope switches to it), while the operator looks at any company without becoming its member.
import { encodeIdForUrl } from "../../../shared/ids";

export const adminPaths = {
  companies: "/portal/admin/companys",
  companyList: "/portal/admin/company/list",
  companyDetails: "/portal/admin/companys/:id/details",
  companyBilling: "/portal/admin/companys/:id/billing",
  /** One of the company's own screens (company-sections.ts); tried after details and billing. */
  companySection: "/portal/admin/companys/:id/:section",
  newCompany: "/portal/admin/new",
  register: "/portal/admin/register",
  registrationList: "/portal/admin/registration/list",
  audit: "/portal/admin/audit",
} as const;

export const adminLinks = {
  companies: () => adminPaths.companies,
  companyDetails: (companyId: string) => `/portal/admin/companys/${encodeIdForUrl(companyId)}/details`,
  companyBilling: (companyId: string) => `/portal/admin/companys/${encodeIdForUrl(companyId)}/billing`,
  companySection: (companyId: string, section: string) =>
    `/portal/admin/companys/${encodeIdForUrl(companyId)}/${section}`,
  newCompany: () => adminPaths.newCompany,
  registrations: () => adminPaths.registrationList,
  audit: () => adminPaths.audit,
};
