import { sql, type Kysely } from "kysely";

import type { WorkOrderColumnFilters, WorkOrderListFilter, WorkOrderSort } from "../../../shared/generated/work-orders";
import { WORK_ORDER_SEARCH_SQL, WORK_ORDER_SORT_COLUMNS } from "../../db/migrations/0024-work-order-list";
import type { Database } from "../../db/tables";
import { activeContains, whereText, type ContainsColumn } from "../../lists/text-filters";
import type { WindowSpec } from "../../lists/windowed-list";

/** The search text as the trigram index sees it (the same expression, so the index is used). */
const SEARCH_TEXT = sql<string>`${sql.raw(WORK_ORDER_SEARCH_SQL)}`;

/** Column filter → its text; each is part of SEARCH_TEXT, so the trigram index narrows the rows first. */
const CONTAINS_TEXT: Record<keyof WorkOrderColumnFilters, ContainsColumn> = {
  vehicleName: { text: sql<string>`lower(vehicle_name)`, indexed: true },
  defects: { text: sql<string>`lower(defects_text)`, indexed: true },
  assignee: { text: sql<string>`assignee_key`, indexed: true },
};

/**
 * The window spec of the company's work order list (migration 0024): status filter (active = not completed), one
 * unit, search and column filters, each sort from its index.
 */
export function workOrderListSpec(
  db: Kysely<Database>,
  companyId: string,
  filter: WorkOrderListFilter,
  sort: WorkOrderSort,
): WindowSpec {
  const search = filter.search?.trim() ?? "";
  const status = filter.status ?? "";
  const contains = activeContains<keyof WorkOrderColumnFilters>(filter.contains);
  const filtered = () => {
    let query = db.selectFrom("vehicle_work_orders").where("company_id", "=", companyId);
    if (status === "active") query = query.where("status", "<>", "completed");
    else if (status) query = query.where("status", "=", status);
    if (filter.vehicleId) query = query.where("vehicle_id", "=", filter.vehicleId);
    return whereText(query, SEARCH_TEXT, search, contains, CONTAINS_TEXT);
  };
  const normalized = {
    status,
    vehicleId: filter.vehicleId ?? "",
    search: search.toLowerCase(),
    contains: contains.map(([column, text]) => [column, text.toLowerCase()]),
  };
  return {
    scope: companyId,
    cacheKey: JSON.stringify([companyId, "workOrders", normalized, sort.column, sort.direction]),
    countKey: JSON.stringify([companyId, "workOrders", normalized]),
    filtered,
    sortColumn: WORK_ORDER_SORT_COLUMNS[sort.column],
    direction: sort.direction,
    // Status and assignee change after opening; the unit, the number and the defects never do.
    countDependsOnContent: status !== "" || normalized.search !== "" || contains.length > 0,
  };
}
