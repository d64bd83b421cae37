import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type Dispatch, type SetStateAction } from "react";

import type {
  ScheduleWindowField,
  ScheduleWindowFilter,
  ScheduleWindowSort,
} from "../../../shared/generated/schedules";
import { scheduleText } from "../../../shared/rules/schedule-translations";
import { AllCompaniesListScreen } from "../../all-companies/all-companies-list-screen";
import type { CompanyFields } from "../../all-companies/all-companies-query";
import { formatDate } from "../../i18n/format";
import type { ListShape } from "../../sync/list-spec";
import { FilterSelect, ListSearch } from "../../ui/list-search";
import type { TableColumn } from "../../ui/virtual-table/column";
import { columnVisibilityStore } from "../../ui/virtual-table/column-visibility";
import { schedulesOfEveryCompany } from "./admin-screens";

type Row = {
  id: string;
  name?: string;
  number?: string | null;
  description?: string | null;
  templateKey?: string | null;
  questionCount?: number;
  vehicleCount?: number;
  modifiedDate?: number;
} & CompanyFields;

const DEFAULT_FILTER: ScheduleWindowFilter = { origin: "any" };
const DEFAULT_SORT: ScheduleWindowSort = { column: "name", direction: "asc" };
const COLUMN_FIELDS: Record<string, readonly ScheduleWindowField[]> = {
  name: ["name"],
  number: ["number"],
  description: ["description"],
  templateKey: ["templateKey"],
  questionCount: ["questionCount"],
  vehicleCount: ["vehicleCount"],
  modifiedDate: ["modifiedDate"],
};
const COLUMNS = columnVisibilityStore(
  "fleet.admin.schedules.columns",
  ["description"],
  ["description", "templateKey", "questionCount", "modifiedDate"],
);
/** The list's shape: its defaults, its columns' fields and the operator's column choice. */
const LIST: ListShape<ScheduleWindowFilter, ScheduleWindowSort, ScheduleWindowField> = {
  name: "admin-schedules",
  defaultFilter: DEFAULT_FILTER,
  defaultSort: DEFAULT_SORT,
  columnFields: COLUMN_FIELDS,
  columns: COLUMNS,
};

/** The columns; ids of sortable ones are the server's sort columns (schema ScheduleWindowSortColumn). */
function scheduleColumns(i18n: I18n): TableColumn<Row>[] {
  return [
    {
      id: "name",
      header: i18n._(msg`Name`),
      width: 240,
      sortable: true,
      hideable: false,
      filterable: true,
      cell: (s) => <span className="font-medium">{scheduleText(s.name ?? "", i18n.locale)}</span>,
    },
    {
      id: "number",
      header: i18n._(msg`Number`),
      width: 110,
      sortable: true,
      filterable: true,
      cell: (s) => s.number ?? "",
    },
    {
      id: "description",
      header: i18n._(msg`Description`),
      width: 240,
      cell: (s) => <span className="truncate">{scheduleText(s.description ?? "", i18n.locale)}</span>,
    },
    { id: "templateKey", header: i18n._(msg`Copied from`), width: 150, cell: (s) => s.templateKey ?? "" },
    { id: "questionCount", header: i18n._(msg`Parts`), width: 80, cell: (s) => s.questionCount ?? "" },
    { id: "vehicleCount", header: i18n._(msg`Vehicles using it`), width: 130, cell: (s) => s.vehicleCount ?? "" },
    {
      id: "modifiedDate",
      header: i18n._(msg`Changed`),
      width: 120,
      sortable: true,
      cell: (s) => (s.modifiedDate ? formatDate(s.modifiedDate) : ""),
    },
  ];
}

/** The schedule' own filters. */
function ScheduleFilters({
  filter,
  onChange,
}: {
  filter: ScheduleWindowFilter;
  onChange: Dispatch<SetStateAction<ScheduleWindowFilter>>;
}) {
  const { t } = useLingui();
  return (
    <>
      <ListSearch
        value={filter.search}
        onSearch={(search) => onChange((f) => ({ ...f, search }))}
        placeholder={t`Name, description or number`}
        label={t`Search schedules`}
      />
      <FilterSelect
        label={<Trans>Origin</Trans>}
        value={filter.origin ?? "any"}
        options={[
          ["any", t`Any`],
          ["standard", t`Copies of a standard`],
          ["own", t`Written by the company`],
        ]}
        onChange={(origin) => onChange((f) => ({ ...f, origin }))}
      />
    </>
  );
}

/** /portal/admin/schedules: every company's own inspection schedules (their copies of the standards and their own). */
export function AdminSchedulesPage() {
  return (
    <AllCompaniesListScreen
      screens={schedulesOfEveryCompany}
      initialFilter={DEFAULT_FILTER}
      title={<Trans>Schedules of every company</Trans>}
      countText={(count) => <Plural value={count} one="# schedule" other="# schedules" />}
      label={msg`Schedules of every company`}
      spec={LIST}
      window={(api, request) => api.allCompaniesScheduleList(request)}
      columnSearch
      columns={(i18n) => scheduleColumns(i18n)}
      filters={(filter, onChange) => <ScheduleFilters filter={filter} onChange={onChange} />}
    />
  );
}
