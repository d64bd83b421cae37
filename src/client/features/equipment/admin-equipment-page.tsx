import { msg } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";

import { AllCompaniesListScreen } from "../../all-companies/all-companies-list-screen";
import { equipmentOfEveryCompany } from "./admin-screens";
import { equipmentColumns } from "./equipment-columns";
import { EquipmentFilters } from "./equipment-filters";
import { DEFAULT_EQUIPMENT_FILTER, equipmentListSpec } from "./equipment-list-query";

/** /portal/admin/equipment: every company's non-road equipment with the equipment list's columns, filters and sorts. */
export function AdminEquipmentPage() {
  return (
    <AllCompaniesListScreen
      screens={equipmentOfEveryCompany}
      spec={equipmentListSpec}
      initialFilter={DEFAULT_EQUIPMENT_FILTER}
      title={<Trans>Equipment of every company</Trans>}
      countText={(count) => <Plural value={count} one="# unit" other="# units" />}
      label={msg`Equipment of every company`}
      columns={(i18n) => equipmentColumns(i18n)}
      filters={(filter, onChange) => <EquipmentFilters filter={filter} onChange={onChange} />}
    />
  );
}
