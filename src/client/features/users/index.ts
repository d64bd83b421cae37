// What other domains use of the users domain (docs/users.md): they import it from here, never from its other files,
// which are its own to change. The domain's routes, menu and screens are its module.ts.
export { peopleProblemMessage } from "./people-problem-messages";
export { LicenceStatus } from "./licence-status";
export { userLinks } from "./user-routes";
export { UserFilters } from "./user-filters";
export { DEFAULT_USER_FILTER, DEFAULT_USER_SORT } from "./user-list-query";
