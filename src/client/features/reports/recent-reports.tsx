import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { memo } from "react";

import type { Report } from "../../../shared/generated/reports";
import { useClock } from "../../app/client-context";
import { formatCompactDateTime } from "../../i18n/format";
import { formatSize, REPORT_LIST_LABELS, REPORT_STATE_LABELS } from "./report-labels";

interface RecentReportsProps {
  reports: readonly Report[] | undefined;
  downloading: string | undefined;
  onDownload: (report: Report) => void;
}

/** A bar while rows are written: how many of how many (rowsTotal is known once the job has counted them). */
function Progress({ report }: { report: Report }) {
  const { t, i18n } = useLingui();
  const name = i18n._(REPORT_LIST_LABELS[report.source.list]);
  if (report.state === "queued")
    return <span className="text-sm text-slate-600 dark:text-slate-300">{i18n._(REPORT_STATE_LABELS.queued)}</span>;
  const total = report.rowsTotal ?? 0;
  const percent = total === 0 ? 0 : Math.min(100, Math.round((report.rowsDone / total) * 100));
  const number = new Intl.NumberFormat(i18n.locale);
  const done = number.format(report.rowsDone);
  return (
    <div className="flex min-w-32 flex-col gap-1">
      <div
        role="progressbar"
        aria-label={t`Progress of the ${name} report`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={report.rowsDone}
        className="h-2 w-full overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full bg-blue-600 transition-[width] dark:bg-blue-400" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs text-slate-600 dark:text-slate-300">
        {i18n._(
          msg({
            message: plural(total, {
              one: `${done} of # row`,
              other: `${done} of # rows`,
            }),
          }),
        )}
      </span>
    </div>
  );
}

// Hoisted and memoized: a progress step re-renders only the report that moved.
const ReportRow = memo(function ReportRow({
  report,
  downloading,
  onDownload,
}: {
  report: Report;
  downloading: boolean;
  onDownload: (report: Report) => void;
}) {
  const { t, i18n } = useLingui();
  const clock = useClock();
  const name = i18n._(REPORT_LIST_LABELS[report.source.list]);
  const format = report.format.toUpperCase();
  return (
    <tr
      className="border-b border-slate-200 align-middle dark:border-slate-700"
      data-testid="report-row"
      data-state={report.state}
    >
      <td className="py-2 pr-3">
        <div className="font-medium">{name}</div>
        <div className="text-xs text-slate-600 dark:text-slate-300">
          {format} · {formatCompactDateTime(report.createdAt, clock.now())}
          <span className="hidden sm:inline"> · {report.createdByName}</span>
        </div>
      </td>
      <td className="py-2 pr-3">
        {report.state === "running" || report.state === "queued" ? (
          <Progress report={report} />
        ) : report.state === "failed" ? (
          <span className="text-sm text-red-700 dark:text-red-400" title={report.error}>
            {i18n._(REPORT_STATE_LABELS.failed)}
          </span>
        ) : (
          <span className="text-sm text-slate-700 dark:text-slate-200">
            <Plural value={report.rowsDone} one="# row" other="# rows" />
            {report.size === undefined ? null : (
              <span className="hidden sm:inline"> · {formatSize(report.size, i18n.locale)}</span>
            )}
          </span>
        )}
      </td>
      <td className="py-2 text-right">
        {report.state === "done" ? (
          <button
            type="button"
            className="rounded-md px-2 py-1 text-sm font-medium text-blue-700 underline hover:bg-blue-50 disabled:opacity-60 dark:text-blue-300 dark:hover:bg-slate-800"
            disabled={downloading}
            onClick={() => onDownload(report)}
            aria-label={t`Download the ${name} report (${format})`}
          >
            <Trans>Download</Trans>
          </button>
        ) : null}
      </td>
    </tr>
  );
});

/** The company's reports of the last 7 days, newest first: progress while they run, Download when ready. */
export function RecentReports({ reports, downloading, onDownload }: RecentReportsProps) {
  const { t } = useLingui();
  if (reports === undefined) return <p className="text-sm text-slate-600 dark:text-slate-300">{t`Loading…`}</p>;
  if (reports.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">{t`No reports in the last 7 days. Choose a list above to make one.`}</p>
    );
  return (
    <table className="w-full text-left text-sm" aria-label={t`Recent reports`}>
      <thead className="border-b border-slate-300 text-xs uppercase text-slate-600 dark:border-slate-600 dark:text-slate-300">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Report</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            <Trans>Status</Trans>
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            <span className="sr-only">
              <Trans>Download</Trans>
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {reports.map((report) => (
          <ReportRow key={report.id} report={report} downloading={downloading === report.id} onDownload={onDownload} />
        ))}
      </tbody>
    </table>
  );
}
