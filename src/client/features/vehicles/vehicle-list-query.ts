// What the vehicle list asks the server for, shared by the screen and the route prefetch (the first window of a
// cold load is asked for before the screen's code has arrived): the default filter and sort, the columns the
// user chose to show, and the fields those columns need. Kept free of React and of the screen's code so it
// costs the entry chunk almost nothing.
import type { Api } from "../../../shared/generated/client";
import type { Vehicle, VehicleListField, VehicleListFilter, VehicleSort } from "../../../shared/generated/vehicles";
import type { PortalClient } from "../../app/portal-client";
import { companyIdFromUrl } from "../../app/routes";
import { rowsFromColumns, type Columns } from "../../sync/columnar";
import { completePayload } from "../../sync/complete-payload";
import { prefetchFirstWindow, prefetchKey } from "../../sync/list-prefetch";
import { loadStoredSession } from "../../sync/stored-session";
import { WINDOW_SIZE, type WindowPage } from "../../sync/windowed-list";
import { columnVisibilityStore } from "../../ui/virtual-table/column-visibility";

/** What a list row holds: the id and the list fields the visible columns show. */
export type VehicleRow = Pick<Vehicle, "id"> & Partial<Pick<Vehicle, VehicleListField>>;

export const DEFAULT_VEHICLE_FILTER: VehicleListFilter = { status: "active" };
export const DEFAULT_VEHICLE_SORT: VehicleSort = { column: "name", direction: "asc" };

/** Column id → the list fields its cell reads (schema VehicleListField). */
export const VEHICLE_COLUMN_FIELDS: Record<string, readonly VehicleListField[]> = {
  name: ["name"],
  plate: ["plate"],
  categoryName: ["categoryName"],
  make: ["make", "model"],
  year: ["year"],
  vin: ["vin"],
  safetyExpiry: ["safetyExpiry"],
  plateExpiry: ["plateExpiry"],
  defectType: ["defectType"],
  odometer: ["odometer", "odometerType"],
  modifiedDate: ["modifiedDate"],
};

/**
 * The columns shown, per screen size: VIN, odometer and last change start hidden, to keep the first view readable;
 * a phone starts with the name, the plate and the safety expiry, which fit its width.
 */
export const VEHICLE_COLUMNS = columnVisibilityStore(
  "fleet.vehicles.columns",
  ["vin", "odometer", "modifiedDate"],
  ["categoryName", "make", "year", "vin", "plateExpiry", "defectType", "odometer", "modifiedDate"],
);

/** The fields the visible columns need, in schema order (so equal sets give equal keys). */
export function vehicleListFields(visibility: Record<string, boolean>): VehicleListField[] {
  const wanted = new Set<VehicleListField>();
  for (const [column, fields] of Object.entries(VEHICLE_COLUMN_FIELDS))
    if (visibility[column] !== false) for (const field of fields) wanted.add(field);
  return [...wanted];
}

export const vehicleListKey = (filter: VehicleListFilter, sort: VehicleSort) =>
  `vehicles:${JSON.stringify([filter, sort])}`;

export async function fetchVehicleWindow(
  api: Api,
  filter: VehicleListFilter,
  sort: VehicleSort,
  fields: readonly string[],
  offset: number,
  limit: number,
): Promise<WindowPage<VehicleRow>> {
  const page = await completePayload(
    api.vehicleList({ filter, sort, offset, limit, fields: fields as VehicleListField[] }),
  );
  return { count: page.count, ids: page.ids, items: rowsFromColumns<VehicleRow>(page.ids, page.columns as Columns) };
}

/** The route prefetch of the list screens: the first window the screen will ask for, asked for now. */
export function prefetchVehicleList(client: PortalClient, params: Record<string, string | undefined>): void {
  const stored = loadStoredSession(localStorage, sessionStorage);
  // Signed out, or the URL names another company than the one the session resumes in: the screen will ask.
  if (!stored || (params.companyId !== undefined && companyIdFromUrl(params.companyId) !== stored.company)) return;
  const fields = vehicleListFields(VEHICLE_COLUMNS.stored());
  const key = prefetchKey(vehicleListKey(DEFAULT_VEHICLE_FILTER, DEFAULT_VEHICLE_SORT), fields);
  prefetchFirstWindow(
    key,
    () => fetchVehicleWindow(client.session.api, DEFAULT_VEHICLE_FILTER, DEFAULT_VEHICLE_SORT, fields, 0, WINDOW_SIZE),
    client.clock.now(),
  );
}
