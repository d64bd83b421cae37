import { useLingui } from "@lingui/react/macro";

import type { DefectState, InspectionStatus } from "../../../shared/generated/inspections";
import { answerLabel, defectStateLabel, statusLabel } from "./inspection-labels";

const statusStyles: Record<InspectionStatus, string> = {
  good: "bg-emerald-100 text-emerald-800",
  minor: "bg-amber-100 text-amber-900",
  major: "bg-red-100 text-red-800",
};

/**
 * An inspection's status: good, or the most severe defect still open (docs/inspections.md "Rules"). The word
 * carries the meaning; `short` drops "defect" where a column header already says what the word is about.
 */
export function InspectionStatusBadge({ status, short = false }: { status: InspectionStatus; short?: boolean }) {
  const { i18n } = useLingui();
  return (
    <span
      className={`whitespace-nowrap rounded px-2 py-0.5 text-xs font-medium ${statusStyles[status]}`}
      data-testid="inspection-status"
    >
      {short && status !== "good" ? answerLabel(i18n, status) : statusLabel(i18n, status)}
    </span>
  );
}

/**
 * The grade as the driver found it and as it is now (docs/inspections.md "Defects and the unit's state"): one badge
 * while nothing was signed off, "Minor → Good" once repairs lowered it, so a repaired defect still shows it was found.
 */
export function InspectionGradeBadges({
  found,
  now,
  short = false,
}: {
  found: InspectionStatus | undefined;
  now: InspectionStatus;
  short?: boolean;
}) {
  const { i18n, t } = useLingui();
  if (!found || found === now) return <InspectionStatusBadge status={now} short={short} />;
  const foundLabel = short && found !== "good" ? answerLabel(i18n, found) : statusLabel(i18n, found);
  const nowLabel = short && now !== "good" ? answerLabel(i18n, now) : statusLabel(i18n, now);
  return (
    <span
      className="inline-flex items-center gap-1 whitespace-nowrap"
      role="img"
      aria-label={t`Found ${foundLabel}, now ${nowLabel}`}
      title={t`Found ${foundLabel}, now ${nowLabel}`}
      data-testid="inspection-grades"
    >
      <InspectionStatusBadge status={found} short={short} />
      <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
        →
      </span>
      <InspectionStatusBadge status={now} short={short} />
    </span>
  );
}

const defectStateStyles: Record<DefectState, string> = {
  open: "bg-red-100 text-red-800",
  repaired: "bg-emerald-100 text-emerald-800",
  "no-correction-needed": "bg-slate-200 text-slate-800",
};

export function DefectStateBadge({ state }: { state: DefectState }) {
  const { i18n } = useLingui();
  return (
    <span className={`whitespace-nowrap rounded px-2 py-0.5 text-xs font-medium ${defectStateStyles[state]}`}>
      {defectStateLabel(i18n, state)}
    </span>
  );
}
