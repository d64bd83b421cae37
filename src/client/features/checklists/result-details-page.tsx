import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";

import { formatDateTime } from "../../i18n/format";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { equipmentLinks } from "../equipment";
import { vehicleLinks } from "../vehicles";
import { GradeBadge } from "./checklist-columns";
import { resultTypeLabel } from "./checklist-labels";
import { checklistLinks } from "./checklist-routes";
import { useResultFromUrl } from "./use-checklist";

/** `/checklists/results/{id}`: one filled checklist, every item's answer as it read when submitted. */
export function ResultDetailsPage() {
  const { t, i18n } = useLingui();
  const { result, problem } = useResultFromUrl();
  if (!result) return problem ? <RecordNotFound error={problem} /> : <LoadingScreen />;
  const special = (value: string | undefined) =>
    value === "na" ? t`N/A` : value === "minor" ? t`Minor problem` : value === "major" ? t`Major problem` : "";
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4" data-testid="result-details">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{result.checklistName}</h1>
          <GradeBadge grade={result.defectType} i18n={i18n} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600 dark:text-slate-300">
            {result.equipmentId ? <Trans>Equipment</Trans> : <Trans>Vehicle</Trans>}
          </dt>
          <dd>
            <Link
              className="text-blue-700 underline dark:text-blue-300"
              href={
                result.equipmentId
                  ? equipmentLinks.details(result.equipmentId)
                  : vehicleLinks.details(result.vehicleId!)
              }
            >
              {result.vehicleName}
            </Link>
          </dd>
          <dt className="text-slate-600 dark:text-slate-300">
            <Trans>Employee</Trans>
          </dt>
          <dd>{result.employeeName}</dd>
          <dt className="text-slate-600 dark:text-slate-300">
            <Trans>Filled</Trans>
          </dt>
          <dd>{formatDateTime(result.filledAt)}</dd>
          <dt className="text-slate-600 dark:text-slate-300">
            <Trans>Type</Trans>
          </dt>
          <dd>{resultTypeLabel(i18n, result.resultType)}</dd>
          <dt className="text-slate-600 dark:text-slate-300">
            <Trans>Checklist</Trans>
          </dt>
          <dd>
            <Link
              className="text-blue-700 underline dark:text-blue-300"
              href={checklistLinks.details(result.checklistId)}
            >
              {result.checklistName}
            </Link>
          </dd>
        </dl>
        <ol className="flex flex-col gap-2">
          {result.items.map((item) => (
            <li
              key={item.itemId}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
              data-testid="result-item"
            >
              <div className="flex items-center gap-2">
                <span className="font-medium">
                  {item.index + 1}. {item.name}
                </span>
                <span className="ml-auto">
                  <GradeBadge grade={item.grade} i18n={i18n} />
                </span>
              </div>
              <span className="text-sm">
                {[...item.options.map((o) => o.name), ...(item.value ? [item.value] : []), special(item.special)]
                  .filter(Boolean)
                  .join(", ")}
              </span>
              {item.remarks && (
                <span className="text-sm italic text-slate-700 dark:text-slate-300">{item.remarks}</span>
              )}
            </li>
          ))}
        </ol>
      </div>
    </PortalLayout>
  );
}
