import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";

import { useCurrentUser } from "../../app/client-context";
import { useScheduleText } from "../../i18n/schedule-text";
import { Button } from "../../ui/button";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { useMayCall } from "../inspections";
import { AssignVehicles } from "./assign-vehicles";
import { ScheduleQuestions } from "./schedule-questions";
import { scheduleLinks } from "./schedule-routes";
import { useScheduleFromUrl } from "./use-schedule";

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2" : undefined}>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line">
        {children || <span className="text-slate-500 dark:text-slate-400">—</span>}
      </dd>
    </div>
  );
}

const LINK_BUTTON =
  "rounded-md border border-slate-300 px-3 py-2 text-sm hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800";

/** `/schedules/{id}/details`: a schedule's header and every part with its options; edit and assign for copies. */
export function ScheduleDetailsPage() {
  const { t } = useLingui();
  const scheduleText = useScheduleText();
  const { company } = useCurrentUser();
  const { schedule, problem } = useScheduleFromUrl();
  const mayEdit = useMayCall("ScheduleSaveRequestEvent");
  const mayAssign = useMayCall("ScheduleAssignRequestEvent");
  const [assigning, setAssigning] = useState(false);
  const backTo = company ? scheduleLinks.list(company.id) : scheduleLinks.listShort();
  if (!schedule) return problem ? <RecordNotFound error={problem} backTo={backTo} /> : <LoadingScreen />;
  const own = !schedule.isTemplate;
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <Link className="self-start text-sm text-blue-700 underline dark:text-blue-300" href={backTo}>
          <Trans>All schedules</Trans>
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold" data-testid="schedule-title">
            {scheduleText(schedule.name)}
          </h1>
          <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            {own ? t`Company copy` : t`Template`}
          </span>
          <div className="ml-auto flex gap-2">
            {own && mayEdit && (
              <Link className={LINK_BUTTON} href={scheduleLinks.edit(schedule.id)}>
                <Trans>Edit</Trans>
              </Link>
            )}
            {own && mayAssign && !assigning && (
              <Button variant="secondary" onClick={() => setAssigning(true)}>
                <Trans>Assign to vehicles</Trans>
              </Button>
            )}
          </div>
        </div>
        {!own && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>
              Templates are read-only: copy this one from the schedules list to edit it and assign it to vehicles.
            </Trans>
          </p>
        )}
        {assigning && <AssignVehicles scheduleId={schedule.id} onClose={() => setAssigning(false)} />}
        <dl className="grid grid-cols-2 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900">
          <Item label={t`Number`}>{schedule.number}</Item>
          <Item label={t`Vehicles using it`}>
            {own ? <Plural value={schedule.vehicleCount} one="# vehicle" other="# vehicles" /> : "—"}
          </Item>
          <Item label={t`Description`} wide>
            {scheduleText(schedule.description)}
          </Item>
          <Item label={t`Declaration`} wide>
            {scheduleText(schedule.declaration)}
          </Item>
        </dl>
        <h2 className="text-lg font-semibold">
          <Plural value={schedule.questions.length} one="# part" other="# parts" />
        </h2>
        <ScheduleQuestions questions={schedule.questions} />
      </div>
    </PortalLayout>
  );
}
