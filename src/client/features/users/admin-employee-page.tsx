import { useLingui } from "@lingui/react/macro";

import { fullName } from "../../../shared/rules/people";
import { AdminScreen } from "../../all-companies/admin-screen";
import { RecordHeading } from "../../all-companies/record-heading";
import { useCrossCompanyRecord } from "../../all-companies/use-cross-company-record";
import { LoadingScreen } from "../../ui/loading-screen";
import { RecordNotFound } from "../../ui/record-not-found";
import { employeesOfEveryCompany } from "./admin-screens";
import { stateLabel } from "./people-labels";
import { PersonFacts } from "./user-details-page";

/** /portal/admin/employees/{id}: one employment of any company — the person and their role there — read only. */
export function AdminEmployeePage() {
  const { i18n } = useLingui();
  const { record, problem } = useCrossCompanyRecord((api, id) => api.allCompaniesEmployeeGet({ id }));
  if (!record)
    return problem ? (
      <RecordNotFound error={problem} backTo={employeesOfEveryCompany.links.list()} />
    ) : (
      <LoadingScreen />
    );
  const { company, person } = record;
  return (
    <AdminScreen>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <RecordHeading title={fullName(person.user)} company={company} backTo={employeesOfEveryCompany.links.list()}>
          <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            {stateLabel(i18n, person.employee.state)}
          </span>
        </RecordHeading>
        <PersonFacts person={person} />
      </div>
    </AdminScreen>
  );
}
