import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { Api } from "../../../shared/generated/client";
import type { TimesheetListField, TimesheetListFilter, TimesheetSort } from "../../../shared/generated/hours";
import { completePayload } from "../../sync/complete-payload";
import type { TableSort } from "../../ui/virtual-table/column";
import { timesheetColumns } from "../hours/timesheet-columns";
import { TimesheetFilters } from "../hours/timesheet-filters";
import { TIMESHEET_COLUMNS, timesheetListFields, type TimesheetRow } from "../hours/timesheet-list-query";
import { AdminScreen } from "./admin-screen";
import type { CompanyFields } from "./all-companies-query";
import { AllCompaniesTable } from "./all-companies-table";
import { allCompaniesLinks } from "./allcompanies-routes";

type Row = TimesheetRow & CompanyFields;

/**
 * Every day, newest first: a company's days are added up to today when its own screens read them, so across 1,000
 * companies "today" would be mostly empty; newest-first over all days has its own index (migration 0022).
 */
const ADMIN_TIMESHEET_FILTER: TimesheetListFilter = { period: "all" };
const ADMIN_TIMESHEET_SORT: TimesheetSort = { column: "date", direction: "desc" };

/**
 * /portal/admin/hours: every company's days of hours of service with the hours list's columns, period and status
 * filters and sorts. "Today" and "this month" are the chosen company's, or the operator's own across companies. The
 * driver filter is one company's people, so it is not offered here.
 */
export function AdminHoursPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<TimesheetListFilter>(ADMIN_TIMESHEET_FILTER);
  const [sort, setSort] = useState<TimesheetSort>(ADMIN_TIMESHEET_SORT);
  const columns = useMemo(() => timesheetColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const fetch = useCallback(
    (api: Api, companyId: string | undefined, fields: readonly string[], offset: number, limit: number) =>
      completePayload(
        api.allCompaniesTimesheetList({
          ...(companyId ? { companyId } : {}),
          filter,
          sort,
          offset,
          limit,
          fields: fields as TimesheetListField[],
        }),
      ),
    [filter, sort],
  );
  const changeSort = useCallback((next: TableSort) => setSort(next as TimesheetSort), []);
  const open = useCallback((row: Row) => navigate(allCompaniesLinks.timesheet(row.id)), [navigate]);
  return (
    <AdminScreen>
      <AllCompaniesTable<Row, TimesheetListFilter>
        domain="hours"
        heading={
          <h1 className="text-2xl font-semibold">
            <Trans>Hours of every company</Trans>
          </h1>
        }
        countText={(count) => <Plural value={count} one="# day" other="# days" />}
        label={t`Hours of every company`}
        columns={columns}
        visibility={TIMESHEET_COLUMNS}
        fieldsFor={timesheetListFields}
        filter={filter}
        filters={<TimesheetFilters filter={filter} onChange={setFilter} fixedDriver />}
        sort={sort}
        onSortChange={changeSort}
        fetch={fetch}
        open={open}
      />
    </AdminScreen>
  );
}
