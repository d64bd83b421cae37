// What other domains use of home: they import it from here, never from its other files
// (CONTRIBUTING.md "Adding a domain").
export { SettledDays } from "./settled-days";
export type { DailySource } from "./settled-days";
export { dayOfBucket, statsWindow } from "./stats-window";
export type { DayRange, StatsWindow } from "./stats-window";
