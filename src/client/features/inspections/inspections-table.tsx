import { Plural, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, type ReactNode } from "react";
import { useLocation } from "wouter";

import { InspectionListFilter } from "../../../shared/generated/inspections";
import { useQueryFilter } from "../../app/filter-query";
import { ListScreen } from "../../ui/list-screen";
import { inspectionColumns } from "./inspection-columns";
import { InspectionFilters } from "./inspection-filters";
import { DEFAULT_INSPECTION_FILTER, inspectionListSpec, type InspectionRow } from "./inspection-list-query";
import { preloadOtherInspectionScreens } from "./inspection-route-table";
import { INSPECTION_FILTER_QUERY, inspectionLinks } from "./inspection-routes";

interface InspectionsTableProps {
  /** The screen's heading (with whatever names the vehicle or the employee). */
  heading: ReactNode;
  /** A vehicle's or an employee's tab: the filter the screen fixes. */
  scope?: { vehicleId: string } | { driverId: string } | undefined;
}

/**
 * The inspections as a live, windowed, sortable and filterable table: the company's list, and the same list
 * narrowed to one vehicle (or trailer) or one driver on their tabs.
 */
export function InspectionsTable({ heading, scope }: InspectionsTableProps) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useQueryFilter(DEFAULT_INSPECTION_FILTER, InspectionListFilter, INSPECTION_FILTER_QUERY);
  const columns = useMemo(() => inspectionColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: InspectionRow) => navigate(inspectionLinks.details(row.id)), [navigate]);
  useEffect(preloadOtherInspectionScreens, []);
  return (
    <ListScreen
      spec={inspectionListSpec}
      heading={heading}
      label={t`Inspections`}
      countId="inspection"
      countText={(count) => <Plural value={count} one="# inspection" other="# inspections" />}
      columns={columns}
      filter={filter}
      fixed={scope}
      onFilterChange={setFilter}
      filters={
        <InspectionFilters
          filter={filter}
          onChange={setFilter}
          fixed={scope ? ("vehicleId" in scope ? "vehicle" : "driver") : undefined}
        />
      }
      empty={{ message: t`No inspections yet. Drivers inspect their vehicles from the driver app on their phones.` }}
      onOpen={open}
    />
  );
}
