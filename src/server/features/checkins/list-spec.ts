import { sql, type Kysely } from "kysely";

import type { CheckInColumnFilters, CheckInListFilter, CheckInSort } from "../../../shared/generated/checkins";
import { CHECKIN_SORT_COLUMNS } from "../../db/migrations/0009-checkins";
import { CHECKIN_SEARCH_SQL } from "../../db/migrations/0024-work-order-list";
import type { Database } from "../../db/tables";
import { onlyCompany, scopeName, type CompanyScope } from "../../lists/company-scope";
import {
  activeContains,
  TextFilters,
  withTextKeys,
  type ContainsColumn,
  type TermDictionary,
} from "../../lists/text-filters";
import type { WindowSpec } from "../../lists/windowed-list";

/** The search text as the trigram index checkins_search_idx sees it (the same expression, so the index is used). */
const SEARCH_TEXT = sql<string>`${sql.raw(CHECKIN_SEARCH_SQL)}`;

/** Column filter (by column id) → its text; the employee's name is part of SEARCH_TEXT, so the index narrows first. */
const CONTAINS_TEXT: Record<keyof CheckInColumnFilters, ContainsColumn> = {
  employee: { text: sql<string>`employee_key`, indexed: true },
};

/**
 * The employees' names, per company (migration 0026); a reason is free text on the few "not able to work" check-ins,
 * searched through its own trigram index (checkins_reason_search_idx, the same expression).
 */
const EMPLOYEE_NAME = { column: "employee_key", everyRow: true };
const DICTIONARY: TermDictionary<keyof CheckInColumnFilters> = {
  list: "checkins",
  search: [EMPLOYEE_NAME],
  alsoSearch: [sql<string>`lower(reason)`],
  contains: { employee: EMPLOYEE_NAME },
};

/**
 * The window spec of a check-in list: company-scoped (or every company's, for the operator), and limited to one user for a session that sees only its own
 * check-ins (scope.ts) whatever the filter asks. Check-ins are never edited, so only adds change counts and positions.
 */
export function checkInListSpec(
  db: Kysely<Database>,
  scope: CompanyScope,
  filter: CheckInListFilter,
  sort: CheckInSort,
  onlyUser: string | undefined,
): WindowSpec {
  const userId = onlyUser ?? filter.userId;
  const result = filter.result ?? "any";
  // A session limited to itself that asks for someone else gets nobody's rows, not its own.
  const impossible = onlyUser !== undefined && filter.userId !== undefined && filter.userId !== onlyUser;
  const companyId = onlyCompany(scope);
  const text = new TextFilters(
    db,
    companyId,
    SEARCH_TEXT,
    CONTAINS_TEXT,
    DICTIONARY,
    filter.search?.trim() ?? "",
    activeContains<keyof CheckInColumnFilters>(filter.contains),
  );
  // The list without its texts (what a text narrows; countBy counts through it).
  const unfiltered = () => {
    let query = db.selectFrom("checkins");
    if (companyId !== undefined) query = query.where("company_id", "=", companyId);
    if (impossible) query = query.where("user_id", "=", "");
    else if (userId) query = query.where("user_id", "=", userId);
    if (filter.day) query = query.where("day", "=", filter.day);
    if (result === "fit") query = query.where("result", "=", "None");
    // Not "<>", which no index range answers: the few such check-ins are two ranges of the result index.
    if (result === "notAble")
      query = query.where((eb) => eb.or([eb("result", "<", "None"), eb("result", ">", "None")]));
    return query;
  };
  const filtered = () => text.apply(unfiltered());
  const normalized = { userId: impossible ? "-" : (userId ?? ""), day: filter.day ?? "", result };
  return withTextKeys(text, [scopeName(scope), "checkins"], normalized, sort, {
    scope: scopeName(scope),
    // A select filter being tried: its samples wait for the choice to settle.
    typed: result !== "any",
    countBy: () => {
      const mismatching = text.mismatching(unfiltered());
      const { search: _search, contains: _contains, ...withoutText } = filter;
      if (mismatching) return { without: checkInListSpec(db, scope, withoutText, sort, onlyUser), mismatching };
      // Most check-ins are fit: counted as every check-in less those that are not.
      if (result !== "fit" || text.active) return undefined;
      const { result: _result, ...withoutResult } = filter;
      return {
        without: checkInListSpec(db, scope, withoutResult, sort, onlyUser),
        otherValues: [checkInListSpec(db, scope, { ...withoutResult, result: "notAble" }, sort, onlyUser)],
        onlyIfFewer: true,
      };
    },
    filtered,
    sortColumn: CHECKIN_SORT_COLUMNS[sort.column],
    direction: sort.direction,
    // A renamed employee's check-ins take the new name (migration 0009's trigger): searches by name can change.
    countDependsOnContent: text.active,
  });
}
