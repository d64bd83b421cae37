// Saved payment cards as a windowed list (schema/billing.json CardWindowRequest): the operator's cross-company card
// list reads it (all-companies-handlers.ts). A card row is its brand, last four digits, expiry and when it
// was kept — never the provider or its reference (the card itself stays with the payment provider,
// docs/billing.md "Records").
import { sql, type Kysely, type Selectable } from "kysely";

import type {
  CardWindowColumnFilters,
  CardWindowField,
  CardWindowFilter,
  CardWindowSort,
} from "../../../shared/generated/billing";
import { CARD_WINDOW_SORT_COLUMNS } from "../../db/migrations/0025-admin-more-lists";
import type { Database } from "../../db/tables";
import type { ListFields } from "../../lists/columnar";
import { onlyCompany, scopeName, type CompanyScope } from "../../lists/company-scope";
import { activeContains, whereText, type ContainsColumn } from "../../lists/text-filters";
import type { WindowSpec } from "../../lists/windowed-list";
import type { CardsTable } from "./tables";

const SEARCH_TEXT = sql<string>`lower(brand || ' ' || last4)`;

const CONTAINS_TEXT: Record<keyof CardWindowColumnFilters, ContainsColumn> = {
  brand: { text: sql<string>`lower(brand)`, indexed: true },
};

/** A card is good through the last day of its expiry month: year × 100 + month, as migration 0025's expires_key. */
export function expiryMonthKey(nowMs: number): number {
  const now = new Date(nowMs);
  return now.getUTCFullYear() * 100 + now.getUTCMonth() + 1;
}

export function cardListSpec(
  db: Kysely<Database>,
  scope: CompanyScope,
  filter: CardWindowFilter,
  sort: CardWindowSort,
  nowMs: number,
): WindowSpec {
  const status = filter.status ?? "active";
  const expiry = filter.expiry ?? "any";
  const month = expiryMonthKey(nowMs);
  const search = filter.search?.trim() ?? "";
  const contains = activeContains<keyof CardWindowColumnFilters>(filter.contains);
  const companyId = onlyCompany(scope);
  const filtered = () => {
    let query = db.selectFrom("cards");
    if (companyId !== undefined) query = query.where("company_id", "=", companyId);
    if (status !== "all") query = query.where("removed", "=", status === "removed");
    if (expiry === "expired") query = query.where(sql.ref("expires_key"), "<", month);
    if (expiry === "valid") query = query.where(sql.ref("expires_key"), ">=", month);
    return whereText(query, SEARCH_TEXT, search, contains, CONTAINS_TEXT);
  };
  const normalized = {
    status,
    expiry,
    month: expiry === "any" ? 0 : month,
    search: search.toLowerCase(),
    contains: contains.map(([column, text]) => [column, text.toLowerCase()]),
  };
  return {
    scope: scopeName(scope),
    cacheKey: JSON.stringify([scopeName(scope), "cards", normalized, sort.column, sort.direction]),
    countKey: JSON.stringify([scopeName(scope), "cards", normalized]),
    filtered,
    sortColumn: CARD_WINDOW_SORT_COLUMNS[sort.column],
    direction: sort.direction,
    // Removing a card is an edit of its row (removed = true).
    countDependsOnContent: true,
  };
}

type Row = Selectable<CardsTable> & { expires_key: number };

/** The list's fields (schema CardWindowField): what the company's own card list shows, and whether it was removed. */
export const CARD_WINDOW_FIELDS: ListFields<CardWindowField, Row> = {
  brand: { columns: ["brand"], read: (r) => r.brand },
  last4: { columns: ["last4"], read: (r) => r.last4 },
  expMonth: { columns: ["exp_month"], read: (r) => r.exp_month },
  expYear: { columns: ["exp_year"], read: (r) => r.exp_year },
  createdDate: { columns: ["created_date"], read: (r) => r.created_date.getTime() },
  removed: { columns: ["removed"], read: (r) => r.removed },
};

export const ALL_CARD_WINDOW_FIELDS = Object.keys(CARD_WINDOW_FIELDS) as CardWindowField[];
