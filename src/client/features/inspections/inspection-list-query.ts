// What the inspections list asks the server for, shared by the screens and the route prefetch (as
// vehicle-list-query.ts): the default filter and sort, the columns the user chose to show, and the fields they need.
import type {
  InspectionListField,
  InspectionListFilter,
  InspectionSort,
  InspectionSummary,
} from "../../../shared/generated/inspections";
import { changedRows, listFields, listPrefetch, type ListSpec } from "../../sync/list-spec";
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
  status: ["status", "foundStatus"],
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

/** The inspections list (docs/inspections.md "Screens"), as its screen and its route prefetch ask for it. */
export const inspectionListSpec: ListSpec<InspectionRow, InspectionListFilter, InspectionSort, InspectionListField> = {
  name: "inspections",
  defaultFilter: DEFAULT_INSPECTION_FILTER,
  defaultSort: DEFAULT_INSPECTION_SORT,
  columnFields: INSPECTION_COLUMN_FIELDS,
  columns: INSPECTION_COLUMNS,
  window: (api, request) => api.inspectionList(request),
  allCompanies: (api, request) => api.allCompaniesInspectionList(request),
  listenChanges: changedRows("InspectionsChangedNotification"),
};

/** The fields the visible columns need. */
export const inspectionListFields = (visibility: Record<string, boolean>) => listFields(inspectionListSpec, visibility);

/** The route prefetch: the first window the screen will ask for, asked for now. */
export const prefetchInspectionList = listPrefetch(inspectionListSpec);
