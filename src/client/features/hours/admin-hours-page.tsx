import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { TimesheetListFilter, TimesheetSort } from "../../../shared/generated/hours";
import { AdminScreen } from "../../all-companies/admin-screen";
import type { CompanyFields } from "../../all-companies/all-companies-query";
import { AllCompaniesTable } from "../../all-companies/all-companies-table";
import { hoursOfEveryCompany } from "./admin-screens";
import { timesheetColumns } from "./timesheet-columns";
import { TimesheetFilters } from "./timesheet-filters";
import { timesheetListSpec, type TimesheetRow } from "./timesheet-list-query";

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
  const columns = useMemo(() => timesheetColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: Row) => navigate(hoursOfEveryCompany.links.details(row.id)), [navigate]);
  return (
    <AdminScreen>
      <AllCompaniesTable
        domain="hours"
        title={<Trans>Hours of every company</Trans>}
        countText={(count) => <Plural value={count} one="# day" other="# days" />}
        label={t`Hours of every company`}
        columns={columns}
        spec={timesheetListSpec}
        initialSort={ADMIN_TIMESHEET_SORT}
        filter={filter}
        onFilterChange={setFilter}
        filters={<TimesheetFilters filter={filter} onChange={setFilter} fixedDriver />}
        onOpen={open}
      />
    </AdminScreen>
  );
}
