// The company domain on the server (docs/company.md): what it adds to the dispatcher, the HTTP side, the jobs and the
// change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { loadCompanyChanged } from "./company-changes";
import { companyHandlers } from "./handlers";
import * as companySetupMigration from "./migrations/0033-company-setup";
import { companySetupHandlers, seedSchedulesChosen } from "./setup";

export const companyDomain = serverDomain({
  name: "company",
  handlers: { ...companyHandlers, ...companySetupHandlers },
  migrations: { "0033-company-setup": companySetupMigration },
  // The demo company is past the getting-started checklist.
  demo: { order: 90, company: seedSchedulesChosen },
  changeLoaders: (db) => ({ CompanyChangedNotification: (companyId) => loadCompanyChanged(db, companyId) }),
});
