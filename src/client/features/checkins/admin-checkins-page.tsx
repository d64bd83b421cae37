import { msg } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";

import { AllCompaniesListScreen } from "../../all-companies/all-companies-list-screen";
import { checkInsOfEveryCompany } from "./admin-screens";
import { checkInColumns } from "./checkin-columns";
import { CheckInFilters } from "./checkin-filters";
import { checkInListSpec, checkInRow, DEFAULT_CHECKIN_FILTER } from "./checkin-list-query";

/** /portal/admin/checkins: every company's check-ins, by day and result (the employee filter is one company's). */
export function AdminCheckInsPage() {
  return (
    <AllCompaniesListScreen
      screens={checkInsOfEveryCompany}
      spec={checkInListSpec}
      initialFilter={DEFAULT_CHECKIN_FILTER}
      liveRow={checkInRow}
      title={<Trans>Check-ins of every company</Trans>}
      countText={(count) => <Plural value={count} one="# check-in" other="# check-ins" />}
      label={msg`Check-ins of every company`}
      columns={(i18n, clock) => checkInColumns(i18n, clock)}
      filters={(filter, onChange) => (
        <CheckInFilters filter={filter} employee={undefined} showEmployee={false} onChange={onChange} />
      )}
    />
  );
}
