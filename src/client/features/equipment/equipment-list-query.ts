// What the equipment list asks the server for, shared by the screen and the route prefetch (as
// vehicle-list-query.ts): the default filter and sort, the columns shown, and the fields those columns need.
import type {
  Equipment,
  EquipmentListField,
  EquipmentListFilter,
  EquipmentSort,
} from "../../../shared/generated/equipment";
import { changedRows, listFields, listPrefetch, type ListSpec } from "../../sync/list-spec";
import { columnVisibilityStore } from "../../ui/virtual-table/column-visibility";

/** What a list row holds: the id and the list fields the visible columns show. */
export type EquipmentRow = Pick<Equipment, "id"> & Partial<Pick<Equipment, EquipmentListField>>;

export const DEFAULT_EQUIPMENT_FILTER: EquipmentListFilter = { status: "active" };
export const DEFAULT_EQUIPMENT_SORT: EquipmentSort = { column: "name", direction: "asc" };

/** Column id → the list fields its cell reads (schema EquipmentListField). */
export const EQUIPMENT_COLUMN_FIELDS: Record<string, readonly EquipmentListField[]> = {
  name: ["name"],
  make: ["make", "model"],
  serial: ["serial"],
  year: ["year"],
  hoursMeter: ["hoursMeter"],
  defectType: ["defectType"],
  lastInspectedAt: ["lastInspectedAt"],
  modifiedDate: ["modifiedDate"],
};

/** Columns shown per screen size: a phone starts with the name and the status, which fit its width. */
export const EQUIPMENT_COLUMNS = columnVisibilityStore(
  "fleet.equipment.columns",
  ["modifiedDate"],
  ["make", "serial", "year", "hoursMeter", "lastInspectedAt", "modifiedDate"],
);

/** The equipment list (docs/equipment.md "Screens"), as its screen and its route prefetch ask for it. */
export const equipmentListSpec: ListSpec<EquipmentRow, EquipmentListFilter, EquipmentSort, EquipmentListField> = {
  name: "equipment",
  defaultFilter: DEFAULT_EQUIPMENT_FILTER,
  defaultSort: DEFAULT_EQUIPMENT_SORT,
  columnFields: EQUIPMENT_COLUMN_FIELDS,
  columns: EQUIPMENT_COLUMNS,
  window: (api, request) => api.equipmentList(request),
  allCompanies: (api, request) => api.allCompaniesEquipmentList(request),
  listenChanges: changedRows("EquipmentChangedNotification"),
};

/** The fields the visible columns need. */
export const equipmentListFields = (visibility: Record<string, boolean>) => listFields(equipmentListSpec, visibility);

/** The route prefetch: the first window the screen will ask for, asked for now. */
export const prefetchEquipmentList = listPrefetch(equipmentListSpec);
