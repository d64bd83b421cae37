// What the timesheet list asks the server for, shared by the screens and the route prefetch (as
// vehicle-list-query.ts): the default filter and sort, the columns the user chose to show, and the fields they need.
import type {
  Timesheet,
  TimesheetListField,
  TimesheetListFilter,
  TimesheetSort,
} from "../../../shared/generated/hours";
import { changedRows, listFields, listPrefetch, type ListSpec } from "../../sync/list-spec";
import { columnVisibilityStore } from "../../ui/virtual-table/column-visibility";

/** A list row: the id and the list fields the visible columns show. */
export type TimesheetRow = Pick<Timesheet, "id"> & Partial<Omit<Timesheet, "id">>;

/** Today by default, everyone's, by driver (docs/hours.md "Lists and live updates"). */
export const DEFAULT_TIMESHEET_FILTER: TimesheetListFilter = { period: "today" };
export const DEFAULT_TIMESHEET_SORT: TimesheetSort = { column: "driver", direction: "asc" };

/** Column id → the list fields its cell reads (schema TimesheetListField). */
export const TIMESHEET_COLUMN_FIELDS: Record<string, readonly TimesheetListField[]> = {
  date: ["day"],
  driver: ["driverName"],
  status: ["status"],
  driving: ["drivingMinutes"],
  onDutyNotDriving: ["onDutyNotDrivingMinutes"],
  onDutyTotal: ["onDutyTotalMinutes"],
  offDuty: ["offDutyMinutes"],
  startLocation: ["startLocation"],
  endLocation: ["endLocation"],
  certifiedAt: ["certifiedAt"],
  cycle: ["cycle"],
};

/**
 * The columns shown, per screen size: locations, certification time and cycle start hidden; a phone starts with the
 * date, the driver and the status, which fit its width.
 */
export const TIMESHEET_COLUMNS = columnVisibilityStore(
  "fleet.hours.columns",
  ["startLocation", "certifiedAt", "cycle"],
  ["driving", "onDutyNotDriving", "onDutyTotal", "offDuty", "startLocation", "endLocation", "certifiedAt", "cycle"],
);

/** The timesheets list (docs/hours.md "Screens"), as its screen and its route prefetch ask for it. */
export const timesheetListSpec: ListSpec<TimesheetRow, TimesheetListFilter, TimesheetSort, TimesheetListField> = {
  name: "timesheets",
  defaultFilter: DEFAULT_TIMESHEET_FILTER,
  defaultSort: DEFAULT_TIMESHEET_SORT,
  columnFields: TIMESHEET_COLUMN_FIELDS,
  columns: TIMESHEET_COLUMNS,
  window: (api, request) => api.timesheetList(request),
  allCompanies: (api, request) => api.allCompaniesTimesheetList(request),
  listenChanges: changedRows("TimesheetsChangedNotification"),
};

/** The fields the visible columns need. */
export const timesheetListFields = (visibility: Record<string, boolean>) => listFields(timesheetListSpec, visibility);

/** The route prefetch: the first window the screen will ask for, asked for now. */
export const prefetchTimesheetList = listPrefetch(timesheetListSpec);
