import type {
  Checklist,
  ChecklistListField,
  ChecklistListFilter,
  ChecklistResultListField,
  ChecklistResultListFilter,
  ChecklistResultSort,
  ChecklistResultSummary,
  ChecklistSort,
} from "../../../shared/generated/checklists";
// What the checklist and result lists ask the server for, shared by the screens and the route prefetch (as
// checkin-list-query.ts): default filters and sorts, the columns shown, the fields those columns need.
import type { Api } from "../../../shared/generated/client";
import type { PortalClient } from "../../app/portal-client";
import { rowsFromColumns, type Columns } from "../../sync/columnar";
import { completePayload } from "../../sync/complete-payload";
import { prefetchFirstWindow, prefetchKey } from "../../sync/list-prefetch";
import { loadStoredSession } from "../../sync/stored-session";
import { WINDOW_SIZE, type WindowPage } from "../../sync/windowed-list";
import { columnVisibilityStore } from "../../ui/virtual-table/column-visibility";

export interface ChecklistRow {
  id: string;
  name?: string;
  description?: string | null;
  itemCount?: number;
  resultCount?: number;
  lastResultAt?: number | null;
  createdDate?: number;
  modifiedDate?: number;
  deleted?: boolean;
}

export const DEFAULT_CHECKLIST_FILTER: ChecklistListFilter = { status: "active" };
export const DEFAULT_CHECKLIST_SORT: ChecklistSort = { column: "name", direction: "asc" };

export const CHECKLIST_COLUMN_FIELDS: Record<string, readonly ChecklistListField[]> = {
  name: ["name", "deleted"],
  description: ["description"],
  itemCount: ["itemCount"],
  resultCount: ["resultCount"],
  lastResultAt: ["lastResultAt"],
  modifiedDate: ["modifiedDate"],
};

export const CHECKLIST_COLUMNS = columnVisibilityStore(
  "fleet.checklists.columns",
  ["modifiedDate"],
  ["description", "lastResultAt", "modifiedDate"],
);

function fieldsFor<F extends string>(table: Record<string, readonly F[]>, visibility: Record<string, boolean>): F[] {
  const wanted = new Set<F>();
  for (const [column, fields] of Object.entries(table))
    if (visibility[column] !== false) for (const field of fields) wanted.add(field);
  return [...wanted];
}

export const checklistListFields = (visibility: Record<string, boolean>) =>
  fieldsFor(CHECKLIST_COLUMN_FIELDS, visibility);
export const checklistListKey = (filter: ChecklistListFilter, sort: ChecklistSort) =>
  `checklists:${JSON.stringify([filter, sort])}`;

export function checklistRow(checklist: Checklist): ChecklistRow {
  return {
    id: checklist.id,
    name: checklist.name,
    description: checklist.description || null,
    itemCount: checklist.itemCount,
    resultCount: checklist.resultCount,
    lastResultAt: checklist.lastResultAt ?? null,
    ...(checklist.createdDate !== undefined ? { createdDate: checklist.createdDate } : {}),
    ...(checklist.modifiedDate !== undefined ? { modifiedDate: checklist.modifiedDate } : {}),
    deleted: checklist.deleted,
  };
}

export async function fetchChecklistWindow(
  api: Api,
  filter: ChecklistListFilter,
  sort: ChecklistSort,
  fields: readonly string[],
  offset: number,
  limit: number,
): Promise<WindowPage<ChecklistRow>> {
  const page = await completePayload(
    api.checklistList({ filter, sort, offset, limit, fields: fields as ChecklistListField[] }),
  );
  return { count: page.count, ids: page.ids, items: rowsFromColumns<ChecklistRow>(page.ids, page.columns as Columns) };
}

export function prefetchChecklistList(client: PortalClient): void {
  if (!loadStoredSession(localStorage, sessionStorage)) return;
  const fields = checklistListFields(CHECKLIST_COLUMNS.stored());
  const key = prefetchKey(checklistListKey(DEFAULT_CHECKLIST_FILTER, DEFAULT_CHECKLIST_SORT), fields);
  prefetchFirstWindow(
    key,
    () =>
      fetchChecklistWindow(
        client.session.api,
        DEFAULT_CHECKLIST_FILTER,
        DEFAULT_CHECKLIST_SORT,
        fields,
        0,
        WINDOW_SIZE,
      ),
    client.clock.now(),
  );
}

export type ResultRow = Partial<ChecklistResultSummary> & { id: string };

export const DEFAULT_RESULT_SORT: ChecklistResultSort = { column: "filledAt", direction: "desc" };
export const ALL_RESULT_FIELDS: readonly ChecklistResultListField[] = [
  "filledAt",
  "checklistId",
  "checklistName",
  "vehicleId",
  "vehicleName",
  "employeeName",
  "resultType",
  "defectType",
];
export const resultListKey = (filter: ChecklistResultListFilter, sort: ChecklistResultSort) =>
  `checklistResults:${JSON.stringify([filter, sort])}`;

export async function fetchResultWindow(
  api: Api,
  filter: ChecklistResultListFilter,
  sort: ChecklistResultSort,
  fields: readonly string[],
  offset: number,
  limit: number,
): Promise<WindowPage<ResultRow>> {
  const page = await completePayload(
    api.checklistResultList({ filter, sort, offset, limit, fields: fields as ChecklistResultListField[] }),
  );
  return { count: page.count, ids: page.ids, items: rowsFromColumns<ResultRow>(page.ids, page.columns as Columns) };
}
