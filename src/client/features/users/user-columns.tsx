import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import { displayEmail, fullName } from "../../../shared/rules/people";
import { formatDate } from "../../i18n/format";
import type { TableColumn } from "../../ui/virtual-table/column";
import { ExpiryDate } from "../vehicles";
import { roleList, stateLabel } from "./people-labels";
import type { UserRow } from "./user-list-query";

/** The users list's columns; ids of sortable ones are the server's sort columns (schema UserSortColumn). */
export function userColumns(i18n: I18n, nowMs: number): TableColumn<UserRow>[] {
  return [
    {
      id: "name",
      filterable: true,
      header: i18n._(msg`Name`),
      width: 180,
      sortable: true,
      hideable: false,
      cell: (u) => <span className="font-medium">{fullName({ first: u.first ?? "", last: u.last ?? "" })}</span>,
    },
    {
      id: "email",
      filterable: true,
      header: i18n._(msg`Email`),
      width: 220,
      sortable: true,
      cell: (u) => displayEmail(u.email),
    },
    { id: "phone", header: i18n._(msg`Phone`), width: 130, cell: (u) => u.phone ?? "" },
    { id: "roles", header: i18n._(msg`Roles`), width: 190, cell: (u) => roleList(i18n, u.roles) },
    {
      id: "employmentId",
      filterable: true,
      header: i18n._(msg`Employment ID`),
      width: 120,
      sortable: true,
      cell: (u) => u.employmentId ?? "",
    },
    {
      id: "licenseClass",
      filterable: true,
      header: i18n._(msg`Licence class`),
      width: 100,
      sortable: true,
      cell: (u) => u.licenseClass ?? "",
    },
    {
      id: "licenseExpiry",
      header: i18n._(msg`Licence expiry`),
      width: 130,
      sortable: true,
      cell: (u) => <ExpiryDate ms={u.licenseExpiry} nowMs={nowMs} />,
    },
    {
      id: "state",
      header: i18n._(msg`User state`),
      width: 100,
      sortable: true,
      cell: (u) => stateLabel(i18n, u.state),
    },
    {
      id: "complianceType",
      header: i18n._(msg`Compliance`),
      width: 110,
      cell: (u) =>
        u.complianceType === "excluded" ? i18n._(msg`Excluded`) : u.complianceType ? i18n._(msg`Included`) : "",
    },
    { id: "lastSignIn", header: i18n._(msg`Last sign-in`), width: 120, cell: (u) => formatDate(u.lastSignIn) },
    {
      id: "modifiedDate",
      header: i18n._(msg`Updated`),
      width: 120,
      sortable: true,
      cell: (u) => formatDate(u.modifiedDate),
    },
  ];
}
