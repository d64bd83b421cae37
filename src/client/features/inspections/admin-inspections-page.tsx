import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "wouter";

import type { InspectionListFilter } from "../../../shared/generated/inspections";
import { AdminScreen } from "../../all-companies/admin-screen";
import type { CompanyFields } from "../../all-companies/all-companies-query";
import { AllCompaniesTable } from "../../all-companies/all-companies-table";
import { inspectionsOfEveryCompany } from "./admin-screens";
import { inspectionColumns } from "./inspection-columns";
import { InspectionFilters } from "./inspection-filters";
import { DEFAULT_INSPECTION_FILTER, inspectionListSpec, type InspectionRow } from "./inspection-list-query";

type Row = InspectionRow & CompanyFields;

/** /portal/admin/inspections: every company's inspections, with the inspections list's columns, filters and sorts. */
export function AdminInspectionsPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useState<InspectionListFilter>(DEFAULT_INSPECTION_FILTER);
  const columns = useMemo(() => inspectionColumns(i18n), [i18n, i18n.locale]); // oxlint-disable-line react-hooks/exhaustive-deps
  const open = useCallback((row: Row) => navigate(inspectionsOfEveryCompany.links.details(row.id)), [navigate]);
  return (
    <AdminScreen>
      <AllCompaniesTable
        domain="inspections"
        title={<Trans>Inspections of every company</Trans>}
        countText={(count) => <Plural value={count} one="# inspection" other="# inspections" />}
        label={t`Inspections of every company`}
        columns={columns}
        spec={inspectionListSpec}
        filter={filter}
        onFilterChange={setFilter}
        filters={<InspectionFilters filter={filter} onChange={setFilter} recordPickers={false} />}
        columnSearch
        onOpen={open}
      />
    </AdminScreen>
  );
}
