import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

import type { InspectionDefect } from "../../../shared/generated/inspections";
import { formatDateTime } from "../../i18n/format";
import { useScheduleText } from "../../i18n/schedule-text";
import { DefectStateBadge } from "./inspection-badges";
import { answerLabel } from "./inspection-labels";

/** What the driver reported about one defect: part, severity, the defects picked and the remark. */
export function DefectSummary({ defect, children }: { defect: InspectionDefect; children?: ReactNode }) {
  const { i18n } = useLingui();
  const scheduleText = useScheduleText();
  const part = defect.part;
  const workOrder = defect.workOrderNumber;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded px-2 py-0.5 text-xs font-medium ${defect.severity === "major" ? "bg-red-100 text-red-800" : "bg-amber-100 text-amber-900"}`}
        >
          {answerLabel(i18n, defect.severity)}
        </span>
        <span className="font-medium">
          <Trans>Part {part}</Trans> · {scheduleText(defect.question)}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-300">{defect.vehicleName}</span>
        <DefectStateBadge state={defect.state} />
        {defect.workOrderNumber !== undefined && (
          <span
            className="whitespace-nowrap rounded bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-900"
            data-testid="defect-work-order"
          >
            <Trans>Work order {workOrder}</Trans>
          </span>
        )}
      </div>
      {defect.description && <p className="text-sm">{scheduleText(defect.description)}</p>}
      {defect.remark && <p className="whitespace-pre-wrap text-sm italic">“{defect.remark}”</p>}
      {children}
    </div>
  );
}

/** The sign-off of a repaired defect (49 CFR 396.11(a)(3)) and the next driver's acknowledgement (396.13(c)). */
export function RepairRecord({ defect }: { defect: InspectionDefect }) {
  const { t } = useLingui();
  if (defect.state === "open") return null;
  const by = defect.repairedByName ?? "";
  const at = defect.repairedAt === undefined ? "" : formatDateTime(defect.repairedAt);
  const ackBy = defect.acknowledgedByName ?? "";
  const ackAt = defect.acknowledgedAt === undefined ? "" : formatDateTime(defect.acknowledgedAt);
  return (
    <div
      className="mt-1 flex flex-wrap items-end gap-3 rounded-md bg-slate-50 p-2 text-sm dark:bg-slate-800"
      data-testid="repair-record"
    >
      <div className="flex-1">
        <p>
          <Trans>
            Signed off by {by} on {at}
          </Trans>
        </p>
        {defect.repairNote && <p className="whitespace-pre-wrap">{defect.repairNote}</p>}
        {defect.acknowledgedAt !== undefined ? (
          <p className="text-slate-600 dark:text-slate-300">
            <Trans>
              Acknowledged by {ackBy} on {ackAt}
            </Trans>
          </p>
        ) : (
          <p className="text-slate-600 dark:text-slate-300">
            <Trans>Not yet acknowledged by a driver</Trans>
          </p>
        )}
      </div>
      {defect.repairSignature && (
        <img src={defect.repairSignature} alt={t`Signature of ${by}`} className="h-12 rounded bg-white" />
      )}
    </div>
  );
}

/** The inspection's defects, each with its repair record. */
export function InspectionDefects({ defects, title }: { defects: readonly InspectionDefect[]; title: ReactNode }) {
  if (defects.length === 0) return null;
  return (
    <section className="rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <h2 className="border-b border-slate-200 px-4 py-3 text-lg font-semibold dark:border-slate-700">{title}</h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {defects.map((defect) => (
          <li key={defect.id} className="px-4 py-3" data-testid="inspection-defect">
            <DefectSummary defect={defect}>
              <RepairRecord defect={defect} />
            </DefectSummary>
          </li>
        ))}
      </ul>
    </section>
  );
}
