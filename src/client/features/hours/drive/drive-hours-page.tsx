import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "wouter";

import { decodeIdFromUrl } from "../../../../shared/ids";
import { DriveLayout } from "../../../drive/drive-layout";
import { formatLocalDay } from "../../../i18n/format";
import { ErrorRow } from "../../../ui/error-row";
import { timesheetStatusLabel } from "../hours-labels";
import { CertifyDay } from "./certify-day";
import { Declarations } from "./declarations";
import { DutyStatusChange } from "./duty-status-change";
import { HoursLeft } from "./hours-left";
import { driveHoursLinks } from "./module";
import { useMyHours } from "./use-my-hours";

/**
 * `/drive/hours`: the driver's own log from the phone — the status in force, the hours the day and the cycle still
 * allow, a change of duty status (six statuses, with where), a deferral or adverse conditions, and the days to
 * certify. `/drive/hours/certify/{id}` certifies one of them.
 */
export function DriveHoursPage() {
  const params = useParams<{ screen?: string; id?: string }>();
  const id = params.screen === "certify" ? decodeIdFromUrl(params.id ?? "") : undefined;
  if (id) return <CertifyDay id={id} />;
  return <MyHoursScreen />;
}

function MyHoursScreen() {
  const { t, i18n } = useLingui();
  const { hours, setHours, problem } = useMyHours();
  return (
    <DriveLayout title={t`Hours of service`}>
      <ErrorRow error={problem} />
      {hours ? (
        <>
          <HoursLeft hours={hours} />
          <DutyStatusChange hours={hours} onHours={setHours} />
          {hours.toCertify.length > 0 && (
            <section className="flex flex-col gap-2" aria-labelledby="certify-heading">
              <h2 id="certify-heading" className="text-lg font-semibold">
                <Trans>Days to certify</Trans>
              </h2>
              <ul className="flex flex-col gap-2" data-testid="days-to-certify">
                {hours.toCertify.map((day) => (
                  <li key={day.id}>
                    <Link
                      href={driveHoursLinks.certify(day.id)}
                      className="flex min-h-12 items-center justify-between rounded-xl border border-slate-300 bg-white px-3 text-base dark:border-slate-600 dark:bg-slate-800"
                    >
                      <span className="font-medium">
                        {day.day === hours.today ? t`Today` : formatLocalDay(day.day)}
                      </span>
                      <span className="text-sm text-slate-600 dark:text-slate-300">
                        {timesheetStatusLabel(i18n, day.status)} ›
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Declarations hours={hours} onHours={setHours} />
        </>
      ) : (
        !problem && <p>{t`Loading your hours…`}</p>
      )}
    </DriveLayout>
  );
}
