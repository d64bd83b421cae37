// What the inspections list asks the server for, shared by the screens and the route prefetch (as
// vehicle-list-query.ts): the default filter and sort, the columns the user chose to show, and the fields they need.
import type { Api } from "../../../shared/generated/client";
import type {
  InspectionListField,
  InspectionListFilter,
  InspectionSort,
  InspectionSummary,
} from "../../../shared/generated/inspections";
import type { PortalClient } from "../../app/portal-client";
import { companyIdFromUrl } from "../../app/routes";
import { rowsFromColumns, type Columns } from "../../sync/columnar";
import { completePayload } from "../../sync/complete-payload";
import { prefetchFirstWindow, prefetchKey } from "../../sync/list-prefetch";
import { loadStoredSession } from "../../sync/stored-session";
import { WINDOW_SIZE, type WindowPage } from "../../sync/windowed-list";
import { columnVisibilityStore } from "../../ui/virtual-table/column-visibility";

/** A list row: the id and the list fields the visible columns show. */
export type InspectionRow = Pick<InspectionSummary, "id"> & Partial<Omit<InspectionSummary, "id">>;

/** Everything, newest first. */
export const DEFAULT_INSPECTION_FILTER: InspectionListFilter = {};
export const DEFAULT_INSPECTION_SORT: InspectionSort = { column: "inspectedAt", direction: "desc" };

/** Column id → the list fields its cell reads (schema InspectionListField). */
export const INSPECTION_COLUMN_FIELDS: Record<string, readonly InspectionListField[]> = {
  inspectedAt: ["inspectedAt"],
  vehicleName: ["vehicleName", "vehiclePlate"],
  trailerNames: ["trailerNames"],
  driverName: ["driverName"],
  tripType: ["tripType"],
  status: ["status"],
  openDefects: ["openDefects"],
  odometer: ["odometer"],
  location: ["location"],
  validUntil: ["validUntil"],
};

/**
 * The columns shown, per screen size: odometer, location and "valid until" start hidden; a phone starts with the
 * date, the vehicle and the status, which fit its width.
 */
export const INSPECTION_COLUMNS = columnVisibilityStore(
  "fleet.inspections.columns",
  ["odometer", "location", "validUntil"],
  ["trailerNames", "driverName", "tripType", "openDefects", "odometer", "location", "validUntil"],
);

/** The fields the visible columns need, in a fixed order (so equal sets give equal keys). */
export function inspectionListFields(visibility: Record<string, boolean>): InspectionListField[] {
  const wanted = new Set<InspectionListField>();
  for (const [column, fields] of Object.entries(INSPECTION_COLUMN_FIELDS))
    if (visibility[column] !== false) for (const field of fields) wanted.add(field);
  return [...wanted];
}

export const inspectionListKey = (filter: InspectionListFilter, sort: InspectionSort) =>
  `inspections:${JSON.stringify([filter, sort])}`;

export async function fetchInspectionWindow(
  api: Api,
  filter: InspectionListFilter,
  sort: InspectionSort,
  fields: readonly string[],
  offset: number,
  limit: number,
): Promise<WindowPage<InspectionRow>> {
  const page = await completePayload(
    api.inspectionList({ filter, sort, offset, limit, fields: fields as InspectionListField[] }),
  );
  return { count: page.count, ids: page.ids, items: rowsFromColumns<InspectionRow>(page.ids, page.columns as Columns) };
}

/** The route prefetch of the company-wide list: the first window the screen will ask for, asked for now. */
export function prefetchInspectionList(client: PortalClient, params: Record<string, string | undefined>): void {
  const stored = loadStoredSession(localStorage, sessionStorage);
  if (!stored || (params.companyId !== undefined && companyIdFromUrl(params.companyId) !== stored.company)) return;
  const fields = inspectionListFields(INSPECTION_COLUMNS.stored());
  const key = prefetchKey(inspectionListKey(DEFAULT_INSPECTION_FILTER, DEFAULT_INSPECTION_SORT), fields);
  prefetchFirstWindow(
    key,
    () =>
      fetchInspectionWindow(
        client.session.api,
        DEFAULT_INSPECTION_FILTER,
        DEFAULT_INSPECTION_SORT,
        fields,
        0,
        WINDOW_SIZE,
      ),
    client.clock.now(),
  );
}
