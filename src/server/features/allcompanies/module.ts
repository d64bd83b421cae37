// The allcompanies domain on the server (docs/operator.md): what it adds to the dispatcher, the HTTP side, the jobs and
// the change relay (src/server/domain.ts).

import { serverDomain } from "../../domain";
import { allCompaniesHandlers } from "./handlers";
import { CrossCompanyListFeed } from "./live-feed";

export const allCompaniesDomain = serverDomain({
  name: "allcompanies",
  handlers: allCompaniesHandlers,
  // The operator's cross-company lists hear every company's flushes, for the sockets that show one.
  changeListener: (db, watches, log) => new CrossCompanyListFeed(db, watches, log),
});
