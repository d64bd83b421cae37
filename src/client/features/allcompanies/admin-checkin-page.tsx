import { Trans } from "@lingui/react/macro";

import { LoadingScreen } from "../../ui/loading-screen";
import { RecordNotFound } from "../../ui/record-not-found";
import { CheckInFacts } from "../checkins/checkin-details-page";
import { AdminScreen } from "./admin-screen";
import { allCompaniesLinks } from "./allcompanies-routes";
import { RecordHeading } from "./record-heading";
import { useCrossCompanyRecord } from "./use-cross-company-record";

/** /portal/admin/checkins/{id}: one check-in of any company, read only. */
export function AdminCheckInPage() {
  const { record, problem } = useCrossCompanyRecord((api, id) => api.allCompaniesCheckInGet({ id }));
  if (!record)
    return problem ? <RecordNotFound error={problem} backTo={allCompaniesLinks.checkins()} /> : <LoadingScreen />;
  const { company, checkIn } = record;
  const name = checkIn.employeeName;
  return (
    <AdminScreen>
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <RecordHeading
          title={<Trans>Check-in of {name}</Trans>}
          company={company}
          backTo={allCompaniesLinks.checkins()}
        />
        <CheckInFacts checkIn={checkIn} />
      </div>
    </AdminScreen>
  );
}
