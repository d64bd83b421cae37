import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import { makeAndModel } from "../../../shared/rules/vehicles";
import { formatDate, formatReading } from "../../i18n/format";
import type { TableColumn } from "../../ui/virtual-table/column";
import { categoryLabel } from "./category-names";
import { DefectBadge, ExpiryDate } from "./vehicle-badges";
import type { VehicleRow } from "./vehicle-list-query";

/** The vehicle list's columns; ids of sortable ones are the server's sort columns (schema VehicleSortColumn). */
export function vehicleColumns(i18n: I18n, nowMs: number): TableColumn<VehicleRow>[] {
  return [
    {
      id: "name",
      filterable: true,
      header: i18n._(msg`Name`),
      width: 160,
      sortable: true,
      hideable: false,
      cell: (v) => <span className="font-medium">{v.name}</span>,
    },
    {
      id: "plate",
      filterable: true,
      header: i18n._(msg`Plate`),
      width: 110,
      sortable: true,
      cell: (v) => v.plate ?? "",
    },
    {
      id: "categoryName",
      filterable: true,
      header: i18n._(msg`Category`),
      width: 150,
      sortable: true,
      cell: (v) => categoryLabel(i18n, v.categoryName),
    },
    {
      id: "make",
      filterable: true,
      header: i18n._(msg`Make / model`),
      width: 170,
      sortable: true,
      cell: (v) => makeAndModel(v),
    },
    { id: "year", header: i18n._(msg`Year`), width: 70, sortable: true, cell: (v) => v.year ?? "" },
    {
      id: "vin",
      filterable: true,
      header: i18n._(msg`VIN`),
      width: 190,
      sortable: true,
      cell: (v) => <span className="font-mono text-xs">{v.vin ?? ""}</span>,
    },
    {
      id: "safetyExpiry",
      header: i18n._(msg`Safety expiry`),
      width: 130,
      sortable: true,
      cell: (v) => <ExpiryDate ms={v.safetyExpiry} nowMs={nowMs} />,
    },
    {
      id: "plateExpiry",
      header: i18n._(msg`Plate expiry`),
      width: 130,
      sortable: true,
      cell: (v) => <ExpiryDate ms={v.plateExpiry} nowMs={nowMs} />,
    },
    {
      id: "defectType",
      header: i18n._(msg`Defects`),
      width: 170,
      cell: (v) => <DefectBadge defect={v.defectType ?? "none"} />,
    },
    {
      id: "odometer",
      header: i18n._(msg`Odometer`),
      width: 110,
      cell: (v) => formatReading(v.odometer, v.odometerType),
    },
    {
      id: "modifiedDate",
      header: i18n._(msg`Updated`),
      width: 120,
      sortable: true,
      cell: (v) => formatDate(v.modifiedDate),
    },
  ];
}
