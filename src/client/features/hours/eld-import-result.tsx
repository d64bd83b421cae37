import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";

import type { EldImportResult } from "../../../shared/generated/hours";
import { formatLocalDay } from "../../i18n/format";
import { hoursAndMinutes, ruleLabel, rulesetLabel, timesheetStatusLabel } from "./hours-labels";
import { hoursLinks } from "./hours-routes";

/**
 * What an ELD import wrote and what the rules engine found: the days with their entries, totals and violations (each
 * with the section it breaks), each day linked to its details (the 24-hour grid), and the hours remaining at the end.
 */
export function EldImportResultView({ result }: { result: EldImportResult }) {
  const { t, i18n } = useLingui();
  const imported = result.days.filter((d) => d.entries > 0).length;
  const cell = "px-2 py-1.5 align-top";
  return (
    <section className="flex flex-col gap-3" data-testid="eld-import-result" aria-labelledby="eld-result-heading">
      <div
        role="status"
        className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
      >
        <h2 id="eld-result-heading" className="font-semibold">
          <Trans>
            Imported <Plural value={result.entryCount} one="# change of duty status" other="# changes of duty status" />{" "}
            on <Plural value={imported} one="# day" other="# days" /> for {result.driverName}
          </Trans>
        </h2>
        <p>
          <Trans>
            {formatLocalDay(result.from)} to {formatLocalDay(result.to)} · file {result.fileName}
            {result.eldIdentifier ? ` · ELD ${result.eldIdentifier}` : ""} · driver in the file: {result.fileDriverName}{" "}
            · {rulesetLabel(i18n, result.ruleset)}
          </Trans>
        </p>
        <p data-testid="eld-violation-count">
          <Plural
            value={result.violationCount}
            _0="No violations found."
            one="# violation found."
            other="# violations found."
          />
        </p>
        {result.remaining && (
          <p>
            <Trans>
              Hours remaining at the end of the period: driving {hoursAndMinutes(result.remaining.drivingMinutes)}, on
              duty {hoursAndMinutes(result.remaining.onDutyMinutes)}, cycle{" "}
              {hoursAndMinutes(result.remaining.cycleMinutes)}
            </Trans>
          </p>
        )}
        {result.checkValueMismatches.length > 0 && (
          <p className="text-amber-800 dark:text-amber-300">
            <Trans>
              Lines whose check value does not match (read all the same): {result.checkValueMismatches.join(", ")}
            </Trans>
          </p>
        )}
        {result.fileCheckMismatch && (
          <p className="text-amber-800 dark:text-amber-300" data-testid="eld-file-check">
            <Trans>
              The file's check value is {result.fileCheckMismatch.found}, but its lines add up to{" "}
              {result.fileCheckMismatch.expected}: the file may have been changed after the ELD wrote it (read all the
              same).
            </Trans>
          </p>
        )}
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table className="w-full min-w-[560px] text-left text-sm">
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600 dark:border-slate-700 dark:text-slate-300">
            <tr>
              <th className={cell}>{t`Day`}</th>
              <th className={cell}>{t`Entries`}</th>
              <th className={cell}>{t`Driving`}</th>
              <th className={cell}>{t`On duty`}</th>
              <th className={cell}>{t`Status`}</th>
              <th className={cell}>{t`Violations`}</th>
            </tr>
          </thead>
          <tbody>
            {result.days.map((day) => (
              <tr
                key={day.day}
                className={`border-b border-slate-100 dark:border-slate-800 ${day.violations.length > 0 ? "bg-red-50 dark:bg-red-950" : ""}`}
                data-testid="eld-import-day"
              >
                <td className={`${cell} whitespace-nowrap`}>
                  <Link
                    className="text-blue-700 underline dark:text-blue-300"
                    href={hoursLinks.details(day.timesheetId)}
                  >
                    {formatLocalDay(day.day)}
                  </Link>
                </td>
                <td className={`${cell} tabular-nums`}>{day.entries}</td>
                <td className={`${cell} tabular-nums`}>{hoursAndMinutes(day.drivingMinutes)}</td>
                <td className={`${cell} tabular-nums`}>{hoursAndMinutes(day.onDutyTotalMinutes)}</td>
                <td className={cell}>{timesheetStatusLabel(i18n, day.status)}</td>
                <td className={cell}>
                  <ul className="flex flex-col gap-0.5">
                    {day.violations.map((v) => (
                      <li key={`${v.rule}-${v.at}`} data-testid="eld-import-violation">
                        {ruleLabel(i18n, v.rule)} · <span className="font-semibold">{v.section}</span>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
