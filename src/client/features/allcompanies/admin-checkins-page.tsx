import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { CheckInListField, CheckInListFilter, CheckInSort } from "../../../shared/generated/checkins";
import type { Api } from "../../../shared/generated/client";
import { useClock } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import type { TableSort } from "../../ui/virtual-table/column";
import { checkInColumns } from "../checkins/checkin-columns";
import { CheckInFilters } from "../checkins/checkin-filters";
import {
  CHECKIN_COLUMNS,
  DEFAULT_CHECKIN_FILTER,
  DEFAULT_CHECKIN_SORT,
  checkInListFields,
  type CheckInRow,
} from "../checkins/checkin-list-query";
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
  const [sort, setSort] = useState<CheckInSort>(DEFAULT_CHECKIN_SORT);
  const clock = useClock();
  const columns = useMemo(() => checkInColumns(i18n, clock), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const fetch = useCallback(
    (api: Api, companyId: string | undefined, fields: readonly string[], offset: number, limit: number) =>
      completePayload(
        api.allCompaniesCheckInList({
          ...(companyId ? { companyId } : {}),
          filter,
          sort,
          offset,
          limit,
          fields: fields as CheckInListField[],
        }),
      ),
    [filter, sort],
  );
  const changeSort = useCallback((next: TableSort) => setSort(next as CheckInSort), []);
  const open = useCallback((row: Row) => navigate(allCompaniesLinks.checkin(row.id)), [navigate]);
  return (
    <AdminScreen>
      <AllCompaniesTable<Row, CheckInListFilter>
        domain="checkins"
        heading={
          <h1 className="text-2xl font-semibold">
            <Trans>Check-ins of every company</Trans>
          </h1>
        }
        countText={(count) => <Plural value={count} one="# check-in" other="# check-ins" />}
        label={t`Check-ins of every company`}
        columns={columns}
        visibility={CHECKIN_COLUMNS}
        fieldsFor={checkInListFields}
        filter={filter}
        filters={
          <CheckInFilters
            filter={filter}
            employee={undefined}
            showEmployee={false}
            onChange={(next) => setFilter(next)}
          />
        }
        sort={sort}
        onSortChange={changeSort}
        fetch={fetch}
        open={open}
      />
    </AdminScreen>
  );
}
