// The people screens' code, one chunk per screen (as vehicle-chunks.ts): a cold load of the list fetches only the
// list's code; the others are fetched while the browser is idle once the list has rendered.
export const loadUserList = () => import("./users-list-page");
export const loadUserDetails = () => import("./user-details-page");
export const loadUserForms = () => import("./user-screens");
export const loadUserImport = () => import("./import-employees-page");
