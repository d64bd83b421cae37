import { msg } from "@lingui/core/macro";

import { preloadableScreen } from "../../app/lazy-screen";
import type { RouteEntry } from "../../app/route-table";
import { adminPaths } from "./admin-routes";

const Companies = preloadableScreen(
  () => import("./companies-page"),
  (m) => m.CompaniesPage,
);
const Details = preloadableScreen(
  () => import("./company-details-page"),
  (m) => m.CompanyDetailsPage,
);
const Billing = preloadableScreen(
  () => import("./company-billing-page"),
  (m) => m.CompanyBillingPage,
);
const Section = preloadableScreen(
  () => import("./company-section-page"),
  (m) => m.CompanySectionPage,
);
const NewCompany = preloadableScreen(
  () => import("./new-company-page"),
  (m) => m.NewCompanyPage,
);
const Registrations = preloadableScreen(
  () => import("./registrations-page"),
  (m) => m.RegistrationsPage,
);
const Audit = preloadableScreen(
  () => import("./audit-page"),
  (m) => m.AuditPage,
);

/** The admin routes of the operator's company management (docs/operator.md "Companies and registrations"). */
export const adminRouteEntries: readonly RouteEntry[] = [
  {
    path: adminPaths.companies,
    access: "signedIn",
    component: Companies,
    title: msg`Companies`,
  },
  {
    path: adminPaths.companyList,
    access: "signedIn",
    component: Companies,
    title: msg`Companies`,
  },
  {
    path: adminPaths.companyDetails,
    access: "signedIn",
    component: Details,
    title: msg`Company details`,
  },
  {
    path: adminPaths.companyBilling,
    access: "signedIn",
    component: Billing,
    title: msg`Company billing`,
  },
  {
    path: adminPaths.newCompany,
    access: "signedIn",
    component: NewCompany,
    title: msg`New company`,
  },
  {
    path: adminPaths.register,
    access: "signedIn",
    component: Registrations,
    title: msg`Registrations`,
  },
  {
    path: adminPaths.registrationList,
    access: "signedIn",
    component: Registrations,
    title: msg`Registrations`,
  },
  { path: adminPaths.audit, access: "signedIn", component: Audit, title: msg`Audit log` },
  {
    path: adminPaths.companySection,
    access: "signedIn",
    component: Section,
    title: msg`Company screens`,
  },
];
