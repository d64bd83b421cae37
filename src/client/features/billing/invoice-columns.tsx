import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import { periodLabelIn } from "../../../shared/rules/billing";
import { formatDate, formatMoney } from "../../i18n/format";
import type { TableColumn } from "../../ui/virtual-table/column";
import type { InvoiceRow } from "./invoice-list-query";
import { InvoiceStatusBadge } from "./invoice-status";

/** The invoices list's columns; sortable ids are the server's sort columns (schema InvoiceSortColumn). */
export function invoiceColumns(i18n: I18n): TableColumn<InvoiceRow>[] {
  const money = (cents: number | undefined) => (cents === undefined ? "" : formatMoney(cents));
  return [
    {
      id: "number",
      header: i18n._(msg`Number`),
      width: 120,
      sortable: true,
      hideable: false,
      cell: (r) => <span className="font-medium">{r.number ?? ""}</span>,
    },
    {
      id: "status",
      header: i18n._(msg`Status`),
      width: 90,
      sortable: true,
      cell: (r) => <InvoiceStatusBadge status={r.status} />,
    },
    {
      id: "period",
      header: i18n._(msg`Period`),
      width: 150,
      cell: (r) => periodLabelIn(r.periodLabel ?? "", i18n.locale),
    },
    { id: "issued", header: i18n._(msg`Issued`), width: 120, sortable: true, cell: (r) => formatDate(r.issuedDate) },
    { id: "total", header: i18n._(msg`Total`), width: 110, sortable: true, cell: (r) => money(r.totalCents) },
    { id: "due", header: i18n._(msg`Due`), width: 110, cell: (r) => money(r.amountDueCents) },
    { id: "po", header: i18n._(msg`PO number`), width: 120, cell: (r) => r.poNumber ?? "" },
  ];
}
