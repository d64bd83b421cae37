import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { Clock } from "../../../shared/clock";
import { formatCompactDateTime } from "../../i18n/format";
import type { TableColumn } from "../../ui/virtual-table/column";
import type { CheckInRow } from "./checkin-list-query";
import { ResultBadge } from "./result-badge";

/**
 * The check-ins list's columns; ids of sortable ones are the server's sort columns (schema CheckInSortColumn).
 * `clock`: the client's (a time shows its year when it is not the current one).
 */
export function checkInColumns(i18n: I18n, clock: Clock): TableColumn<CheckInRow>[] {
  return [
    {
      id: "time",
      header: i18n._(msg`Time`),
      width: 140,
      sortable: true,
      hideable: false,
      cell: (c) => (c.createdDate === undefined ? "" : formatCompactDateTime(c.createdDate, clock.now())),
    },
    {
      id: "employee",
      filterable: true,
      header: i18n._(msg`Employee`),
      width: 150,
      sortable: true,
      cell: (c) => <span className="font-medium">{c.employeeName ?? ""}</span>,
    },
    {
      id: "result",
      header: i18n._(msg`Result`),
      width: 200,
      sortable: true,
      cell: (c) => <ResultBadge result={c.result} reason={c.reason} />,
    },
    { id: "day", header: i18n._(msg`Day`), width: 110, cell: (c) => c.day ?? "" },
    { id: "location", header: i18n._(msg`Location`), width: 90, cell: (c) => (c.hasLocation ? i18n._(msg`Yes`) : "") },
  ];
}
