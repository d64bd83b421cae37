// What the checklist and result lists ask the server for, shared by the screens and the route prefetch (as
// checkin-list-query.ts): default filters and sorts, the columns shown, the fields those columns need.
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
import { changedRows, listFields, listPrefetch, type ListSpec } from "../../sync/list-spec";
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

/** The checklists list (docs/checklists.md "Screens"), as its screen and its route prefetch ask for it. */
export const checklistListSpec: ListSpec<ChecklistRow, ChecklistListFilter, ChecklistSort, ChecklistListField> = {
  name: "checklists",
  defaultFilter: DEFAULT_CHECKLIST_FILTER,
  defaultSort: DEFAULT_CHECKLIST_SORT,
  columnFields: CHECKLIST_COLUMN_FIELDS,
  columns: CHECKLIST_COLUMNS,
  window: (api, request) => api.checklistList(request),
  allCompanies: (api, request) => api.allCompaniesChecklistList(request),
  listenChanges: changedRows("ChecklistsChangedNotification", checklistRow),
};

/** The fields the visible columns need (the cross-company list's too). */
export const checklistListFields = (visibility: Record<string, boolean>) => listFields(checklistListSpec, visibility);

/** The route prefetch: the first window the screen will ask for, asked for now. */
export const prefetchChecklistList = listPrefetch(checklistListSpec);

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
/** A checklist's, a vehicle's or the company's results: every field, no column choice (one fixed table). */
export const resultListSpec: ListSpec<
  ResultRow,
  ChecklistResultListFilter,
  ChecklistResultSort,
  ChecklistResultListField
> = {
  name: "checklistResults",
  defaultFilter: {},
  defaultSort: DEFAULT_RESULT_SORT,
  columnFields: Object.fromEntries(ALL_RESULT_FIELDS.map((field) => [field, [field]])),
  columns: columnVisibilityStore("fleet.checklistResults.columns", [], []),
  window: (api, request) => api.checklistResultList(request),
  listenChanges: changedRows("ChecklistResultsChangedNotification"),
};
