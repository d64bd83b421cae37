import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import { formatDate } from "../../i18n/format";
import type { TableColumn } from "../../ui/virtual-table/column";
import { BILLING_PERIOD_LABELS, DISCOUNT_LABELS } from "../company";
import type { CompanyRow } from "./company-list-query";
import { CompanyStateBadge } from "./company-state-badge";

/** The operator's company list columns; every one sorts (schema AdminCompanySortColumn). */
export function companyColumns(i18n: I18n): TableColumn<CompanyRow>[] {
  return [
    {
      id: "name",
      header: i18n._(msg`Company`),
      width: 240,
      sortable: true,
      hideable: false,
      cell: (c) => (
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium">{c.name ?? ""}</span>
          {c.website ? <span className="truncate text-xs text-slate-500">{c.website}</span> : null}
        </span>
      ),
    },
    {
      id: "ownerEmail",
      header: i18n._(msg`Owner`),
      width: 220,
      sortable: true,
      cell: (c) => <span className="truncate">{c.ownerEmail ?? ""}</span>,
    },
    {
      id: "state",
      header: i18n._(msg`State`),
      width: 100,
      sortable: true,
      cell: (c) => <CompanyStateBadge state={c.state} />,
    },
    { id: "vehicleCount", header: i18n._(msg`Vehicles`), width: 90, sortable: true, cell: (c) => c.vehicleCount ?? "" },
    {
      id: "employeeCount",
      header: i18n._(msg`Employees`),
      width: 100,
      sortable: true,
      cell: (c) => c.employeeCount ?? "",
    },
    {
      id: "billingPeriod",
      header: i18n._(msg`Billing period`),
      width: 130,
      sortable: true,
      cell: (c) => (c.billingPeriod ? i18n._(BILLING_PERIOD_LABELS[c.billingPeriod]) : ""),
    },
    {
      id: "discount",
      header: i18n._(msg`Discount`),
      width: 130,
      sortable: true,
      cell: (c) => (c.discount ? i18n._(DISCOUNT_LABELS[c.discount]) : ""),
    },
    {
      id: "createdDate",
      header: i18n._(msg`Created`),
      width: 120,
      sortable: true,
      cell: (c) => (c.createdDate ? formatDate(c.createdDate) : ""),
    },
  ];
}
