import type { Kysely, Selectable } from "kysely";
import { sql } from "kysely";

import type { InvoiceListField, InvoiceListFilter, InvoiceSort } from "../../../shared/generated/billing";
import { INVOICE_SORT_COLUMNS } from "../../db/migrations/0016-billing";
import type { Database } from "../../db/tables";
import type { ListFields } from "../../lists/columnar";
import { onlyCompany, scopeName, type CompanyScope } from "../../lists/company-scope";
import { likePattern } from "../../lists/text-filters";
import type { WindowSpec } from "../../lists/windowed-list";
import type { InvoicesTable } from "./tables";

/**
 * The invoice list (pages of 20 by default, docs/billing.md "Screens"): company-scoped (or every company's, for the
 * operator), by status, searching the number and PO number. A company has at most a few hundred invoices, so the
 * shared windowed list answers pages straight from its (company_id, column, id) indexes. A payment changes an
 * invoice's status, so the count depends on content.
 */
export function invoiceListSpec(
  db: Kysely<Database>,
  scope: CompanyScope,
  filter: InvoiceListFilter,
  sort: InvoiceSort,
): WindowSpec {
  const status = filter.status ?? "any";
  const search = (filter.search ?? "").trim();
  const companyId = onlyCompany(scope);
  const filtered = () => {
    let query = db.selectFrom("invoices");
    if (companyId !== undefined) query = query.where("company_id", "=", companyId);
    if (status !== "any") query = query.where("status", "=", status);
    if (search !== "")
      query = query.where(
        sql<boolean>`(lower(number) like ${likePattern(search)} or lower(coalesce(po_number, '')) like ${likePattern(search)})`,
      );
    return query;
  };
  const normalized = { status, search: search.toLowerCase() };
  return {
    scope: scopeName(scope),
    cacheKey: JSON.stringify([scopeName(scope), "invoices", normalized, sort.column, sort.direction]),
    countKey: JSON.stringify([scopeName(scope), "invoices", normalized]),
    filtered,
    sortColumn: INVOICE_SORT_COLUMNS[sort.column],
    direction: sort.direction,
    countDependsOnContent: status !== "any",
  };
}

export type InvoiceRow = Selectable<InvoicesTable>;

export const INVOICE_LIST_FIELDS: ListFields<InvoiceListField, InvoiceRow> = {
  number: { columns: ["number"], read: (r) => r.number },
  poNumber: { columns: ["po_number"], read: (r) => r.po_number || null },
  status: { columns: ["status"], read: (r) => r.status },
  periodLabel: { columns: ["period_label"], read: (r) => r.period_label },
  issuedDate: { columns: ["created_date"], read: (r) => r.created_date.getTime() },
  totalCents: { columns: ["total_cents"], read: (r) => Number(r.total_cents) },
  amountDueCents: { columns: ["amount_due_cents"], read: (r) => Number(r.amount_due_cents) },
  paidDate: { columns: ["paid_date"], read: (r) => r.paid_date?.getTime() ?? null },
};

export const ALL_INVOICE_LIST_FIELDS = Object.keys(INVOICE_LIST_FIELDS) as InvoiceListField[];
