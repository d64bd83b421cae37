import { Trans, useLingui } from "@lingui/react/macro";

import type { DefectType, Vehicle } from "../../../shared/generated/vehicles";
import { complianceStatus, DEFAULT_EXPIRING_WEEKS, type ComplianceStatus } from "../../../shared/rules/vehicles";
import { formatDate, formatDateTime } from "../../i18n/format";

const defectStyles: Record<DefectType, string> = {
  none: "bg-emerald-100 text-emerald-800",
  minor: "bg-amber-100 text-amber-900",
  major: "bg-red-100 text-red-800",
};

/** Defect status; a major defect means out of service (docs/vehicles.md "Rules"). */
export function DefectBadge({ defect }: { defect: DefectType }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${defectStyles[defect]}`} data-testid="defect-badge">
      {defect === "none" ? (
        <Trans>Good</Trans>
      ) : defect === "minor" ? (
        <Trans>Minor</Trans>
      ) : (
        <Trans>Major — out of service</Trans>
      )}
    </span>
  );
}

const complianceStyles: Record<ComplianceStatus, string> = {
  expired: "text-red-700 font-semibold dark:text-red-400",
  expiring: "text-amber-700 font-semibold dark:text-amber-400",
  ok: "",
};

/**
 * An expiry date coloured by status: expired, expiring within the look-ahead, or fine. The colour is not the
 * only cue (WCAG 1.4.1): the status is also said in words, as a tooltip and to screen readers.
 */
export function ExpiryDate({ ms, nowMs }: { ms: number | undefined; nowMs: number }) {
  const { t } = useLingui();
  if (ms === undefined) return <span className="text-slate-400">—</span>;
  const status = complianceStatus(ms, DEFAULT_EXPIRING_WEEKS, nowMs);
  const label = status === "expired" ? t`Expired` : status === "expiring" ? t`Expiring within 4 weeks` : undefined;
  return (
    <span className={complianceStyles[status]} title={label}>
      {formatDate(ms)}
      {label && <span className="sr-only"> ({label})</span>}
    </span>
  );
}

/**
 * NSC 13: a trip inspection covers the vehicle for 24 hours. "Inspected until …" while the last one is valid, else
 * "No valid inspection" (also for a vehicle never inspected).
 */
export function InspectionValidity({ inspectedUntil, nowMs }: { inspectedUntil: number | undefined; nowMs: number }) {
  if (inspectedUntil !== undefined && nowMs < inspectedUntil) {
    const until = formatDateTime(inspectedUntil);
    return (
      <span
        className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800"
        data-testid="inspection-validity"
      >
        <Trans>Inspected until {until}</Trans>
      </span>
    );
  }
  return (
    <span
      className="rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800"
      data-testid="inspection-validity"
    >
      <Trans>No valid inspection</Trans>
    </span>
  );
}

export type { Vehicle };
