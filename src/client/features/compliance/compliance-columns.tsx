import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Link } from "wouter";

import { formatDate } from "../../i18n/format";
import type { TableColumn } from "../../ui/virtual-table/column";
import { DueStatusBadge } from "../checklists";
import { LicenceStatus } from "../users";
import { complianceLink, kindLabel } from "./compliance-labels";
import type { ComplianceRow } from "./compliance-list-query";

/** The compliance list's columns; sortable ids are the server's sort columns (schema ComplianceSortColumn). */
export function complianceColumns(i18n: I18n, nowMs: number): TableColumn<ComplianceRow>[] {
  return [
    {
      id: "kind",
      header: i18n._(msg`What`),
      width: 150,
      sortable: true,
      hideable: false,
      cell: (r) => kindLabel(i18n, r.kind),
    },
    {
      id: "label",
      header: i18n._(msg`Vehicle or person`),
      width: 220,
      sortable: true,
      hideable: false,
      cell: (r) => {
        const href = complianceLink(r.kind, r.ownerId);
        // The row opens the same place; the link is there for keyboard and middle-click users.
        return href ? (
          <Link
            href={href}
            className="font-medium text-blue-700 hover:underline dark:text-blue-300"
            onClick={(event) => event.stopPropagation()}
          >
            {r.label}
          </Link>
        ) : (
          r.label
        );
      },
    },
    { id: "detail", header: i18n._(msg`Plate, class or document`), width: 170, cell: (r) => r.detail ?? "" },
    { id: "expiresAt", header: i18n._(msg`Expires`), width: 120, sortable: true, cell: (r) => formatDate(r.expiresAt) },
    {
      id: "daysLeft",
      header: i18n._(msg`Status`),
      width: 150,
      // Listed only once overdue (docs/compliance.md "Rules"): a vehicle checklist's status says so, not "expired".
      cell: (r) =>
        r.expiresAt === undefined ? (
          ""
        ) : r.kind === "checklist" ? (
          <DueStatusBadge status="overdue" />
        ) : (
          <LicenceStatus expiry={r.expiresAt} now={nowMs} testIdPrefix="compliance" />
        ),
    },
  ];
}
