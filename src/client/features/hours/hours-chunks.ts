// The hours screens' code, one chunk per screen (as vehicle-chunks.ts): a cold load of the list fetches only the
// list's code; the details, once the list has rendered, while the browser is idle.
export const loadHoursList = () => import("./hours-list-page");
export const loadUserHours = () => import("./user-hours-page");
export const loadTimesheetDetails = () => import("./timesheet-details-page");
export const loadEldImport = () => import("./eld-import-page");
