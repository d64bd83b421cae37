import { sql, type Kysely } from "kysely";

import type {
  TimesheetColumnFilters,
  TimesheetListFilter,
  TimesheetSort,
  TimesheetStatus,
} from "../../../shared/generated/hours";
import { TIMESHEET_SORT_COLUMNS } from "../../db/migrations/0010-timesheets";
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

/** The search text as the trigram index timesheets_search_idx sees it (the same expression, so the index is used). */
const SEARCH_TEXT = sql<string>`employee_key`;

/**
 * Column filter (by column id) → its text. The Driver filter matches the very column the trigram index is built on,
 * so it needs no second condition on SEARCH_TEXT to reach the index (`indexed` would only repeat the same one).
 */
const CONTAINS_TEXT: Record<keyof TimesheetColumnFilters, ContainsColumn> = {
  driver: { text: SEARCH_TEXT, indexed: false },
};

/** Every status a day can have (docs/hours.md "Statuses"; computed on the server, hours/recompute.ts). */
const STATUSES: TimesheetStatus[] = ["missing", "offDay", "complete", "inProgress", "incomplete"];

/** The drivers' names, per company (migration 0026): a search reads the days of the drivers whose name contains it. */
const DRIVER_NAME = { column: "employee_key", everyRow: true };
const DICTIONARY: TermDictionary<keyof TimesheetColumnFilters> = {
  list: "timesheets",
  search: [DRIVER_NAME],
  contains: { driver: DRIVER_NAME },
};

/**
 * The window spec of a timesheet list: company-scoped (or every company's, for the operator), limited to one user for a session that sees only its own
 * timesheets (scope.ts) whatever the filter asks. The periods are mutually exclusive, today by default; today
 * and the current month are the company's, so the cache key carries the day they were read on. Each period × sort
 * has an index (migration 0010).
 */
export function timesheetListSpec(
  db: Kysely<Database>,
  scope: CompanyScope,
  filter: TimesheetListFilter,
  sort: TimesheetSort,
  onlyUser: string | undefined,
  today: string,
): WindowSpec {
  const period = filter.period ?? "today";
  const userId = onlyUser ?? filter.userId;
  // A session limited to itself that asks for someone else gets nobody's rows, not its own.
  const impossible = onlyUser !== undefined && filter.userId !== undefined && filter.userId !== onlyUser;
  const status = filter.status ?? "";
  const companyId = onlyCompany(scope);
  const text = new TextFilters(
    db,
    companyId,
    SEARCH_TEXT,
    CONTAINS_TEXT,
    DICTIONARY,
    filter.search?.trim() ?? "",
    activeContains<keyof TimesheetColumnFilters>(filter.contains),
  );
  // The list without its texts (what a text narrows; countBy counts through it).
  const unfiltered = () => {
    let query = db.selectFrom("timesheets");
    if (companyId !== undefined) query = query.where("company_id", "=", companyId);
    if (impossible) query = query.where("user_id", "=", "");
    else if (userId) query = query.where("user_id", "=", userId);
    if (period === "today") query = query.where("day", "=", today);
    if (period === "month") query = query.where("month", "=", today.slice(0, 7));
    if (status) query = query.where("status", "=", status);
    return query;
  };
  const filtered = () => text.apply(unfiltered());
  const normalized = { period, day: period === "all" ? "" : today, userId: impossible ? "-" : (userId ?? ""), status };
  return withTextKeys(text, [scopeName(scope), "timesheets"], normalized, sort, {
    scope: scopeName(scope),
    // A select filter being tried: its samples wait for the choice to settle.
    typed: status !== "",
    countBy: () => {
      const mismatching = text.mismatching(unfiltered());
      const { search: _search, contains: _contains, ...withoutText } = filter;
      if (mismatching)
        return { without: timesheetListSpec(db, scope, withoutText, sort, onlyUser, today), mismatching };
      // The status most days have: counted as every day less the others.
      if (!status || text.active) return undefined;
      const { status: _status, ...withoutStatus } = filter;
      const otherValues = STATUSES.filter((other) => other !== status).map((other) =>
        timesheetListSpec(db, scope, { ...withoutStatus, status: other }, sort, onlyUser, today),
      );
      return {
        without: timesheetListSpec(db, scope, withoutStatus, sort, onlyUser, today),
        otherValues,
        onlyIfFewer: true,
      };
    },
    filtered,
    sortColumn: TIMESHEET_SORT_COLUMNS[sort.column],
    direction: sort.direction,
    // A change recomputes a day's status, which moves it in or out of a status filter.
    countDependsOnContent: status !== "",
  });
}
