import { msg } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";

import { AllCompaniesListScreen } from "../../all-companies/all-companies-list-screen";
import { inspectionsOfEveryCompany } from "./admin-screens";
import { inspectionColumns } from "./inspection-columns";
import { InspectionFilters } from "./inspection-filters";
import { DEFAULT_INSPECTION_FILTER, inspectionListSpec } from "./inspection-list-query";

/** /portal/admin/inspections: every company's inspections, with the inspections list's columns, filters and sorts. */
export function AdminInspectionsPage() {
  return (
    <AllCompaniesListScreen
      screens={inspectionsOfEveryCompany}
      spec={inspectionListSpec}
      initialFilter={DEFAULT_INSPECTION_FILTER}
      title={<Trans>Inspections of every company</Trans>}
      countText={(count) => <Plural value={count} one="# inspection" other="# inspections" />}
      label={msg`Inspections of every company`}
      columns={(i18n) => inspectionColumns(i18n)}
      filters={(filter, onChange) => <InspectionFilters filter={filter} onChange={onChange} recordPickers={false} />}
      columnSearch
    />
  );
}
