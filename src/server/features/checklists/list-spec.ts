import { sql, type Kysely, type Selectable } from "kysely";

import type { ChecklistListField, ChecklistListFilter, ChecklistSort } from "../../../shared/generated/checklists";
import { CHECKLIST_SORT_COLUMNS } from "../../db/migrations/0017-checklists";
import type { ChecklistsTable, Database } from "../../db/tables";
import type { ListFields } from "../../lists/columnar";
import { onlyCompany, scopeName, type CompanyScope } from "../../lists/company-scope";
import { whereText } from "../../lists/text-filters";
import type { WindowSpec } from "../../lists/windowed-list";

/** A company keeps tens of checklists, not thousands: the search scans them, no trigram index needed. */
const SEARCH_TEXT = sql<string>`lower(name || ' ' || description)`;

/** The window spec of the checklist list: company-scoped (or every company's, for the operator), active (default), removed or all, searched by name and description. */
export function checklistListSpec(
  db: Kysely<Database>,
  scope: CompanyScope,
  filter: ChecklistListFilter,
  sort: ChecklistSort,
): WindowSpec {
  const status = filter.status ?? "active";
  const search = filter.search?.trim() ?? "";
  const companyId = onlyCompany(scope);
  const filtered = () => {
    let query = db.selectFrom("checklists");
    if (companyId !== undefined) query = query.where("company_id", "=", companyId);
    if (status !== "all") query = query.where("deleted", "=", status === "removed");
    return whereText(query, SEARCH_TEXT, search, [], {});
  };
  const normalized = { status, search: search.toLowerCase() };
  return {
    scope: scopeName(scope),
    cacheKey: JSON.stringify([scopeName(scope), "checklists", normalized, sort.column, sort.direction]),
    countKey: JSON.stringify([scopeName(scope), "checklists", normalized]),
    filtered,
    sortColumn: CHECKLIST_SORT_COLUMNS[sort.column],
    direction: sort.direction,
    countDependsOnContent: search !== "",
  };
}

type Row = Selectable<ChecklistsTable>;

/** The checklist list's fields (schema ChecklistListField), as the details screen's Checklist gives them. */
export const CHECKLIST_LIST_FIELDS: ListFields<ChecklistListField, Row> = {
  name: { columns: ["name"], read: (r) => r.name },
  description: { columns: ["description"], read: (r) => (r.description === "" ? null : r.description) },
  itemCount: { columns: ["item_count"], read: (r) => r.item_count },
  resultCount: { columns: ["result_count"], read: (r) => r.result_count },
  lastResultAt: { columns: ["last_result_at"], read: (r) => r.last_result_at?.getTime() ?? null },
  createdDate: { columns: ["created_date"], read: (r) => r.created_date.getTime() },
  modifiedDate: { columns: ["modified_date"], read: (r) => r.modified_date.getTime() },
  deleted: { columns: ["deleted"], read: (r) => r.deleted },
};

export const ALL_CHECKLIST_LIST_FIELDS = Object.keys(CHECKLIST_LIST_FIELDS) as ChecklistListField[];
