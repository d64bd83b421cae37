// The inspection screens' code, one chunk per screen (as vehicle-chunks.ts): a cold load of the list fetches only the
// list's code; the details, once the list has rendered, while the browser is idle. The repair screen carries the
// signature pad and is fetched only when opened.
export const loadInspectionList = () => import("./inspections-list-page");
export const loadScopedInspectionLists = () => import("./scoped-inspections-pages");
export const loadInspectionDetails = () => import("./inspection-details-page");
export const loadInspectionRepair = () => import("./inspection-repair-page");
export const loadInspectionRemarks = () => import("./inspection-remarks-page");
export const loadInspectionEmail = () => import("./inspection-email-page");
