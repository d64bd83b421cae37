import { Trans, useLingui } from "@lingui/react/macro";

import type { HosEvaluation } from "../../../shared/generated/hours";
import { formatDateTime, formatLocalDay } from "../../i18n/format";
import { hoursAndMinutes, ruleLabel, rulesetLabel } from "./hours-labels";

/**
 * The rules engine's judgement of the 14-day look-back: what is left (driving, on duty, cycle) and every limit broken,
 * with the regulation section it comes from; the day's own violations first and marked.
 */
export function HosEvaluationPanel({ evaluation, timeZone }: { evaluation: HosEvaluation; timeZone: string }) {
  const { i18n } = useLingui();
  const violations = [...evaluation.violations].sort(
    (a, b) => Number(b.onThisDay) - Number(a.onThisDay) || b.at - a.at,
  );
  const remaining = evaluation.remaining;
  const box = "rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900";
  return (
    <div className="grid gap-4 md:grid-cols-[280px_1fr]">
      <section className={box} aria-labelledby="remaining-heading">
        <h2 id="remaining-heading" className="mb-2 font-semibold">
          <Trans>Hours remaining</Trans>
        </h2>
        {remaining ? (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="hours-remaining">
            <dt>
              <Trans>Driving</Trans>
            </dt>
            <dd className="text-right font-medium tabular-nums">{hoursAndMinutes(remaining.drivingMinutes)}</dd>
            <dt>
              <Trans>On duty</Trans>
            </dt>
            <dd className="text-right font-medium tabular-nums">{hoursAndMinutes(remaining.onDutyMinutes)}</dd>
            <dt>
              <Trans>Cycle</Trans>
            </dt>
            <dd className="text-right font-medium tabular-nums">{hoursAndMinutes(remaining.cycleMinutes)}</dd>
          </dl>
        ) : (
          <p className="text-slate-600 dark:text-slate-300">
            <Trans>Nothing recorded in the last 14 days.</Trans>
          </p>
        )}
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
          <Trans>
            As of {formatDateTime(evaluation.asOf, undefined, timeZone)} · {rulesetLabel(i18n, evaluation.ruleset)}
          </Trans>
        </p>
      </section>
      <section className={box} aria-labelledby="violations-heading">
        <h2 id="violations-heading" className="mb-2 font-semibold">
          <Trans>Violations in the last 14 days</Trans>
        </h2>
        {violations.length === 0 ? (
          <p className="text-emerald-800 dark:text-emerald-300" data-testid="no-violations">
            <Trans>No violations.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="violations">
            {violations.map((v) => (
              <li
                key={`${v.rule}-${v.at}`}
                className={`rounded-md border px-3 py-2 ${v.onThisDay ? "border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950" : "border-slate-200 dark:border-slate-700"}`}
                data-testid="violation"
              >
                <div className="font-medium">{ruleLabel(i18n, v.rule)}</div>
                <div className="text-xs text-slate-700 dark:text-slate-300">
                  <span className="font-semibold" data-testid="violation-section">
                    {v.section}
                  </span>{" "}
                  · {formatLocalDay(v.day)} · {formatDateTime(v.at, undefined, timeZone)}
                  {v.onThisDay && (
                    <>
                      {" "}
                      · <Trans>this day</Trans>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
