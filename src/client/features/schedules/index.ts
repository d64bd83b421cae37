// What other domains use of the schedules domain (docs/schedules.md): they import it from here, never from its other files,
// which are its own to change. The domain's routes, menu and screens are its module.ts.
export { SchedulesLink } from "./schedules-link";
export { VehicleScheduleItem } from "./vehicle-schedule-item";
export { scheduleLinks } from "./schedule-routes";
