import { Trans, useLingui } from "@lingui/react/macro";

import type { TimesheetEdit, TimesheetEntryValues } from "../../../shared/generated/hours";
import { formatDateTime, formatTime } from "../../i18n/format";
import { dutyStatusLabel, editLabel } from "./hours-labels";

function Values({ values, timeZone }: { values: TimesheetEntryValues; timeZone: string }) {
  const { i18n } = useLingui();
  return (
    <span>
      {dutyStatusLabel(i18n, values.status)} {formatTime(values.start, timeZone)}
      {values.location ? ` · ${values.location}` : ""}
    </span>
  );
}

/** The day's edit history: every correction with the entry before and after and its reason, and each certification. */
export function EditHistory({ history, timeZone }: { history: readonly TimesheetEdit[]; timeZone: string }) {
  const { i18n } = useLingui();
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
      aria-labelledby="history-heading"
    >
      <h2 id="history-heading" className="mb-2 font-semibold">
        <Trans>Edit history</Trans>
      </h2>
      {history.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>No corrections or certifications yet.</Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="edit-history">
          {history.map((edit, i) => (
            <li key={i} className="border-l-2 border-slate-300 pl-3 dark:border-slate-600">
              <div>
                <span className="font-medium">{editLabel(i18n, edit.kind)}</span>{" "}
                <span className="text-slate-600 dark:text-slate-300">
                  · {edit.byName} · {formatDateTime(edit.at, undefined, timeZone)}
                </span>
              </div>
              {(edit.before || edit.after) && (
                <div className="text-slate-700 dark:text-slate-300">
                  {edit.before && (
                    <span className="line-through decoration-slate-500">
                      <Values values={edit.before} timeZone={timeZone} />
                    </span>
                  )}
                  {edit.before && edit.after && " → "}
                  {edit.after && <Values values={edit.after} timeZone={timeZone} />}
                </div>
              )}
              {edit.reason && <div className="italic text-slate-700 dark:text-slate-300">“{edit.reason}”</div>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
