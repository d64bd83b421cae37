// What the work orders list asks the server for, shared by the screen and the route prefetch (as
// inspection-list-query.ts): the default filter and sort, the columns the user chose to show, and the fields they need.
import type {
  WorkOrderListField,
  WorkOrderListFilter,
  WorkOrderSort,
  WorkOrderSummary,
} from "../../../shared/generated/work-orders";
import { changedRows, listFields, listPrefetch, type ListSpec } from "../../sync/list-spec";
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

/** The work orders list (docs/work-orders.md "Screens"), as its screen and its route prefetch ask for it. */
export const workOrderListSpec: ListSpec<WorkOrderRow, WorkOrderListFilter, WorkOrderSort, WorkOrderListField> = {
  name: "workorders",
  defaultFilter: DEFAULT_WORK_ORDER_FILTER,
  defaultSort: DEFAULT_WORK_ORDER_SORT,
  columnFields: WORK_ORDER_COLUMN_FIELDS,
  columns: WORK_ORDER_COLUMNS,
  window: (api, request) => api.workOrderList(request),
  listenChanges: changedRows("WorkOrdersChangedNotification"),
};

/** The fields the visible columns need. */
export const workOrderListFields = (visibility: Record<string, boolean>) => listFields(workOrderListSpec, visibility);

/** The route prefetch: the first window the screen will ask for, asked for now. */
export const prefetchWorkOrderList = listPrefetch(workOrderListSpec);
