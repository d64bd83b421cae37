import { Plural, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "wouter";

import type { TimesheetListFilter } from "../../../shared/generated/hours";
import { ListScreen } from "../../ui/list-screen";
import { preloadOtherHoursScreens } from "./hours-route-table";
import { hoursLinks } from "./hours-routes";
import { timesheetColumns } from "./timesheet-columns";
import { TimesheetFilters } from "./timesheet-filters";
import { DEFAULT_TIMESHEET_FILTER, timesheetListSpec, type TimesheetRow } from "./timesheet-list-query";

interface TimesheetsTableProps {
  heading: ReactNode;
  /** One employee's hours (`/users/{id}/hours`): the user the screen fixes, every day by date. */
  userId?: string | undefined;
}

/** The timesheets as a live, windowed, sortable and filterable table: the company's, or one employee's. */
export function TimesheetsTable({ heading, userId }: TimesheetsTableProps) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const initial = userId ? { period: "all" as const } : DEFAULT_TIMESHEET_FILTER;
  const [filter, setFilter] = useState<TimesheetListFilter>(initial);
  const fixed = useMemo(() => (userId ? { userId } : undefined), [userId]);
  const columns = useMemo(() => timesheetColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: TimesheetRow) => navigate(hoursLinks.details(row.id)), [navigate]);
  useEffect(preloadOtherHoursScreens, []);
  return (
    <ListScreen
      spec={timesheetListSpec}
      heading={heading}
      label={t`Timesheets`}
      countId="timesheet"
      countText={(count) => <Plural value={count} one="# timesheet" other="# timesheets" />}
      columns={columns}
      initialSort={userId ? { column: "date", direction: "desc" } : undefined}
      filter={filter}
      fixed={fixed}
      onFilterChange={setFilter}
      filters={<TimesheetFilters filter={filter} onChange={setFilter} fixedDriver={userId !== undefined} />}
      columnSearch={userId === undefined}
      empty={
        filter.period === "all"
          ? {
              unfiltered: initial,
              message: t`No timesheets yet. Drivers keep their hours in the driver app on their phones.`,
            }
          : undefined
      }
      onOpen={open}
    />
  );
}
