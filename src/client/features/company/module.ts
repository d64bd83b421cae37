// The company domain's client module (docs/company.md): what the portal loads of it and what other domains use.
// The company's record and settings.

import { msg } from "@lingui/core/macro";
import { Building } from "lucide-react";

import { MENU_GATES } from "../../app/access-gates";
import { clientDomain } from "../../app/client-domain";
import { lazyScreen } from "../../app/lazy-screen";
import { paths, links } from "../../app/routes";
import { companyRouteEntries } from "./company-route-table";

const CompanySelectPage = lazyScreen(() => import("./company-select-page"), "CompanySelectPage");

export default clientDomain({
  name: "company",
  routes: [
    { path: paths.companies, access: "signedIn", component: CompanySelectPage, title: msg`Choose a company` },
    { path: paths.loadCompany, access: "signedIn", component: CompanySelectPage, title: msg`Choose a company` },
    ...companyRouteEntries,
  ],
  menu: [
    {
      id: "company",
      label: msg`Company`,
      icon: Building,
      link: (c) => links.operator(c.companyId, "company/display"),
      gate: MENU_GATES.company,
      order: 150,
    },
  ],
});
