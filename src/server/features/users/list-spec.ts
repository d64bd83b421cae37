import { sql, type Kysely } from "kysely";

import type { UserColumnFilters, UserListFilter, UserSort } from "../../../shared/generated/users";
import { DEFAULT_EXPIRING_WEEKS } from "../../../shared/rules/vehicles";
import { NO_DATE } from "../../db/migrations/0003-vehicles";
import type { Database } from "../../db/tables";
import { onlyCompany, scopeName, type CompanyScope } from "../../lists/company-scope";
import { activeContains, whereText, type ContainsColumn } from "../../lists/text-filters";
import type { WindowSpec } from "../../lists/windowed-list";

const WEEK_MS = 7 * 24 * 3600_000;

/** Wire sort column → employees column; each has an index (company_id, live, column, id) (migration 0006). */
const SORT_COLUMNS: Record<UserSort["column"], string> = {
  name: "name_key",
  email: "email_key",
  employmentId: "employment_key",
  licenseClass: "license_class",
  licenseExpiry: "license_expiry",
  state: "state",
  modifiedDate: "modified_date",
};

/** The search text as the trigram index employees_search_idx sees it (the same expression, so the index is used). */
const SEARCH_TEXT = sql<string>`lower(first || ' ' || last || ' ' || email || ' ' || coalesce(employment_id, ''))`;

/** Column filter → the text it matches; all but the licence class are part of SEARCH_TEXT (text-filters.ts). */
const CONTAINS_TEXT: Record<keyof UserColumnFilters, ContainsColumn> = {
  name: { text: sql<string>`lower(first || ' ' || last)`, indexed: true },
  email: { text: sql<string>`lower(email)`, indexed: true },
  employmentId: { text: sql<string>`lower(coalesce(employment_id, ''))`, indexed: true },
  licenseClass: { text: sql<string>`lower(coalesce(license_class, ''))`, indexed: false },
};

/**
 * The window spec of the users list: company-scoped (or every company's, for the operator) filter, sort and cache
 * key. The state filter (active, inactive shown "Removed", invited; docs/users.md "The users list") and the status
 * filter (all, active = live, inactive) combine; the default is the live people. Licence filters read the clock, so their cache key carries the minute they were built in.
 */
export function userListSpec(
  db: Kysely<Database>,
  scope: CompanyScope,
  filter: UserListFilter,
  sort: UserSort,
  nowMs: number,
): WindowSpec {
  const status = filter.status ?? (filter.state ? "all" : "active");
  const state = filter.state ?? "";
  const search = filter.search?.trim() ?? "";
  const role = filter.role ?? "";
  const licence = filter.licence ?? "any";
  const weeks = filter.expiringWeeks ?? DEFAULT_EXPIRING_WEEKS;
  const minute = Math.floor(nowMs / 60_000) * 60_000;
  const contains = activeContains<keyof UserColumnFilters>(filter.contains);
  // The live flag leads every sort index: state filters imply it, so their windows use the index too.
  const live = state === "" ? (status === "all" ? undefined : status === "active") : state !== "inactive";
  const companyId = onlyCompany(scope);
  const filtered = () => {
    let query = db.selectFrom("employees");
    if (companyId !== undefined) query = query.where("company_id", "=", companyId);
    if (live !== undefined) query = query.where("live", "=", live);
    if (state !== "") query = query.where("state", "=", state);
    if (role !== "") query = query.where(sql<boolean>`roles @> array[${role}]::text[]`);
    if (licence === "none") query = query.where("license_expiry", ">=", NO_DATE);
    if (licence === "expired") query = query.where("license_expiry", "<", minute);
    if (licence === "expiring")
      query = query.where("license_expiry", ">=", minute).where("license_expiry", "<=", minute + weeks * WEEK_MS);
    if (licence === "ok")
      query = query.where("license_expiry", ">", minute + weeks * WEEK_MS).where("license_expiry", "<", NO_DATE);
    return whereText(query, SEARCH_TEXT, search, contains, CONTAINS_TEXT);
  };
  const clocked = licence === "expired" || licence === "expiring" || licence === "ok";
  const normalized = {
    live: live ?? "all",
    state,
    role,
    licence,
    weeks,
    search: search.toLowerCase(),
    contains: contains.map(([column, text]) => [column, text.toLowerCase()]),
  };
  return {
    scope: scopeName(scope),
    cacheKey: JSON.stringify([
      "users",
      scopeName(scope),
      normalized,
      sort.column,
      sort.direction,
      clocked ? minute : 0,
    ]),
    countKey: JSON.stringify(["users", scopeName(scope), normalized, clocked ? minute : 0]),
    filtered,
    sortColumn: SORT_COLUMNS[sort.column],
    direction: sort.direction,
    countDependsOnContent: state !== "" || role !== "" || licence !== "any" || search !== "" || contains.length > 0,
  };
}
