import type { CheckIn, CheckInListField, CheckInListFilter, CheckInSort } from "../../../shared/generated/checkins";
// What the check-ins list asks the server for, shared by the screen and the route prefetch (as user-list-query.ts):
// the default filter and sort, the columns the user chose to show, and the fields those columns need.
import type { Api } from "../../../shared/generated/client";
import type { PortalClient } from "../../app/portal-client";
import { rowsFromColumns, type Columns } from "../../sync/columnar";
import { completePayload } from "../../sync/complete-payload";
import { prefetchFirstWindow, prefetchKey } from "../../sync/list-prefetch";
import { loadStoredSession } from "../../sync/stored-session";
import { WINDOW_SIZE, type WindowPage } from "../../sync/windowed-list";
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

/** The fields the visible columns need, in a fixed order (so equal sets give equal keys). */
export function checkInListFields(visibility: Record<string, boolean>): CheckInListField[] {
  const wanted = new Set<CheckInListField>();
  for (const [column, fields] of Object.entries(CHECKIN_COLUMN_FIELDS))
    if (visibility[column] !== false) for (const field of fields) wanted.add(field);
  return [...wanted];
}

export const checkInListKey = (filter: CheckInListFilter, sort: CheckInSort) =>
  `checkins:${JSON.stringify([filter, sort])}`;

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

export async function fetchCheckInWindow(
  api: Api,
  filter: CheckInListFilter,
  sort: CheckInSort,
  fields: readonly string[],
  offset: number,
  limit: number,
): Promise<WindowPage<CheckInRow>> {
  const page = await completePayload(
    api.checkInList({ filter, sort, offset, limit, fields: fields as CheckInListField[] }),
  );
  return { count: page.count, ids: page.ids, items: rowsFromColumns<CheckInRow>(page.ids, page.columns as Columns) };
}

/** The route prefetch of the list screen: the first window the screen will ask for, asked for now. */
export function prefetchCheckInList(client: PortalClient): void {
  if (!loadStoredSession(localStorage, sessionStorage)) return;
  const fields = checkInListFields(CHECKIN_COLUMNS.stored());
  const key = prefetchKey(checkInListKey(DEFAULT_CHECKIN_FILTER, DEFAULT_CHECKIN_SORT), fields);
  prefetchFirstWindow(
    key,
    () => fetchCheckInWindow(client.session.api, DEFAULT_CHECKIN_FILTER, DEFAULT_CHECKIN_SORT, fields, 0, WINDOW_SIZE),
    client.clock.now(),
  );
}
