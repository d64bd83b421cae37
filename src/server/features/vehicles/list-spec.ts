import { sql, type Kysely } from "kysely";

import type { VehicleColumnFilters, VehicleListFilter, VehicleSort } from "../../../shared/generated/vehicles";
import { DEFAULT_EXPIRING_WEEKS } from "../../../shared/rules/vehicles";
import type { Database } from "../../db/tables";
import { onlyCompany, scopeName, type CompanyScope } from "../../lists/company-scope";
import { activeContains, whereText, type ContainsColumn } from "../../lists/text-filters";
import type { WindowSpec } from "../../lists/windowed-list";

const WEEK_MS = 7 * 24 * 3600_000;

/** Wire sort column → SQL column; each has an index (migration 0003). */
const SORT_COLUMNS: Record<VehicleSort["column"], string> = {
  name: "name",
  plate: "plate",
  vin: "vin",
  categoryName: "category_name",
  make: "make",
  year: "year",
  safetyExpiry: "safety_expiry",
  plateExpiry: "plate_expiry",
  modifiedDate: "modified_date",
};

/** The search text as the trigram index sees it (the same expression, so the index is used). */
const SEARCH_TEXT = sql<string>`lower(name || ' ' || plate || ' ' || vin || ' ' || make || ' ' || model)`;

/**
 * Column filter → the text it matches. Every one of these is also part of SEARCH_TEXT, so each filter adds the
 * same trigram-indexed condition on SEARCH_TEXT (the index finds the few candidate rows) and then checks its own
 * column among them. "make" matches make and model together, as the list shows them in one column.
 */
const CONTAINS_TEXT: Record<keyof VehicleColumnFilters, ContainsColumn> = {
  name: { text: sql<string>`lower(name)`, indexed: true },
  plate: { text: sql<string>`lower(plate)`, indexed: true },
  vin: { text: sql<string>`lower(vin)`, indexed: true },
  make: { text: sql<string>`lower(make || ' ' || model)`, indexed: true },
  model: { text: sql<string>`lower(model)`, indexed: true },
  categoryName: { text: sql<string>`lower(category_name)`, indexed: false },
};

/**
 * The window spec of a vehicle list: company-scoped (or every company's, for the operator) filter, sort and cache
 * key. Compliance filters read the clock, so their cache key carries the minute they were built in.
 */
export function vehicleListSpec(
  db: Kysely<Database>,
  scope: CompanyScope,
  filter: VehicleListFilter,
  sort: VehicleSort,
  nowMs: number,
): WindowSpec {
  const status = filter.status ?? "active";
  const search = filter.search?.trim() ?? "";
  const weeks = filter.expiringWeeks ?? DEFAULT_EXPIRING_WEEKS;
  const compliance = filter.compliance ?? "any";
  const minute = Math.floor(nowMs / 60_000) * 60_000;
  const contains = activeContains<keyof VehicleColumnFilters>(filter.contains);
  const companyId = onlyCompany(scope);
  const filtered = () => {
    let query = db.selectFrom("vehicles");
    if (companyId !== undefined) query = query.where("company_id", "=", companyId);
    if (status !== "all") query = query.where("deleted", "=", status === "removed");
    if (filter.categoryId) query = query.where("category_id", "=", filter.categoryId);
    if (filter.defect && filter.defect !== "any") query = query.where("defect_type", "=", filter.defect);
    // Same boundaries as complianceStatus() in src/shared/rules/vehicles.ts.
    if (compliance === "expired") query = query.where("compliance_due", "<", minute);
    if (compliance === "expiring")
      query = query.where("compliance_due", ">=", minute).where("compliance_due", "<=", minute + weeks * WEEK_MS);
    if (compliance === "ok")
      query = query.where((eb) =>
        eb.or([eb("compliance_due", "is", null), eb("compliance_due", ">", minute + weeks * WEEK_MS)]),
      );
    return whereText(query, SEARCH_TEXT, search, contains, CONTAINS_TEXT);
  };
  const normalized = {
    status,
    categoryId: filter.categoryId ?? "",
    defect: filter.defect ?? "any",
    compliance,
    weeks,
    search: search.toLowerCase(),
    contains: contains.map(([column, text]) => [column, text.toLowerCase()]),
  };
  return {
    scope: scopeName(scope),
    cacheKey: JSON.stringify([
      scopeName(scope),
      normalized,
      sort.column,
      sort.direction,
      compliance === "any" ? 0 : minute,
    ]),
    countKey: JSON.stringify([scopeName(scope), normalized, compliance === "any" ? 0 : minute]),
    filtered,
    sortColumn: SORT_COLUMNS[sort.column],
    direction: sort.direction,
    countDependsOnContent:
      normalized.categoryId !== "" ||
      normalized.defect !== "any" ||
      compliance !== "any" ||
      search !== "" ||
      contains.length > 0,
  };
}
