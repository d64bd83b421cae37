// What the equipment list asks the server for, shared by the screen and the route prefetch (as
// vehicle-list-query.ts): the default filter and sort, the columns shown, and the fields those columns need.
import type { Api } from "../../../shared/generated/client";
import type {
  Equipment,
  EquipmentListField,
  EquipmentListFilter,
  EquipmentSort,
} from "../../../shared/generated/equipment";
import type { PortalClient } from "../../app/portal-client";
import { companyIdFromUrl } from "../../app/routes";
import { rowsFromColumns, type Columns } from "../../sync/columnar";
import { completePayload } from "../../sync/complete-payload";
import { prefetchFirstWindow, prefetchKey } from "../../sync/list-prefetch";
import { loadStoredSession } from "../../sync/stored-session";
import { WINDOW_SIZE, type WindowPage } from "../../sync/windowed-list";
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

/** The fields the visible columns need, in a stable order (so equal sets give equal keys). */
export function equipmentListFields(visibility: Record<string, boolean>): EquipmentListField[] {
  const wanted = new Set<EquipmentListField>();
  for (const [column, fields] of Object.entries(EQUIPMENT_COLUMN_FIELDS))
    if (visibility[column] !== false) for (const field of fields) wanted.add(field);
  return [...wanted];
}

export const equipmentListKey = (filter: EquipmentListFilter, sort: EquipmentSort) =>
  `equipment:${JSON.stringify([filter, sort])}`;

export async function fetchEquipmentWindow(
  api: Api,
  filter: EquipmentListFilter,
  sort: EquipmentSort,
  fields: readonly string[],
  offset: number,
  limit: number,
): Promise<WindowPage<EquipmentRow>> {
  const page = await completePayload(
    api.equipmentList({ filter, sort, offset, limit, fields: fields as EquipmentListField[] }),
  );
  return { count: page.count, ids: page.ids, items: rowsFromColumns<EquipmentRow>(page.ids, page.columns as Columns) };
}

/** The route prefetch of the list screens: the first window the screen will ask for, asked for now. */
export function prefetchEquipmentList(client: PortalClient, params: Record<string, string | undefined>): void {
  const stored = loadStoredSession(localStorage, sessionStorage);
  if (!stored || (params.companyId !== undefined && companyIdFromUrl(params.companyId) !== stored.company)) return;
  const fields = equipmentListFields(EQUIPMENT_COLUMNS.stored());
  const key = prefetchKey(equipmentListKey(DEFAULT_EQUIPMENT_FILTER, DEFAULT_EQUIPMENT_SORT), fields);
  prefetchFirstWindow(
    key,
    () =>
      fetchEquipmentWindow(
        client.session.api,
        DEFAULT_EQUIPMENT_FILTER,
        DEFAULT_EQUIPMENT_SORT,
        fields,
        0,
        WINDOW_SIZE,
      ),
    client.clock.now(),
  );
}
