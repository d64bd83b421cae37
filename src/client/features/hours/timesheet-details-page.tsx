import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";

import type { TimesheetDetails } from "../../../shared/generated/hours";
import { useClock } from "../../app/client-context";
import { formatDateTime, formatLocalDay, formatTime } from "../../i18n/format";
import { Button } from "../../ui/button";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { CorrectionForm, type Correction } from "./correction-form";
import { EditHistory } from "./edit-history";
import { HosEvaluationPanel } from "./hos-evaluation-panel";
import { dutyStatusLabel, hoursAndMinutes, rulesetLabel } from "./hours-labels";
import { hoursLinks } from "./hours-routes";
import { LogGrid } from "./log-grid";
import { shownTotals } from "./shown-totals";
import { TimesheetStatusBadge } from "./timesheet-status-badge";
import { useMinuteClock, useTimesheetFromUrl } from "./use-timesheet";

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5">{children || <span className="text-slate-500 dark:text-slate-400">—</span>}</dd>
    </div>
  );
}

/** The timesheet's totals, as the day's log has them (docs/hours.md "Records"). */
function Totals({ details, now }: { details: TimesheetDetails; now: number }) {
  const { t } = useLingui();
  const ts = shownTotals(details, now);
  const items: [string, number][] = [
    [t`Driving`, ts.drivingMinutes],
    [t`On duty (not driving)`, ts.onDutyNotDrivingMinutes],
    [t`On duty total`, ts.onDutyTotalMinutes],
    [t`Off duty`, ts.offDutyMinutes],
  ];
  return (
    <dl
      className="grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-4 dark:border-slate-700 dark:bg-slate-900"
      data-testid="timesheet-totals"
    >
      {items.map(([label, minutes]) => (
        <Item key={label} label={label}>
          <span className="text-lg font-semibold tabular-nums">{hoursAndMinutes(minutes)}</span>
        </Item>
      ))}
    </dl>
  );
}

