import type { InvoiceListField, InvoiceListFilter, InvoiceSort } from "../../../shared/generated/billing";
// What the invoices list asks the server for. The list is paged (docs/billing.md "Screens") — 20 rows by default,
// pages numbered from 0, sizes 5, 10, 20, 50, 80, 100, 200 — so a page is a window of the shared windowed list at
// offset page × size.
import type { Api } from "../../../shared/generated/client";
import { rowsFromColumns, type Columns } from "../../sync/columnar";
import { completePayload } from "../../sync/complete-payload";
import type { WindowPage } from "../../sync/windowed-list";

export const PAGE_SIZES = [5, 10, 20, 50, 80, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface InvoiceRow {
  id: string;
  number?: string;
  poNumber?: string;
  status?: "open" | "paid" | "void";
  periodLabel?: string;
  issuedDate?: number;
  totalCents?: number;
  amountDueCents?: number;
  paidDate?: number;
}

export const DEFAULT_INVOICE_FILTER: InvoiceListFilter = { status: "any" };
export const DEFAULT_INVOICE_SORT: InvoiceSort = { column: "issued", direction: "desc" };
export const INVOICE_LIST_FIELDS: InvoiceListField[] = [
  "number",
  "poNumber",
  "status",
  "periodLabel",
  "issuedDate",
  "totalCents",
  "amountDueCents",
  "paidDate",
];

export const invoiceListKey = (filter: InvoiceListFilter, sort: InvoiceSort, page: number, size: number) =>
  `invoices:${JSON.stringify([filter, sort, page, size])}`;

/**
 * One window of one page: rows offset…offset+limit of the page, asked for at page × size + offset. The page's row
 * count goes to the table; the whole list's count to `onTotal`, for the pager.
 */
export async function fetchInvoicePageWindow(
  api: Api,
  filter: InvoiceListFilter,
  sort: InvoiceSort,
  page: number,
  size: number,
  offset: number,
  limit: number,
  onTotal: (total: number) => void,
): Promise<WindowPage<InvoiceRow>> {
  const first = page * size;
  const answer = await completePayload(
    api.invoiceList({
      filter,
      sort,
      offset: first + offset,
      limit: Math.max(0, Math.min(limit, size - offset)),
      fields: INVOICE_LIST_FIELDS,
    }),
  );
  onTotal(answer.count);
  return {
    count: Math.max(0, Math.min(size, answer.count - first)),
    ids: answer.ids,
    items: rowsFromColumns<InvoiceRow>(answer.ids, answer.columns as Columns),
  };
}
