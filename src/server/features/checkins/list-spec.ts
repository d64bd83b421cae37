import { sql, type Kysely } from "kysely";
import type { CheckInColumnFilters, CheckInListFilter, CheckInSort } from "../../../shared/generated/checkins";
import { CHECKIN_SORT_COLUMNS } from "../../db/migrations/0009-checkins";
import { CHECKIN_SEARCH_SQL } from "../../db/migrations/0024-work-order-list";
import type { Database } from "../../db/tables";
import { onlyCompany, scopeName, type CompanyScope } from "../../lists/company-scope";
import { activeContains, whereText, type ContainsColumn } from "../../lists/text-filters";
import type { WindowSpec } from "../../lists/windowed-list";

/** The search text as the trigram index checkins_search_idx sees it (the same expression, so the index is used). */
const SEARCH_TEXT = sql<string>`${sql.raw(CHECKIN_SEARCH_SQL)}`;

/** Column filter (by column id) → its text; the employee's name is part of SEARCH_TEXT, so the index narrows first. */
const CONTAINS_TEXT: Record<keyof CheckInColumnFilters, ContainsColumn> = {
  employee: { text: sql<string>`employee_key`, indexed: true },
};

/**
 * The window spec of a check-in list: company-scoped (or every company's, for the operator), and limited to one user for a session that sees only its own
 * check-ins (scope.ts) whatever the filter asks. Check-ins are never edited, so only adds change counts and positions.
 */
export function checkInListSpec(db: Kysely<Database>, scope: CompanyScope, filter: CheckInListFilter, sort: CheckInSort, onlyUser: string | undefined): WindowSpec {
  const userId = onlyUser ?? filter.userId;
  const result = filter.result ?? "any";
  // A session limited to itself that asks for someone else gets nobody's rows, not its own.
  const impossible = onlyUser !== undefined && filter.userId !== undefined && filter.userId !== onlyUser;
  const search = filter.search?.trim() ?? "";
  const contains = activeContains<keyof CheckInColumnFilters>(filter.contains);
  const companyId = onlyCompany(scope);
  const filtered = () => {
    let query = db.selectFrom("checkins");
    if (companyId !== undefined) query = query.where("company_id", "=", companyId);
    if (impossible) query = query.where("user_id", "=", "");
    else if (userId) query = query.where("user_id", "=", userId);
    if (filter.day) query = query.where("day", "=", filter.day);
    if (result === "fit") query = query.where("result", "=", "None");
    if (result === "notAble") query = query.where("result", "<>", "None");
    return whereText(query, SEARCH_TEXT, search, contains, CONTAINS_TEXT);
  };
  const normalized = { userId: impossible ? "-" : (userId ?? ""), day: filter.day ?? "", result, search: search.toLowerCase(), contains: contains.map(([column, text]) => [column, text.toLowerCase()]) };
  return {
    scope: scopeName(scope),
    cacheKey: JSON.stringify([scopeName(scope), "checkins", normalized, sort.column, sort.direction]),
    countKey: JSON.stringify([scopeName(scope), "checkins", normalized]),
    filtered,
    sortColumn: CHECKIN_SORT_COLUMNS[sort.column],
    direction: sort.direction,
    // A renamed employee's check-ins take the new name (migration 0009's trigger): searches by name can change.
    countDependsOnContent: search !== "" || contains.length > 0,
  };
}
