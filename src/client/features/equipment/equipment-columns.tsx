import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import { equipmentMakeAndModel } from "../../../shared/rules/equipment";
import { formatDate, formatDateTime } from "../../i18n/format";
import type { TableColumn } from "../../ui/virtual-table/column";
import { DefectBadge } from "../vehicles";
import { formatHours } from "./equipment-format";
import type { EquipmentRow } from "./equipment-list-query";

/** The equipment list's columns; ids of sortable ones are the server's sort columns (schema EquipmentSortColumn). */
export function equipmentColumns(i18n: I18n): TableColumn<EquipmentRow>[] {
  return [
    {
      id: "name",
      header: i18n._(msg`Name`),
      width: 180,
      sortable: true,
      hideable: false,
      cell: (e) => <span className="font-medium">{e.name}</span>,
    },
    {
      id: "make",
      header: i18n._(msg`Make / model`),
      width: 180,
      sortable: true,
      cell: (e) => equipmentMakeAndModel(e),
    },
    {
      id: "serial",
      header: i18n._(msg`Serial number`),
      width: 150,
      sortable: true,
      cell: (e) => <span className="font-mono text-xs">{e.serial ?? ""}</span>,
    },
    { id: "year", header: i18n._(msg`Year`), width: 70, sortable: true, cell: (e) => e.year ?? "" },
    {
      id: "hoursMeter",
      header: i18n._(msg`Hours`),
      width: 100,
      sortable: true,
      cell: (e) => formatHours(e.hoursMeter),
    },
    {
      id: "defectType",
      header: i18n._(msg`Condition`),
      width: 180,
      cell: (e) => <DefectBadge defect={e.defectType ?? "none"} />,
    },
    {
      id: "lastInspectedAt",
      header: i18n._(msg`Last inspected`),
      width: 150,
      sortable: true,
      cell: (e) => (e.lastInspectedAt ? formatDateTime(e.lastInspectedAt) : ""),
    },
    {
      id: "modifiedDate",
      header: i18n._(msg`Updated`),
      width: 120,
      sortable: true,
      cell: (e) => formatDate(e.modifiedDate),
    },
  ];
}
