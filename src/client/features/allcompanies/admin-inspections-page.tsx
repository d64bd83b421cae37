import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { Api } from "../../../shared/generated/client";
import type { InspectionListField, InspectionListFilter, InspectionSort } from "../../../shared/generated/inspections";
import { completePayload } from "../../sync/complete-payload";
import type { TableSort } from "../../ui/virtual-table/column";
import { inspectionColumns } from "../inspections/inspection-columns";
import { InspectionFilters } from "../inspections/inspection-filters";
import {
  DEFAULT_INSPECTION_FILTER,
  DEFAULT_INSPECTION_SORT,
  INSPECTION_COLUMNS,
  inspectionListFields,
  type InspectionRow,
} from "../inspections/inspection-list-query";
import { AdminScreen } from "./admin-screen";
import type { CompanyFields } from "./all-companies-query";
import { AllCompaniesTable } from "./all-companies-table";
import { allCompaniesLinks } from "./allcompanies-routes";

type Row = InspectionRow & CompanyFields;

/** /portal/admin/inspections: every company's inspections, with the inspections list's columns, filters and sorts. */
export function AdminInspectionsPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<InspectionListFilter>(DEFAULT_INSPECTION_FILTER);
  const [sort, setSort] = useState<InspectionSort>(DEFAULT_INSPECTION_SORT);
  const columns = useMemo(() => inspectionColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const fetch = useCallback(
    (api: Api, companyId: string | undefined, fields: readonly string[], offset: number, limit: number) =>
      completePayload(
        api.allCompaniesInspectionList({
          ...(companyId ? { companyId } : {}),
          filter,
          sort,
          offset,
          limit,
          fields: fields as InspectionListField[],
        }),
      ),
    [filter, sort],
  );
  const changeSort = useCallback((next: TableSort) => setSort(next as InspectionSort), []);
  const changeColumnFilters = useCallback(
    (contains: Record<string, string>) => setFilter((current) => ({ ...current, contains })),
    [],
  );
  const open = useCallback((row: Row) => navigate(allCompaniesLinks.inspection(row.id)), [navigate]);
  return (
    <AdminScreen>
      <AllCompaniesTable<Row, InspectionListFilter>
        domain="inspections"
        heading={
          <h1 className="text-2xl font-semibold">
            <Trans>Inspections of every company</Trans>
          </h1>
        }
        countText={(count) => <Plural value={count} one="# inspection" other="# inspections" />}
        label={t`Inspections of every company`}
        columns={columns}
        visibility={INSPECTION_COLUMNS}
        fieldsFor={inspectionListFields}
        filter={filter}
        filters={<InspectionFilters filter={filter} onChange={setFilter} recordPickers={false} />}
        sort={sort}
        onSortChange={changeSort}
        columnFilters={filter.contains as Record<string, string> | undefined}
        onColumnFiltersChange={changeColumnFilters}
        fetch={fetch}
        open={open}
      />
    </AdminScreen>
  );
}
