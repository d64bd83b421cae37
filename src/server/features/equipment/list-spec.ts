import { sql, type Kysely } from "kysely";

import type { EquipmentListFilter, EquipmentSort } from "../../../shared/generated/equipment";
import { EQUIPMENT_SORT_COLUMNS } from "../../db/migrations/0018-equipment";
import type { Database } from "../../db/tables";
import { onlyCompany, scopeName, type CompanyScope } from "../../lists/company-scope";
import { whereText } from "../../lists/text-filters";
import type { WindowSpec } from "../../lists/windowed-list";

/** The search text as the trigram index of migration 0018 sees it (the same expression, so the index is used). */
const SEARCH_TEXT = sql<string>`lower(name || ' ' || make || ' ' || model || ' ' || serial)`;

/** The window spec of an equipment list: company-scoped (or every company's, for the operator) filter, sort and cache key (as vehicles' list-spec.ts). */
export function equipmentListSpec(
  db: Kysely<Database>,
  scope: CompanyScope,
  filter: EquipmentListFilter,
  sort: EquipmentSort,
): WindowSpec {
  const status = filter.status ?? "active";
  const search = filter.search?.trim() ?? "";
  const defect = filter.defect ?? "any";
  const companyId = onlyCompany(scope);
  const filtered = () => {
    let query = db.selectFrom("equipment");
    if (companyId !== undefined) query = query.where("company_id", "=", companyId);
    if (status !== "all") query = query.where("deleted", "=", status === "removed");
    if (defect !== "any") query = query.where("defect_type", "=", defect);
    return whereText(query, SEARCH_TEXT, search, [], {});
  };
  const normalized = { status, defect, search: search.toLowerCase() };
  return {
    scope: scopeName(scope),
    cacheKey: JSON.stringify(["equipment", scopeName(scope), normalized, sort.column, sort.direction]),
    countKey: JSON.stringify(["equipment", scopeName(scope), normalized]),
    filtered,
    sortColumn: EQUIPMENT_SORT_COLUMNS[sort.column],
    direction: sort.direction,
    countDependsOnContent: defect !== "any" || search !== "",
  };
}