export function Entries({
  details,
  onCorrect,
}: {
  details: TimesheetDetails;
  onCorrect?: ((correction: Correction) => void) | undefined;
}) {
  const { t, i18n } = useLingui();
  const cell = "px-3 py-2 text-left";
  return (
    <section
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white text-sm dark:border-slate-700 dark:bg-slate-900"
      aria-labelledby="entries-heading"
    >
      <div className="flex items-center gap-2 px-3 pt-3">
        <h2 id="entries-heading" className="font-semibold">
          <Trans>Changes of duty status</Trans>
        </h2>
        {onCorrect && (
          <Button variant="secondary" className="ml-auto" onClick={() => onCorrect({ kind: "add" })}>
            <Trans>Add an entry</Trans>
          </Button>
        )}
      </div>
      <table className="mt-2 w-full min-w-[560px]">
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <tr>
            <th className={cell}>{t`Time`}</th>
            <th className={cell}>{t`Status`}</th>
            <th className={cell}>{t`Location`}</th>
            <th className={cell}>{t`Note`}</th>
            {onCorrect && <th className={cell}>{t`Actions`}</th>}
          </tr>
        </thead>
        <tbody data-testid="timesheet-entries">
          {details.carriedStatus && (
            <tr className="border-b border-slate-100 text-slate-600 dark:border-slate-800 dark:text-slate-300">
              <td className={cell}>{formatTime(details.timesheet.dayStart, details.timeZone)}</td>
              <td className={cell}>{dutyStatusLabel(i18n, details.carriedStatus)}</td>
              <td className={cell} colSpan={onCorrect ? 3 : 2}>
                <Trans>Carried over from the previous day</Trans>
              </td>
            </tr>
          )}
          {details.entries.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-100 dark:border-slate-800">
              <td className={`${cell} tabular-nums`}>{formatTime(entry.start, details.timeZone)}</td>
              <td className={`${cell} font-medium`}>{dutyStatusLabel(i18n, entry.status)}</td>
              <td className={cell}>{entry.location ?? ""}</td>
              <td className={cell}>
                {entry.annotation ?? ""}
                {entry.origin === "correction" && (
                  <span className="ml-1 rounded bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                    <Trans>corrected</Trans>
                  </span>
                )}
                {entry.eldSource && (
                  <span
                    className="ml-1 rounded bg-sky-100 px-1.5 text-xs text-sky-900 dark:bg-sky-950 dark:text-sky-200"
                    data-testid="eld-source"
                  >
                    <Trans>
                      ELD file {entry.eldSource.fileName}
                      {entry.eldSource.eldIdentifier ? ` (${entry.eldSource.eldIdentifier})` : ""}, line{" "}
                      {entry.eldSource.line}
                    </Trans>
                  </span>
                )}
              </td>
              {onCorrect && (
                <td className={`${cell} whitespace-nowrap`}>
                  <button
                    type="button"
                    className="text-blue-700 underline dark:text-blue-300"
                    onClick={() => onCorrect({ kind: "change", entry })}
                  >
                    <Trans>Correct</Trans>
                  </button>{" "}
                  <button
                    type="button"
                    className="ml-2 text-red-700 underline dark:text-red-400"
                    onClick={() => onCorrect({ kind: "remove", entry })}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {details.entries.length === 0 && !details.carriedStatus && (
        <p className="px-3 py-3 text-slate-600 dark:text-slate-300">
          <Trans>Nothing was recorded on this day.</Trans>
        </p>
      )}
    </section>
  );
}

/** The day's log grid, totals and facts (its details screen, and the operator's read-only view). */
export function TimesheetFacts({ details, now }: { details: TimesheetDetails; now: number }) {
  const { t, i18n } = useLingui();
  const ts = details.timesheet;
  const changes = details.entries.map((e) => ({ status: e.status, start: e.start }));
  return (
    <>
      <LogGrid
        day={ts.day}
        dayStart={ts.dayStart}
        dayEnd={details.dayEnd}
        now={now}
        carried={details.carriedStatus}
        changes={changes}
        timeZone={details.timeZone}
      />
      <Totals details={details} now={now} />
      <dl className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3 dark:border-slate-700 dark:bg-slate-900">
        <Item label={t`Cycle`}>{rulesetLabel(i18n, ts.cycle)}</Item>
        <Item label={t`Start location`}>{ts.startLocation}</Item>
        <Item label={t`End location`}>{ts.endLocation}</Item>
        <Item
          label={t`Day starts`}
        >{`${formatDateTime(ts.dayStart, undefined, details.timeZone)} (${details.timeZone})`}</Item>
        <Item label={t`Deferral of off-duty time`}>
          {details.deferralDeclared ? t`Declared for this day (SOR/2005-313 s.16)` : ""}
        </Item>
        <Item label={t`Adverse driving conditions`}>
          {details.adverseConditions.map((a) => (
            <div key={a.at}>
              {formatTime(a.at, details.timeZone)} {a.note ?? ""}
            </div>
          ))}
        </Item>
        <Item label={t`Certified`}>
          {ts.certifiedAt !== undefined && (
            <div className="flex flex-col gap-1" data-testid="certification">
              <span>
                {details.certifiedByName ?? ""} · {formatDateTime(ts.certifiedAt, undefined, details.timeZone)}
              </span>
              {details.signature && (
                <img
                  src={details.signature}
                  alt={t`Driver's signature`}
                  className="h-12 w-auto self-start rounded bg-white"
                />
              )}
            </div>
          )}
        </Item>
      </dl>
    </>
  );
}

/** `/portal/operator/hours/{id}/details`: one driver's day — the log grid, totals, entries, violations and history. */
export function TimesheetDetailsPage() {
  const { details, setDetails, problem } = useTimesheetFromUrl();
  const [correction, setCorrection] = useState<Correction>();
  const clock = useClock();
  const open = details !== undefined && clock.now() < details.dayEnd;
  const now = useMinuteClock(open);
  if (problem) return <RecordNotFound error={problem} />;
  if (!details) return <LoadingScreen />;
  const ts = details.timesheet;
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold" data-testid="timesheet-title">
            {ts.driverName} · {formatLocalDay(ts.day)}
          </h1>
          <TimesheetStatusBadge status={ts.status} />
          <Link
            className="ml-auto text-sm text-blue-700 underline dark:text-blue-300"
            href={hoursLinks.ofUser(ts.userId)}
          >
            <Trans>All days of {ts.driverName}</Trans>
          </Link>
        </div>
        <TimesheetFacts details={details} now={now} />
        {correction && (
          <CorrectionForm
            key={correction.kind === "add" ? "add" : `${correction.kind}-${correction.entry.id}`}
            details={details}
            correction={correction}
            onCancel={() => setCorrection(undefined)}
            onDone={(saved) => {
              setDetails(saved);
              setCorrection(undefined);
            }}
          />
        )}
        <Entries details={details} onCorrect={details.canCorrect ? setCorrection : undefined} />
        <HosEvaluationPanel evaluation={details.evaluation} timeZone={details.timeZone} />
        <EditHistory history={details.history} timeZone={details.timeZone} />
      </div>
    </PortalLayout>
  );
}
