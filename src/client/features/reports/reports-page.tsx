import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState, useId } from "react";

import type { Report, ReportFormat, ReportList, ReportSource } from "../../../shared/generated/reports";
import { useAppState, useCurrentUser, usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { FILTER_CONTROL, FILTER_LABEL } from "../../ui/list-search";
import { PortalLayout } from "../../ui/portal-layout";
import { downloadReport } from "./download-report";
import { RecentReports } from "./recent-reports";
import { ReportFilters } from "./report-filters";
import { REPORT_FORMAT_LABELS, REPORT_LIST_LABELS, reportableLists } from "./report-labels";
import { defaultSource } from "./report-sources";
import { useReports } from "./use-reports";

const FORMATS: readonly ReportFormat[] = ["csv", "pdf"];

/**
 * Reports (docs/reports.md "Screens"): pick a list, a format and the list's filter; the server builds the file as a
 * job, the table below shows its progress, and Download fetches it when it is ready. Large lists are fine: the server
 * streams them (docs/reports.md "Rules").
 */
export function ReportsPage() {
  const { t, i18n } = useLingui();
  const listId = useId();
  const client = usePortalClient();
  const { company } = useCurrentUser();
  const roles = useAppState((s) => s.session.roles);
  const lists = reportableLists(roles, company?.features ?? []);
  const [source, setSource] = useState<ReportSource>(() => defaultSource(lists[0] ?? "vehicles"));
  const [format, setFormat] = useState<ReportFormat>("csv");
  const [creating, setCreating] = useState(false);
  const [downloading, setDownloading] = useState<string>();
  const [problem, setProblem] = useState<ServerError>();
  const { reports, error, add } = useReports();
  // The company's features may arrive after the first render: keep the chosen list one this user may report.
  const offered = lists.join(",");
  useEffect(() => {
    const allowed = offered.split(",").filter(Boolean) as ReportList[];
    if (allowed.length > 0 && !allowed.includes(source.list)) setSource(defaultSource(allowed[0]!));
  }, [offered, source.list]);

  const create = async () => {
    setCreating(true);
    setProblem(undefined);
    try {
      add(await completePayload(client.session.api.reportCreate({ source, format })));
    } catch (failure) {
      setProblem(toServerError(failure));
    } finally {
      setCreating(false);
    }
  };
  const download = useCallback(
    (report: Report) => {
      setDownloading(report.id);
      setProblem(undefined);
      downloadReport(client.session.api, report.id)
        .catch((failure: unknown) => setProblem(toServerError(failure)))
        .finally(() => setDownloading(undefined));
    },
    [client],
  );

  return (
    <PortalLayout>
      <div className="flex max-w-5xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">
          <Trans>Reports</Trans>
        </h1>
        <section
          aria-labelledby="new-report"
          className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
        >
          <h2 id="new-report" className="text-lg font-medium">
            <Trans>New report</Trans>
          </h2>
          <div className="flex flex-wrap items-end gap-3">
            <div className={FILTER_LABEL}>
              <label htmlFor={listId}>
                <Trans>List</Trans>
              </label>
              <select
                id={listId}
                className={FILTER_CONTROL}
                value={source.list}
                onChange={(e) => setSource(defaultSource(e.target.value as ReportList))}
              >
                {lists.map((list) => (
                  <option key={list} value={list}>
                    {i18n._(REPORT_LIST_LABELS[list])}
                  </option>
                ))}
              </select>
            </div>
            <div role="radiogroup" aria-labelledby="report-format" className={FILTER_LABEL}>
              <span id="report-format">
                <Trans>Format</Trans>
              </span>
              <div className="flex gap-3 py-2 text-sm text-slate-900 dark:text-slate-100">
                {FORMATS.map((choice) => (
                  <label key={choice} className="flex items-center gap-1">
                    <input
                      type="radio"
                      name="report-format"
                      value={choice}
                      checked={format === choice}
                      onChange={() => setFormat(choice)}
                    />
                    {i18n._(REPORT_FORMAT_LABELS[choice])}
                  </label>
                ))}
              </div>
            </div>
          </div>
          {/* Keyed by list: a list's filter row keeps its own typed state (search boxes), which must not carry over. */}
          <ReportFilters key={source.list} source={source} onChange={setSource} />
          <div>
            <Button onClick={() => void create()} disabled={creating || lists.length === 0}>
              {creating ? t`Creating…` : t`Create report`}
            </Button>
          </div>
        </section>
        <ErrorRow error={problem ?? error} />
        <section aria-labelledby="recent-reports" className="flex flex-col gap-2">
          <h2 id="recent-reports" className="text-lg font-medium">
            <Trans>Recent reports</Trans>
          </h2>
          <RecentReports reports={reports} downloading={downloading} onDownload={download} />
        </section>
      </div>
    </PortalLayout>
  );
}
