import { Trans } from "@lingui/react/macro";

import { AdminScreen } from "../../all-companies/admin-screen";
import { RecordHeading } from "../../all-companies/record-heading";
import { useCrossCompanyRecord } from "../../all-companies/use-cross-company-record";
import { LoadingScreen } from "../../ui/loading-screen";
import { RecordNotFound } from "../../ui/record-not-found";
import { checkInsOfEveryCompany } from "./admin-screens";
import { CheckInFacts } from "./checkin-details-page";

/** /portal/admin/checkins/{id}: one check-in of any company, read only. */
export function AdminCheckInPage() {
  const { record, problem } = useCrossCompanyRecord((api, id) => api.allCompaniesCheckInGet({ id }));
  if (!record)
    return problem ? (
      <RecordNotFound error={problem} backTo={checkInsOfEveryCompany.links.list()} />
    ) : (
      <LoadingScreen />
    );
  const { company, checkIn } = record;
  const name = checkIn.employeeName;
  return (
    <AdminScreen>
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <RecordHeading
          title={<Trans>Check-in of {name}</Trans>}
          company={company}
          backTo={checkInsOfEveryCompany.links.list()}
        />
        <CheckInFacts checkIn={checkIn} />
      </div>
    </AdminScreen>
  );
}
