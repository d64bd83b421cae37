import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type Dispatch, type SetStateAction } from "react";

import type { Clock } from "../../../shared/clock";
import type {
  MapPositionWindowField,
  MapPositionWindowFilter,
  MapPositionWindowSort,
} from "../../../shared/generated/map";
import { AllCompaniesListScreen } from "../../all-companies/all-companies-list-screen";
import type { CompanyFields } from "../../all-companies/all-companies-query";
import { formatCompactDateTime } from "../../i18n/format";
import type { ListShape } from "../../sync/list-spec";
import { FilterSelect, ListSearch } from "../../ui/list-search";
import type { TableColumn } from "../../ui/virtual-table/column";
import { columnVisibilityStore } from "../../ui/virtual-table/column-visibility";
import { vehiclesOfEveryCompany } from "../vehicles";
import { positionsOfEveryCompany } from "./admin-screens";
import { STATUS_LABELS } from "./map-labels";

type Row = {
  id: string;
  name?: string;
  plate?: string | null;
  categoryName?: string;
  status?: 0 | 1 | 2;
  latitude?: number | null;
  longitude?: number | null;
  at?: number | null;
} & CompanyFields;

const DEFAULT_FILTER: MapPositionWindowFilter = { placed: "any", defect: "any" };
const DEFAULT_SORT: MapPositionWindowSort = { column: "name", direction: "asc" };
const COLUMN_FIELDS: Record<string, readonly MapPositionWindowField[]> = {
  name: ["name"],
  plate: ["plate"],
  categoryName: ["categoryName"],
  status: ["status"],
  position: ["latitude", "longitude"],
  at: ["at"],
};
const COLUMNS = columnVisibilityStore("fleet.admin.map-positions.columns", [], ["plate", "categoryName"]);
/** The list's shape: its defaults, its columns' fields and the operator's column choice. */
const LIST: ListShape<MapPositionWindowFilter, MapPositionWindowSort, MapPositionWindowField> = {
  name: "admin-map-positions",
  defaultFilter: DEFAULT_FILTER,
  defaultSort: DEFAULT_SORT,
  columnFields: COLUMN_FIELDS,
  columns: COLUMNS,
};
const STATUS_CLASS = {
  0: "",
  1: "text-amber-700 dark:text-amber-300",
  2: "font-medium text-red-700 dark:text-red-400",
} as const;

/** The columns; ids of sortable ones are the server's sort columns (schema MapPositionWindowSortColumn). */
function positionColumns(i18n: I18n, clock: Clock): TableColumn<Row>[] {
  const number = new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 5, maximumFractionDigits: 5 });
  return [
    {
      id: "name",
      header: i18n._(msg`Unit`),
      width: 160,
      sortable: true,
      hideable: false,
      filterable: true,
      cell: (v) => <span className="font-medium">{v.name ?? ""}</span>,
    },
    {
      id: "plate",
      header: i18n._(msg`Plate`),
      width: 110,
      sortable: true,
      filterable: true,
      cell: (v) => v.plate ?? "",
    },
    {
      id: "categoryName",
      header: i18n._(msg`Category`),
      width: 140,
      sortable: true,
      cell: (v) => v.categoryName ?? "",
    },
    {
      id: "status",
      header: i18n._(msg`Condition`),
      width: 130,
      cell: (v) =>
        v.status === undefined ? "" : <span className={STATUS_CLASS[v.status]}>{i18n._(STATUS_LABELS[v.status])}</span>,
    },
    {
      id: "position",
      header: i18n._(msg`Last known position`),
      width: 200,
      // A window leaves out a field's nulls (sync/columnar.ts): a shown row without coordinates has none.
      cell: (v) =>
        v.latitude === undefined || v.latitude === null || v.longitude === undefined || v.longitude === null ? (
          <span className="text-slate-500 dark:text-slate-400">{i18n._(msg`No position yet`)}</span>
        ) : (
          <span className="font-mono text-xs">
            {number.format(v.latitude)}, {number.format(v.longitude)}
          </span>
        ),
    },
    {
      id: "at",
      header: i18n._(msg`Recorded`),
      width: 140,
      cell: (v) => (v.at ? formatCompactDateTime(v.at, clock.now()) : ""),
    },
  ];
}

/** The position' own filters. */
function PositionFilters({
  filter,
  onChange,
}: {
  filter: MapPositionWindowFilter;
  onChange: Dispatch<SetStateAction<MapPositionWindowFilter>>;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <ListSearch
        value={filter.search}
        onSearch={(search) => onChange((f) => ({ ...f, search }))}
        placeholder={t`Name, plate, VIN, make or model`}
        label={t`Search units`}
      />
      <FilterSelect
        label={<Trans>Position</Trans>}
        value={filter.placed ?? "any"}
        options={[
          ["any", t`Any`],
          ["placed", t`On the map`],
          ["unplaced", t`No position yet`],
        ]}
        onChange={(placed) => onChange((f) => ({ ...f, placed }))}
      />
      <FilterSelect
        label={<Trans>Condition</Trans>}
        value={filter.defect ?? "any"}
        options={[
          ["any", t`Any`],
          ["none", i18n._(STATUS_LABELS[0])],
          ["minor", i18n._(STATUS_LABELS[1])],
          ["major", i18n._(STATUS_LABELS[2])],
        ]}
        onChange={(defect) => onChange((f) => ({ ...f, defect }))}
      />
    </>
  );
}

/**
 * /portal/admin/map-positions: every company's active units with their last known position, as each company's map
 * places its pins (the coordinates of the newest inspection that has them). A row opens the unit, read only.
 */
export function AdminMapPositionsPage() {
  return (
    <AllCompaniesListScreen
      screens={positionsOfEveryCompany}
      initialFilter={DEFAULT_FILTER}
      title={<Trans>Vehicle positions of every company</Trans>}
      countText={(count) => <Plural value={count} one="# unit" other="# units" />}
      label={msg`Vehicle positions of every company`}
      spec={LIST}
      window={(api, request) => api.allCompaniesMapPositionList(request)}
      columnSearch
      columns={(i18n, clock) => positionColumns(i18n, clock)}
      filters={(filter, onChange) => <PositionFilters filter={filter} onChange={onChange} />}
      rowHref={(row) => vehiclesOfEveryCompany.links.details(row.id)}
    />
  );
}
