import { Plural, useLingui } from "@lingui/react/macro";

import { AdminScreen } from "../../all-companies/admin-screen";
import { RecordFacts } from "../../all-companies/record-facts";
import { RecordHeading } from "../../all-companies/record-heading";
import { useCrossCompanyRecord } from "../../all-companies/use-cross-company-record";
import { useScheduleText } from "../../i18n/schedule-text";
import { LoadingScreen } from "../../ui/loading-screen";
import { RecordNotFound } from "../../ui/record-not-found";
import { schedulesOfEveryCompany } from "./admin-screens";
import { ScheduleQuestions } from "./schedule-questions";

/** /portal/admin/schedules/{id}: one company's inspection schedule — its header and every part — read only. */
export function AdminSchedulePage() {
  const { t } = useLingui();
  const scheduleText = useScheduleText();
  const { record, problem } = useCrossCompanyRecord((api, id) => api.allCompaniesScheduleGet({ id }));
  if (!record)
    return problem ? (
      <RecordNotFound error={problem} backTo={schedulesOfEveryCompany.links.list()} />
    ) : (
      <LoadingScreen />
    );
  const { company, schedule } = record;
  return (
    <AdminScreen>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <RecordHeading
          title={scheduleText(schedule.name)}
          company={company}
          backTo={schedulesOfEveryCompany.links.list()}
        />
        <RecordFacts
          facts={[
            { label: t`Number`, value: schedule.number },
            {
              label: t`Vehicles using it`,
              value: <Plural value={schedule.vehicleCount} one="# vehicle" other="# vehicles" />,
            },
            { label: t`Copied from`, value: schedule.templateKey ?? "" },
            { label: t`Description`, value: scheduleText(schedule.description), wide: true },
            { label: t`Declaration`, value: scheduleText(schedule.declaration), wide: true },
          ]}
        />
        <h2 className="text-lg font-semibold">
          <Plural value={schedule.questions.length} one="# part" other="# parts" />
        </h2>
        <ScheduleQuestions questions={schedule.questions} />
      </div>
    </AdminScreen>
  );
}
