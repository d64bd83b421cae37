import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { CheckInListFilter } from "../../../shared/generated/checkins";
import { useClock } from "../../app/client-context";
import { checkInColumns } from "../checkins/checkin-columns";
import { CheckInFilters } from "../checkins/checkin-filters";
import { checkInListSpec, type CheckInRow, DEFAULT_CHECKIN_FILTER } from "../checkins/checkin-list-query";
import { AdminScreen } from "./admin-screen";
import type { CompanyFields } from "./all-companies-query";
import { AllCompaniesTable } from "./all-companies-table";
import { allCompaniesLinks } from "./allcompanies-routes";

type Row = CheckInRow & CompanyFields;

/** /portal/admin/checkins: every company's check-ins, by day and result (the employee filter is one company's). */
export function AdminCheckInsPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<CheckInListFilter>(DEFAULT_CHECKIN_FILTER);
  const clock = useClock();
  const columns = useMemo(() => checkInColumns(i18n, clock), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: Row) => navigate(allCompaniesLinks.checkin(row.id)), [navigate]);
  return (
    <AdminScreen>
      <AllCompaniesTable
        domain="checkins"
        title={<Trans>Check-ins of every company</Trans>}
        countText={(count) => <Plural value={count} one="# check-in" other="# check-ins" />}
        label={t`Check-ins of every company`}
        columns={columns}
        spec={checkInListSpec}
        filter={filter}
        onFilterChange={setFilter}
        filters={
          <CheckInFilters
            filter={filter}
            employee={undefined}
            showEmployee={false}
            onChange={(next) => setFilter(next)}
          />
        }
        onOpen={open}
      />
    </AdminScreen>
  );
}
