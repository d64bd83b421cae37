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
