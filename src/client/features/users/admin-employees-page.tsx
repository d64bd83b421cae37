import { msg } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";

import { AllCompaniesListScreen } from "../../all-companies/all-companies-list-screen";
import { employeesOfEveryCompany } from "./admin-screens";
import { userColumns } from "./user-columns";
import { UserFilters } from "./user-filters";
import { DEFAULT_USER_FILTER, personRow, userListSpec } from "./user-list-query";

/**
 * /portal/admin/employees: every company's people with the users list's columns, filters and sorts. A row is an
 * employment, so a person who works for two companies shows once under each (the row's id is the employee's).
 */
export function AdminEmployeesPage() {
  return (
    <AllCompaniesListScreen
      screens={employeesOfEveryCompany}
      spec={userListSpec}
      initialFilter={DEFAULT_USER_FILTER}
      liveRow={personRow}
      title={<Trans>Employees of every company</Trans>}
      countText={(count) => <Plural value={count} one="# employee" other="# employees" />}
      label={msg`Employees of every company`}
      columns={(i18n, clock) => userColumns(i18n, clock.now())}
      filters={(filter, onChange) => <UserFilters filter={filter} onChange={onChange} />}
      columnSearch
    />
  );
}
