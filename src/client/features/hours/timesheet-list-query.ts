// What the timesheet list asks the server for, shared by the screens and the route prefetch (as
// vehicle-list-query.ts): the default filter and sort, the columns the user chose to show, and the fields they need.
import type { Api } from "../../../shared/generated/client";
import type {
  Timesheet,
  TimesheetListField,
  TimesheetListFilter,
  TimesheetSort,
} from "../../../shared/generated/hours";
import type { PortalClient } from "../../app/portal-client";
import { companyIdFromUrl } from "../../app/routes";
import { rowsFromColumns, type Columns } from "../../sync/columnar";
import { completePayload } from "../../sync/complete-payload";
import { prefetchFirstWindow, prefetchKey } from "../../sync/list-prefetch";
import { loadStoredSession } from "../../sync/stored-session";
import { WINDOW_SIZE, type WindowPage } from "../../sync/windowed-list";
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

/** The fields the visible columns need, in a fixed order (so equal sets give equal keys). */
export function timesheetListFields(visibility: Record<string, boolean>): TimesheetListField[] {
  const wanted = new Set<TimesheetListField>();
  for (const [column, fields] of Object.entries(TIMESHEET_COLUMN_FIELDS))
    if (visibility[column] !== false) for (const field of fields) wanted.add(field);
  return [...wanted];
}

export const timesheetListKey = (filter: TimesheetListFilter, sort: TimesheetSort) =>
  `timesheets:${JSON.stringify([filter, sort])}`;

export async function fetchTimesheetWindow(
  api: Api,
  filter: TimesheetListFilter,
  sort: TimesheetSort,
  fields: readonly string[],
  offset: number,
  limit: number,
): Promise<WindowPage<TimesheetRow>> {
  const page = await completePayload(
    api.timesheetList({ filter, sort, offset, limit, fields: fields as TimesheetListField[] }),
  );
  return { count: page.count, ids: page.ids, items: rowsFromColumns<TimesheetRow>(page.ids, page.columns as Columns) };
}

/** The route prefetch of the company-wide list: the first window the screen will ask for, asked for now. */
export function prefetchTimesheetList(client: PortalClient, params: Record<string, string | undefined>): void {
  const stored = loadStoredSession(localStorage, sessionStorage);
  if (!stored || (params.companyId !== undefined && companyIdFromUrl(params.companyId) !== stored.company)) return;
  const fields = timesheetListFields(TIMESHEET_COLUMNS.stored());
  const key = prefetchKey(timesheetListKey(DEFAULT_TIMESHEET_FILTER, DEFAULT_TIMESHEET_SORT), fields);
  prefetchFirstWindow(
    key,
    () =>
      fetchTimesheetWindow(
        client.session.api,
        DEFAULT_TIMESHEET_FILTER,
        DEFAULT_TIMESHEET_SORT,
        fields,
        0,
        WINDOW_SIZE,
      ),
    client.clock.now(),
  );
}
