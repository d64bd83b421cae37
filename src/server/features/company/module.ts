// The company domain on the server (docs/company.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { loadCompanyChanged } from "./company-changes";
import { companyHandlers } from "./handlers";

export const companyDomain = serverDomain({
  name: "company",
  handlers: companyHandlers,
  changeLoaders: (db) => ({ CompanyChangedNotification: (companyId) => loadCompanyChanged(db, companyId) }),
});
