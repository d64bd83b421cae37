import { Trans } from "@lingui/react/macro";

import { AdminScreen } from "../../all-companies/admin-screen";
import { RecordHeading } from "../../all-companies/record-heading";
import { useCrossCompanyRecord } from "../../all-companies/use-cross-company-record";
import { LoadingScreen } from "../../ui/loading-screen";
import { RecordNotFound } from "../../ui/record-not-found";
import { checklistsOfEveryCompany } from "./admin-screens";
import { ChecklistItems } from "./checklist-details-page";

/** /portal/admin/checklists/{id}: one company's checklist — its description and items — read only. */
export function AdminChecklistPage() {
  const { record, problem } = useCrossCompanyRecord((api, id) => api.allCompaniesChecklistGet({ id }));
  if (!record)
    return problem ? (
      <RecordNotFound error={problem} backTo={checklistsOfEveryCompany.links.list()} />
    ) : (
      <LoadingScreen />
    );
  const { company, checklist } = record;
  return (
    <AdminScreen>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <RecordHeading title={checklist.name} company={company} backTo={checklistsOfEveryCompany.links.list()}>
          {checklist.deleted && (
            <span className="rounded bg-slate-200 px-2 py-0.5 text-xs dark:bg-slate-700">
              <Trans>Removed</Trans>
            </span>
          )}
        </RecordHeading>
        {checklist.description && <p className="text-sm text-slate-700 dark:text-slate-300">{checklist.description}</p>}
        <ChecklistItems checklist={checklist} />
      </div>
    </AdminScreen>
  );
}
