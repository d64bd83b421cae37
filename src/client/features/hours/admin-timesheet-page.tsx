import { AdminScreen } from "../../all-companies/admin-screen";
import { RecordHeading } from "../../all-companies/record-heading";
import { useCrossCompanyRecord } from "../../all-companies/use-cross-company-record";
import { useClock } from "../../app/client-context";
import { formatLocalDay } from "../../i18n/format";
import { LoadingScreen } from "../../ui/loading-screen";
import { RecordNotFound } from "../../ui/record-not-found";
import { hoursOfEveryCompany } from "./admin-screens";
import { EditHistory } from "./edit-history";
import { HosEvaluationPanel } from "./hos-evaluation-panel";
import { Entries, TimesheetFacts } from "./timesheet-details-page";
import { TimesheetStatusBadge } from "./timesheet-status-badge";
import { useMinuteClock } from "./use-timesheet";

/**
 * /portal/admin/hours/{id}: one driver's day of any company — log grid, totals, entries, the rules' judgement and
 * the edit history — read only: the server sends it with canCorrect and canCertify off.
 */
export function AdminTimesheetPage() {
  const { record, problem } = useCrossCompanyRecord((api, id) => api.allCompaniesTimesheetGet({ id }));
  const details = record?.timesheet;
  const clock = useClock();
  const now = useMinuteClock(details !== undefined && clock.now() < details.dayEnd);
  if (!record || !details)
    return problem ? <RecordNotFound error={problem} backTo={hoursOfEveryCompany.links.list()} /> : <LoadingScreen />;
  const ts = details.timesheet;
  return (
    <AdminScreen>
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        <RecordHeading
          title={`${ts.driverName} · ${formatLocalDay(ts.day)}`}
          company={record.company}
          backTo={hoursOfEveryCompany.links.list()}
        >
          <TimesheetStatusBadge status={ts.status} />
        </RecordHeading>
        <TimesheetFacts details={details} now={now} />
        <Entries details={details} />
        <HosEvaluationPanel evaluation={details.evaluation} timeZone={details.timeZone} />
        <EditHistory history={details.history} timeZone={details.timeZone} />
      </div>
    </AdminScreen>
  );
}
