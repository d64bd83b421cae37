// The schedule screens' code, one chunk per screen (as vehicle-chunks.ts): few users open them, so none of it
// weighs on the portal's first load.
export const loadScheduleList = () => import("./schedules-list-page");
export const loadScheduleDetails = () => import("./schedule-details-page");
export const loadScheduleEdit = () => import("./schedule-edit-page");
