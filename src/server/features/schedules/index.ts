// What other domains use of schedules: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export {
  ALL_SCHEDULE_WINDOW_FIELDS,
  SCHEDULE_WINDOW_FIELDS,
  scheduleListSpec,
  selectScheduleWindowColumns,
} from "./list-spec";
export { loadQuestions, scheduleIdForVehicle } from "./load";
