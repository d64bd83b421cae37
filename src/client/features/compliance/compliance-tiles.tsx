import { Plural, Trans, useLingui } from "@lingui/react/macro";

import type {
  ComplianceKindFilter,
  ComplianceStateFilter,
  ComplianceSummary,
} from "../../../shared/generated/compliance";
import { useCurrentUser } from "../../app/client-context";

interface Tile {
  label: string;
  value: number;
  kind: ComplianceKindFilter;
  state: ComplianceStateFilter;
  urgent: boolean;
}

/**
 * The summary counts as tiles (docs/compliance.md "Screens"); a tile filters the list to what it counts. The
 * numbers are buttons with their meaning in words, so a screen reader reads "3 expired plates", not a bare number.
 */
export function ComplianceTiles({
  summary,
  onPick,
}: {
  summary: ComplianceSummary | undefined;
  onPick: (kind: ComplianceKindFilter, state: ComplianceStateFilter) => void;
}) {
  const { t } = useLingui();
  const features = useCurrentUser().company?.features ?? [];
  const withChecklists = features.includes("checklistsVehicles");
  if (!summary) return <div className="h-20" aria-busy="true" />;
  const tiles: Tile[] = [
    { label: t`Expired plates`, value: summary.expiredPlatesCount, kind: "plate", state: "expired", urgent: true },
    { label: t`Plates expiring`, value: summary.expiringPlatesCount, kind: "plate", state: "expiring", urgent: false },
    { label: t`Expired safeties`, value: summary.expiredSafetiesCount, kind: "safety", state: "expired", urgent: true },
    {
      label: t`Safeties expiring`,
      value: summary.expiringSafetiesCount,
      kind: "safety",
      state: "expiring",
      urgent: false,
    },
    {
      label: t`Expired licences`,
      value: summary.expiredLicensesCount,
      kind: "licence",
      state: "expired",
      urgent: true,
    },
    {
      label: t`Licences expiring`,
      value: summary.expiringLicensesCount,
      kind: "licence",
      state: "expiring",
      urgent: false,
    },
    {
      label: t`Documents expired or expiring`,
      value: summary.expiredDocumentsCount + summary.expiringDocumentsCount,
      kind: "document",
      state: "all",
      urgent: summary.expiredDocumentsCount > 0,
    },
    // Only overdue vehicle checklists are compliance items (docs/compliance.md "Rules"): a tile only where the company
    // attaches them.
    ...(withChecklists
      ? [
          {
            label: t`Overdue checklists`,
            value: summary.overdueChecklistsCount,
            kind: "checklist" as const,
            state: "expired" as const,
            urgent: true,
          },
        ]
      : []),
  ];
  return (
    <div className="flex flex-col gap-2">
      <ul
        className={`grid grid-cols-2 gap-2 sm:grid-cols-4 ${tiles.length > 7 ? "lg:grid-cols-8" : "lg:grid-cols-7"}`}
        aria-label={t`Compliance summary`}
      >
        {tiles.map((tile) => (
          <li key={tile.label}>
            <button
              type="button"
              onClick={() => onPick(tile.kind, tile.state)}
              className={`flex w-full flex-col items-start rounded-md border px-3 py-2 text-left hover:border-blue-500 ${
                tile.urgent && tile.value > 0
                  ? "border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950"
                  : "border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
              }`}
              data-testid={`tile-${tile.kind}-${tile.state}`}
            >
              <span
                className={`text-2xl font-semibold ${tile.urgent && tile.value > 0 ? "text-red-700 dark:text-red-300" : ""}`}
              >
                {tile.value}
              </span>
              <span className="text-xs text-slate-600 dark:text-slate-300">{tile.label}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        <Trans>
          <Plural value={summary.count} one="# active vehicle" other="# active vehicles" />: {summary.majorCount} out of
          service with a major defect, {summary.minorCount} with minor defects.
        </Trans>
      </p>
    </div>
  );
}
