import { allCompaniesListHandlers } from "./list-handlers";
import { allCompaniesRecordHandlers } from "./record-handlers";
import { allCompaniesWatchHandlers } from "./watch-handlers";

/** The operator's cross-company lists and read-only records (schema/allcompanies.json). */
export const allCompaniesHandlers = {
  ...allCompaniesListHandlers,
  ...allCompaniesRecordHandlers,
  ...allCompaniesWatchHandlers,
};
