// The operator's list of every company (/portal/admin/companys, /company/list, docs/operator.md "Screens"): name,
// owner's email, state, vehicles and employees counted live, billing period, discount, created — searched and sorted,
// windowed by the shared windowed list so 10⁴ companies and more scroll without large OFFSETs.
//
// The list reads a derived table: the company row plus its first owner's email and its two counts as correlated
// subqueries. PostgreSQL flattens it, so a window sorted by name walks companies_name_idx and computes the
// subqueries for the rows of the window only; a count computes none of them. Sorting by a count computes every
// company's, which costs one index count per company — acceptable for a sort the operator picks now and then.
import { sql, type Kysely } from "kysely";

import type { BillingPeriod, DiscountLevel } from "../../../shared/generated/company";
import type {
  AdminCompanyListField,
  AdminCompanyListFilter,
  AdminCompanySort,
} from "../../../shared/generated/operator";
import { normalizeBillingPeriod, normalizeDiscount } from "../../../shared/rules/billing/index";
import type { Database } from "../../db/tables";
import type { ListFields } from "../../lists/columnar";
import { ALL_COMPANIES_SCOPE } from "../../lists/scope-versions";
import { likePattern } from "../../lists/text-filters";
import type { WindowSpec } from "../../lists/windowed-list";

/** Wire sort column → column of the derived table (name_key and created_date have indexes, migration 0021). */
const SORT_COLUMNS: Record<AdminCompanySort["column"], string> = {
  name: "name_key",
  ownerEmail: "owner_email",
  state: "state",
  vehicleCount: "vehicle_count",
  employeeCount: "employee_count",
  billingPeriod: "billing_period",
  discount: "discount",
  createdDate: "created_date",
};

/** Every company with the list's computed columns, as one derived table the windowed list can filter and sort. */
function companiesWithCounts(db: Kysely<Database>) {
  return db.selectFrom("companies as c").select([
    "c.id",
    "c.name",
    sql<string>`lower(c.name)`.as("name_key"),
    "c.website",
    "c.email",
    "c.state",
    "c.billing_period",
    "c.discount",
    "c.created_date",
    // Sort keys must not be null (the seek compares row values): an owner-less company sorts as "".
    sql<string>`coalesce((select e.email from employees e where e.company_id = c.id and e.live and 'owner' = any(e.roles) order by e.created_date, e.id limit 1), '')`.as(
      "owner_email",
    ),
    sql<number>`(select count(*)::int from vehicles v where v.company_id = c.id and not v.deleted)`.as("vehicle_count"),
    sql<number>`(select count(*)::int from employees e where e.company_id = c.id and e.live)`.as("employee_count"),
  ]);
}

export function companyListSpec(
  db: Kysely<Database>,
  filter: AdminCompanyListFilter,
  sort: AdminCompanySort,
): WindowSpec {
  const search = (filter.search ?? "").trim().toLowerCase();
  const state = filter.state ?? "any";
  const filtered = () => {
    let query = db.selectFrom(companiesWithCounts(db).as("admin_companies"));
    if (state !== "any") query = query.where("state", "=", state);
    if (search !== "") {
      const pattern = likePattern(search);
      query = query.where(
        sql<boolean>`(lower(name || ' ' || coalesce(website, '') || ' ' || coalesce(email, '')) like ${pattern} or lower(owner_email) like ${pattern})`,
      );
    }
    return query;
  };
  const normalized = { search, state };
  return {
    // Every company's rows: a change in any company (a vehicle added, an employee removed) bumps this scope.
    scope: ALL_COMPANIES_SCOPE,
    cacheKey: JSON.stringify(["admin-companies", normalized, sort.column, sort.direction]),
    countKey: JSON.stringify(["admin-companies", normalized]),
    filtered,
    sortColumn: SORT_COLUMNS[sort.column],
    direction: sort.direction,
    countDependsOnContent: search !== "" || state !== "any",
  };
}

export interface CompanyListRow {
  id: string;
  name: string;
  website: string | null;
  owner_email: string;
  state: string;
  vehicle_count: number;
  employee_count: number;
  billing_period: string;
  discount: string;
  created_date: Date;
}

export const COMPANY_LIST_FIELDS: ListFields<AdminCompanyListField, CompanyListRow> = {
  name: { columns: ["name"], read: (r) => r.name },
  website: { columns: ["website"], read: (r) => r.website || null },
  ownerEmail: { columns: ["owner_email"], read: (r) => r.owner_email || null },
  state: { columns: ["state"], read: (r) => (r.state === "inactive" ? "inactive" : "active") },
  vehicleCount: { columns: ["vehicle_count"], read: (r) => Number(r.vehicle_count) },
  employeeCount: { columns: ["employee_count"], read: (r) => Number(r.employee_count) },
  // An unknown billing period reads as monthly (docs/billing.md "Billing periods").
  billingPeriod: {
    columns: ["billing_period"],
    read: (r) => normalizeBillingPeriod(r.billing_period) satisfies BillingPeriod,
  },
  discount: { columns: ["discount"], read: (r) => normalizeDiscount(r.discount) satisfies DiscountLevel },
  createdDate: { columns: ["created_date"], read: (r) => r.created_date.getTime() },
};

export const ALL_COMPANY_LIST_FIELDS = Object.keys(COMPANY_LIST_FIELDS) as AdminCompanyListField[];
