import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { CheckInListFilter } from "../../../shared/generated/checkins";
import { AdminScreen } from "../../all-companies/admin-screen";
import type { CompanyFields } from "../../all-companies/all-companies-query";
import { AllCompaniesTable } from "../../all-companies/all-companies-table";
import { useClock } from "../../app/client-context";
import { checkInsOfEveryCompany } from "./admin-screens";
import { checkInColumns } from "./checkin-columns";
import { CheckInFilters } from "./checkin-filters";
import { checkInListSpec, checkInRow, type CheckInRow, DEFAULT_CHECKIN_FILTER } from "./checkin-list-query";

type Row = CheckInRow & CompanyFields;

/** /portal/admin/checkins: every company's check-ins, by day and result (the employee filter is one company's). */
export function AdminCheckInsPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<CheckInListFilter>(DEFAULT_CHECKIN_FILTER);
  const clock = useClock();
  const columns = useMemo(() => checkInColumns(i18n, clock), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: Row) => navigate(checkInsOfEveryCompany.links.details(row.id)), [navigate]);
  return (
    <AdminScreen>
      <AllCompaniesTable
        domain="checkins"
        liveRow={checkInRow}
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
