import { Plural, Trans, useLingui } from "@lingui/react/macro";

import { AdminScreen } from "../../all-companies/admin-screen";
import { RecordFacts } from "../../all-companies/record-facts";
import { RecordHeading } from "../../all-companies/record-heading";
import { useCrossCompanyRecord } from "../../all-companies/use-cross-company-record";
import { formatDateTime } from "../../i18n/format";
import { LoadingScreen } from "../../ui/loading-screen";
import { RecordNotFound } from "../../ui/record-not-found";
import { reportsOfEveryCompany } from "./admin-screens";
import { formatSize, REPORT_FORMAT_LABELS, REPORT_LIST_LABELS, REPORT_STATE_LABELS } from "./report-labels";

/** A list filter as the report keeps it: "status: active · search: T-1", the fields the company's screen sent. */
function filterText(filter: object): string {
  return Object.entries(filter)
    .filter(
      ([, value]) =>
        value !== undefined &&
        value !== "" &&
        !(typeof value === "object" && value !== null && Object.keys(value).length === 0),
    )
    .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
    .join(" · ");
}

/**
 * /portal/admin/reports/{id}: one company's report — what it exports, its state and progress — read only. The file
 * itself is the company's: its download address is signed for the company's own users (reports/download-route.ts),
 * so the operator sees the report's facts here and the company downloads it from its reports screen.
 */
export function AdminReportPage() {
  const { t, i18n } = useLingui();
  const { record, problem } = useCrossCompanyRecord((api, id) => api.allCompaniesReportGet({ id }));
  if (!record)
    return problem ? <RecordNotFound error={problem} backTo={reportsOfEveryCompany.links.list()} /> : <LoadingScreen />;
  const { company, report } = record;
  const total = report.rowsTotal;
  const done = report.rowsDone;
  return (
    <AdminScreen>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <RecordHeading title={report.fileName} company={company} backTo={reportsOfEveryCompany.links.list()}>
          <span className="rounded bg-slate-200 px-2 py-0.5 text-xs dark:bg-slate-700" data-testid="report-state">
            {i18n._(REPORT_STATE_LABELS[report.state])}
          </span>
        </RecordHeading>
        <RecordFacts
          facts={[
            { label: t`List`, value: i18n._(REPORT_LIST_LABELS[report.source.list]) },
            { label: t`Format`, value: i18n._(REPORT_FORMAT_LABELS[report.format]) },
            { label: t`Asked by`, value: report.createdByName },
            { label: t`Asked for`, value: formatDateTime(report.createdAt) },
            {
              label: t`Rows`,
              value:
                total === undefined ? (
                  <Plural value={report.rowsDone} one="# row" other="# rows" />
                ) : (
                  <Trans>
                    {done} of {total}
                  </Trans>
                ),
            },
            { label: t`Size`, value: report.size === undefined ? "" : formatSize(report.size, i18n.locale) },
            { label: t`Finished`, value: report.finishedAt === undefined ? "" : formatDateTime(report.finishedAt) },
            { label: t`Filter`, value: filterText(report.source.filter), wide: true },
            ...(report.error ? [{ label: t`Error`, value: report.error, wide: true }] : []),
          ]}
        />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>The file is the company's: its owners and managers download it from their reports screen.</Trans>
        </p>
      </div>
    </AdminScreen>
  );
}
