// What the work orders list asks the server for, shared by the screen and the route prefetch (as
// inspection-list-query.ts): the default filter and sort, the columns the user chose to show, and the fields they need.
import type { Api } from "../../../shared/generated/client";
import type {
  WorkOrderListField,
  WorkOrderListFilter,
  WorkOrderSort,
  WorkOrderSummary,
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
export type WorkOrderRow = Pick<WorkOrderSummary, "id"> & Partial<Omit<WorkOrderSummary, "id">>;

/** Every work order, newest number first (the status filter narrows to what the shop still has to do). */
export const DEFAULT_WORK_ORDER_FILTER: WorkOrderListFilter = {};
export const DEFAULT_WORK_ORDER_SORT: WorkOrderSort = { column: "number", direction: "desc" };

/** Column id → the list fields its cell reads (schema WorkOrderListField). */
export const WORK_ORDER_COLUMN_FIELDS: Record<string, readonly WorkOrderListField[]> = {
  number: ["number"],
  vehicleName: ["vehicleName"],
  defects: ["defectCount", "majorDefects", "defectSummary"],
  status: ["status"],
  openedAt: ["openedAt"],
  dueAt: ["dueAt", "status"],
  completedAt: ["completedAt"],
  assignee: ["assignedToName"],
};

/** Due and completed start hidden; a phone starts with the number, the unit and the status, which fit its width. */
export const WORK_ORDER_COLUMNS = columnVisibilityStore(
  "fleet.workorders.columns",
  ["dueAt", "completedAt"],
  ["defects", "openedAt", "dueAt", "completedAt", "assignee"],
);

/** The fields the visible columns need, in a fixed order (so equal sets give equal keys). */
export function workOrderListFields(visibility: Record<string, boolean>): WorkOrderListField[] {
  const wanted = new Set<WorkOrderListField>();
  for (const [column, fields] of Object.entries(WORK_ORDER_COLUMN_FIELDS))
    if (visibility[column] !== false) for (const field of fields) wanted.add(field);
  return [...wanted];
}

export const workOrderListKey = (filter: WorkOrderListFilter, sort: WorkOrderSort) =>
  `workorders:${JSON.stringify([filter, sort])}`;

export async function fetchWorkOrderWindow(
  api: Api,
  filter: WorkOrderListFilter,
  sort: WorkOrderSort,
  fields: readonly string[],
  offset: number,
  limit: number,
): Promise<WindowPage<WorkOrderRow>> {
  const page = await completePayload(
    api.workOrderList({ filter, sort, offset, limit, fields: fields as WorkOrderListField[] }),
  );
  return { count: page.count, ids: page.ids, items: rowsFromColumns<WorkOrderRow>(page.ids, page.columns as Columns) };
}

/** The route prefetch: the first window the screen will ask for, asked for now. */
export function prefetchWorkOrderList(client: PortalClient, params: Record<string, string | undefined>): void {
  const stored = loadStoredSession(localStorage, sessionStorage);
  if (!stored || (params.companyId !== undefined && companyIdFromUrl(params.companyId) !== stored.company)) return;
  const fields = workOrderListFields(WORK_ORDER_COLUMNS.stored());
  const key = prefetchKey(workOrderListKey(DEFAULT_WORK_ORDER_FILTER, DEFAULT_WORK_ORDER_SORT), fields);
  prefetchFirstWindow(
    key,
    () =>
      fetchWorkOrderWindow(
        client.session.api,
        DEFAULT_WORK_ORDER_FILTER,
        DEFAULT_WORK_ORDER_SORT,
        fields,
        0,
        WINDOW_SIZE,
      ),
    client.clock.now(),
  );
}
