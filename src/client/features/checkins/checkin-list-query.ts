// What the check-ins list asks the server for, shared by the screen and the route prefetch (as user-list-query.ts):
// the default filter and sort, the columns the user chose to show, and the fields those columns need.
import type { CheckIn, CheckInListField, CheckInListFilter, CheckInSort } from "../../../shared/generated/checkins";
import { changedRows, listFields, listPrefetch, type ListSpec } from "../../sync/list-spec";
import { columnVisibilityStore } from "../../ui/virtual-table/column-visibility";

/** A list row: the check-in id and the list fields the visible columns show. */
export interface CheckInRow {
  id: string;
  employeeName?: string;
  userId?: string;
  result?: string;
  reason?: string;
  createdDate?: number;
  day?: string;
  hasLocation?: boolean;
}

/** Every check-in, newest first. */
export const DEFAULT_CHECKIN_FILTER: CheckInListFilter = {};
export const DEFAULT_CHECKIN_SORT: CheckInSort = { column: "time", direction: "desc" };

/** Column id → the list fields its cell reads (schema CheckInListField). */
export const CHECKIN_COLUMN_FIELDS: Record<string, readonly CheckInListField[]> = {
  time: ["createdDate"],
  employee: ["employeeName"],
  result: ["result", "reason"],
  day: ["day"],
  location: ["hasLocation"],
};

/** The day and location columns start hidden; a phone shows the time, the employee and the result. */
export const CHECKIN_COLUMNS = columnVisibilityStore(
  "fleet.checkins.columns",
  ["day", "location"],
  ["day", "location"],
);

/** The check-ins list (docs/checkins.md "Screens"), as its screen and its route prefetch ask for it. */
export const checkInListSpec: ListSpec<CheckInRow, CheckInListFilter, CheckInSort, CheckInListField> = {
  name: "checkins",
  defaultFilter: DEFAULT_CHECKIN_FILTER,
  defaultSort: DEFAULT_CHECKIN_SORT,
  columnFields: CHECKIN_COLUMN_FIELDS,
  columns: CHECKIN_COLUMNS,
  window: (api, request) => api.checkInList(request),
  allCompanies: (api, request) => api.allCompaniesCheckInList(request),
  listenChanges: changedRows("CheckInsChangedNotification", checkInRow),
};

/** The fields the visible columns need (the cross-company list's too). */
export const checkInListFields = (visibility: Record<string, boolean>) => listFields(checkInListSpec, visibility);

/** The route prefetch of the list screen: the first window the screen will ask for, asked for now. */
export const prefetchCheckInList = listPrefetch(checkInListSpec);
/** A pushed CheckIn as a list row (the notification carries whole check-ins, the list shows columns). */
export function checkInRow(checkIn: CheckIn): CheckInRow {
  return {
    id: checkIn.id,
    employeeName: checkIn.employeeName,
    userId: checkIn.userId,
    result: checkIn.result,
    ...(checkIn.reason ? { reason: checkIn.reason } : {}),
    ...(checkIn.createdDate !== undefined ? { createdDate: checkIn.createdDate } : {}),
    day: checkIn.day,
    hasLocation: checkIn.location !== undefined,
  };
}
