import { useLingui } from "@lingui/react/macro";

import { fullName } from "../../../shared/rules/people";
import { LoadingScreen } from "../../ui/loading-screen";
import { RecordNotFound } from "../../ui/record-not-found";
import { stateLabel } from "../users/people-labels";
import { PersonFacts } from "../users/user-details-page";
import { AdminScreen } from "./admin-screen";
import { allCompaniesLinks } from "./allcompanies-routes";
import { RecordHeading } from "./record-heading";
import { useCrossCompanyRecord } from "./use-cross-company-record";

/** /portal/admin/employees/{id}: one employment of any company — the person and their role there — read only. */
export function AdminEmployeePage() {
  const { i18n } = useLingui();
  const { record, problem } = useCrossCompanyRecord((api, id) => api.allCompaniesEmployeeGet({ id }));
  if (!record)
    return problem ? <RecordNotFound error={problem} backTo={allCompaniesLinks.employees()} /> : <LoadingScreen />;
  const { company, person } = record;
  return (
    <AdminScreen>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <RecordHeading title={fullName(person.user)} company={company} backTo={allCompaniesLinks.employees()}>
          <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            {stateLabel(i18n, person.employee.state)}
          </span>
        </RecordHeading>
        <PersonFacts person={person} />
      </div>
    </AdminScreen>
  );
}
