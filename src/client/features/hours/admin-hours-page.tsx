import { msg } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";

import type { TimesheetListFilter, TimesheetSort } from "../../../shared/generated/hours";
import { AllCompaniesListScreen } from "../../all-companies/all-companies-list-screen";
import { hoursOfEveryCompany } from "./admin-screens";
import { timesheetColumns } from "./timesheet-columns";
import { TimesheetFilters } from "./timesheet-filters";
import { timesheetListSpec } from "./timesheet-list-query";

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
  return (
    <AllCompaniesListScreen
      screens={hoursOfEveryCompany}
      spec={timesheetListSpec}
      initialFilter={ADMIN_TIMESHEET_FILTER}
      initialSort={ADMIN_TIMESHEET_SORT}
      title={<Trans>Hours of every company</Trans>}
      countText={(count) => <Plural value={count} one="# day" other="# days" />}
      label={msg`Hours of every company`}
      columns={(i18n) => timesheetColumns(i18n)}
      filters={(filter, onChange) => <TimesheetFilters filter={filter} onChange={onChange} fixedDriver />}
    />
  );
}
