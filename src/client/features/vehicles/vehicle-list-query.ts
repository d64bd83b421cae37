// What the vehicle list asks the server for, shared by the screen and the route prefetch (the first window of a
// cold load is asked for before the screen's code has arrived): the default filter and sort, the columns the
// user chose to show, and the fields those columns need. Kept free of React and of the screen's code so it
// costs the entry chunk almost nothing.
import type { Vehicle, VehicleListField, VehicleListFilter, VehicleSort } from "../../../shared/generated/vehicles";
import { changedRows, listFields, listPrefetch, type ListSpec } from "../../sync/list-spec";
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

/** The vehicle list (docs/vehicles.md "Screens"), as its screen and its route prefetch ask for it. */
export const vehicleListSpec: ListSpec<VehicleRow, VehicleListFilter, VehicleSort, VehicleListField> = {
  name: "vehicles",
  defaultFilter: DEFAULT_VEHICLE_FILTER,
  defaultSort: DEFAULT_VEHICLE_SORT,
  columnFields: VEHICLE_COLUMN_FIELDS,
  columns: VEHICLE_COLUMNS,
  window: (api, request) => api.vehicleList(request),
  allCompanies: (api, request) => api.allCompaniesVehicleList(request),
  listenChanges: changedRows("VehiclesChangedNotification", (vehicle) => vehicle),
};

/** The fields the visible columns need (the cross-company list's too). */
export const vehicleListFields = (visibility: Record<string, boolean>) => listFields(vehicleListSpec, visibility);

/** The route prefetch of the list screens: the first window the screen will ask for, asked for now. */
export const prefetchVehicleList = listPrefetch(vehicleListSpec);
