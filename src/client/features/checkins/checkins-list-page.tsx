import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { CheckInListFilter } from "../../../shared/generated/checkins";
import { useAppState, useClock } from "../../app/client-context";
import { EmptyListLink } from "../../ui/list-empty-state";
import { ListScreen } from "../../ui/list-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { checkInColumns } from "./checkin-columns";
import { CheckInFilters } from "./checkin-filters";
import { checkInListSpec, type CheckInRow } from "./checkin-list-query";
import { preloadCheckInDetails } from "./checkin-route-table";
import { checkInLinks } from "./checkin-routes";
import type { PickedEmployee } from "./employee-picker";

/** Check-ins (docs/checkins.md "Screens"): every check-in of the company, live, windowed, sortable, filterable. */
export function CheckInsListPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<CheckInListFilter>(checkInListSpec.defaultFilter);
  const [employee, setEmployee] = useState<PickedEmployee>();
  const clock = useClock();
  const columns = useMemo(() => checkInColumns(i18n, clock), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const changeFilter = useCallback((next: CheckInListFilter, picked: PickedEmployee | undefined) => {
    setFilter(next);
    setEmployee(picked);
  }, []);
  const open = useCallback((row: CheckInRow) => navigate(checkInLinks.details(row.id)), [navigate]);
  useEffect(preloadCheckInDetails, []);
  const office = useAppState((s) =>
    s.session.roles.some((role) => role === "owner" || role === "manager" || role === "administrator"),
  );
  return (
    <PortalLayout>
      <ListScreen
        spec={checkInListSpec}
        title={<Trans>Check-ins</Trans>}
        label={t`Check-ins`}
        countId="checkin"
        countText={(count) => <Plural value={count} one="# check-in" other="# check-ins" />}
        columns={columns}
        filter={filter}
        onFilterChange={setFilter}
        filters={<CheckInFilters filter={filter} employee={employee} showEmployee={office} onChange={changeFilter} />}
        empty={{
          message: t`No check-ins yet. Drivers check in from their phones, in the driver app.`,
          action: (
            <EmptyListLink href="/drive/" page>
              {t`Open the driver app`}
            </EmptyListLink>
          ),
        }}
        onOpen={open}
      />
    </PortalLayout>
  );
}
