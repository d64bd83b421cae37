import { Trans, useLingui } from "@lingui/react/macro";

import type { MyHours } from "../../../../shared/generated/hours";
import { formatTime } from "../../../i18n/format";
import { dutyStatusLabel, hoursAndMinutes, ruleLabel } from "../hours-labels";

/** The status in force since when and where, what the day and the cycle still allow, and today's violations. */
export function HoursLeft({ hours }: { hours: MyHours }) {
  const { t, i18n } = useLingui();
  const zone = hours.timeZone;
  const remaining = hours.evaluation.remaining;
  const today = hours.evaluation.violations.filter((v) => v.onThisDay);
  const figure = (label: string, minutes: number | undefined, testId: string) => (
    <div className="flex flex-col items-center rounded-xl bg-white px-2 py-3 dark:bg-slate-800">
      <span className="text-2xl font-bold tabular-nums" data-testid={testId}>
        {minutes === undefined ? "—" : hoursAndMinutes(minutes)}
      </span>
      <span className="text-center text-sm text-slate-600 dark:text-slate-300">{label}</span>
    </div>
  );
  return (
    <section className="flex flex-col gap-3" aria-label={t`Hours left`}>
      <div
        className="rounded-xl border-2 border-slate-300 bg-white p-4 dark:border-slate-600 dark:bg-slate-900"
        data-testid="current-status"
      >
        {hours.current ? (
          <>
            <p className="text-xl font-semibold">{dutyStatusLabel(i18n, hours.current.status)}</p>
            <p className="text-base text-slate-700 dark:text-slate-300">
              <Trans>since {formatTime(hours.current.since, zone)}</Trans>
              {hours.current.location ? ` · ${hours.current.location}` : ""}
            </p>
          </>
        ) : (
          <p className="text-base">
            <Trans>No duty status recorded yet. Choose one below to start your log.</Trans>
          </p>
        )}
      </div>
      <div className="grid grid-cols-3 gap-2">
        {figure(t`Driving left`, remaining?.drivingMinutes, "left-driving")}
        {figure(t`On duty left today`, remaining?.onDutyMinutes, "left-on-duty")}
        {figure(t`Cycle left`, remaining?.cycleMinutes, "left-cycle")}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>As of {formatTime(hours.evaluation.asOf, zone)}</Trans>
      </p>
      {today.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="today-violations">
          {today.map((v) => (
            <li
              key={`${v.rule}-${v.at}`}
              className="rounded-xl border-2 border-red-700 bg-red-50 px-3 py-2 text-red-950 dark:border-red-500 dark:bg-red-950 dark:text-red-50"
            >
              <span className="font-semibold">{ruleLabel(i18n, v.rule)}</span> · {v.section} · {formatTime(v.at, zone)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
