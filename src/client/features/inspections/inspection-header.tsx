import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useLocation } from "wouter";

import type { Inspection } from "../../../shared/generated/inspections";
import { usePortalClient } from "../../app/client-context";
import { formatDateTime } from "../../i18n/format";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ErrorRow } from "../../ui/error-row";
import { downloadInspectionReport } from "./download-report";
import { InspectionGradeBadges } from "./inspection-badges";
import { tripTypeLabel } from "./inspection-labels";
import { inspectionLinks } from "./inspection-routes";
import { useMayCall } from "./use-may-call";

const TAB = "whitespace-nowrap rounded-md px-3 py-2 text-sm";
const TAB_IDLE = `${TAB} border border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800`;
const TAB_CURRENT = `${TAB} border border-blue-700 bg-blue-50 font-medium text-blue-900 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-100`;

/** The title of the four screens of one inspection, with the tabs between them and the report download. */
export function InspectionHeader({ inspection }: { inspection: Inspection }) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [location] = useLocation();
  const [problem, setProblem] = useState<ServerError>();
  const [downloading, setDownloading] = useState(false);
  const mayRepair = useMayCall("DefectRepairRequestEvent");
  const mayAnnotate = useMayCall("InspectionRemarkAddRequestEvent");
  const mayEmail = useMayCall("InspectionEmailRequestEvent");
  const tabs = [
    { href: inspectionLinks.details(inspection.id), label: t`Details`, shown: true },
    { href: inspectionLinks.repair(inspection.id), label: t`Repairs`, shown: mayRepair },
    { href: inspectionLinks.remarks(inspection.id), label: t`Remarks`, shown: mayAnnotate },
    { href: inspectionLinks.email(inspection.id), label: t`Email`, shown: mayEmail },
  ];
  const download = async () => {
    setDownloading(true);
    setProblem(undefined);
    try {
      await downloadInspectionReport(client.session.api, inspection.id, i18n.locale);
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setDownloading(false);
    }
  };
  const when = formatDateTime(inspection.inspectedAt);
  const vehicle = inspection.vehicleName;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold" data-testid="inspection-title">
          <Trans>
            {vehicle} · {when}
          </Trans>
        </h1>
        <InspectionGradeBadges found={inspection.foundStatus} now={inspection.status} />
        <span className="text-sm text-slate-600 dark:text-slate-300">{tripTypeLabel(i18n, inspection.tripType)}</span>
      </div>
      <nav aria-label={t`Inspection`} className="flex flex-wrap gap-2">
        {tabs
          .filter((tab) => tab.shown)
          .map((tab) => (
            <Link
              key={tab.href}
              href={tab.href}
              className={location === tab.href ? TAB_CURRENT : TAB_IDLE}
              aria-current={location === tab.href ? "page" : undefined}
            >
              {tab.label}
            </Link>
          ))}
        <button type="button" className={`${TAB_IDLE} ml-auto`} onClick={() => void download()} disabled={downloading}>
          {downloading ? <Trans>Preparing the PDF…</Trans> : <Trans>Download PDF</Trans>}
        </button>
      </nav>
      <ErrorRow error={problem} />
    </div>
  );
}
