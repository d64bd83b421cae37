// What other domains use of users: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { DEFAULT_USER_SORT, USER_EXPORT_COLUMNS, USER_EXPORT_COMPUTED } from "./export";
export { ROLE_CSV_NAMES } from "./csv-columns";
export type { UserExportRow } from "./export";
export { USER_LIST_FIELDS } from "./list-fields";
export { userListSpec } from "./list-spec";
export { employeeFromRow, userFromRow } from "./mappers";
export { generateEmployee } from "./generate";
