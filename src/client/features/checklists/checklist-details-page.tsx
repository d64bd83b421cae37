import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";

import type { Checklist } from "../../../shared/generated/checklists";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { useMayCall } from "../inspections";
import { GradeBadge } from "./checklist-columns";
import { itemTypeLabel } from "./checklist-labels";
import { ChecklistPreview } from "./checklist-preview";
import { checklistLinks } from "./checklist-routes";
import { ResultsTable } from "./results-table";
import { useChecklistFromUrl } from "./use-checklist";
import { ChecklistAttachedVehicles } from "./vehicle-checklists-attached";

/** The checklist's items in order, with each item's options and their grades (its details screen, and the operator's). */
export function ChecklistItems({ checklist }: { checklist: Checklist }) {
  const { t, i18n } = useLingui();
  return (
    <ol className="flex flex-col gap-2" data-testid="checklist-items">
      {checklist.items.map((item) => (
        <li
          key={item.id}
          className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">
              {item.index + 1}. {item.name}
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-300">
              {itemTypeLabel(i18n, item.type)}
              {item.multiSelect ? ` · ${t`Several answers`}` : ""}
            </span>
          </div>
          {item.options.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2">
              {item.options.map((option) => (
                <li
                  key={option.id}
                  className="flex items-center gap-1 rounded border border-slate-200 px-2 py-1 text-sm dark:border-slate-700"
                >
                  {option.name} <GradeBadge grade={option.category} i18n={i18n} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** `/checklists/{id}/details`: the items with their graded options, the driver's preview, and the results filled. */
export function ChecklistDetailsPage() {
  const client = usePortalClient();
  const { checklist, problem } = useChecklistFromUrl();
  const mayEdit = useMayCall("ChecklistSaveRequestEvent");
  const mayReadResults = useMayCall("ChecklistResultListRequestEvent");
  const [tab, setTab] = useState<"items" | "preview">("items");
  const [error, setError] = useState<ServerError>();
  if (!checklist) return problem ? <RecordNotFound error={problem} /> : <LoadingScreen />;
  const toggleRemoved = async () => {
    setError(undefined);
    try {
      const id = { id: checklist.id };
      await completePayload(
        checklist.deleted ? client.session.api.checklistRestore(id) : client.session.api.checklistRemove(id),
      );
    } catch (failure) {
      setError(toServerError(failure));
    }
  };
  const tabClass = (on: boolean) =>
    `rounded-md px-3 py-1.5 text-sm ${on ? "bg-blue-700 text-white" : "border border-slate-300 dark:border-slate-600"}`;
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold" data-testid="checklist-name">
            {checklist.name}
          </h1>
          {checklist.deleted && (
            <span className="rounded bg-slate-200 px-2 py-0.5 text-xs dark:bg-slate-700">
              <Trans>Removed</Trans>
            </span>
          )}
          <div className="ml-auto flex flex-wrap gap-2">
            <Link
              className="rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600"
              href={checklistLinks.list()}
            >
              <Trans>All checklists</Trans>
            </Link>
            {mayEdit && (
              <>
                <Link
                  className="rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white"
                  href={checklistLinks.edit(checklist.id)}
                  data-testid="edit-checklist"
                >
                  <Trans>Edit</Trans>
                </Link>
                <Button writes variant="secondary" onClick={() => void toggleRemoved()} data-testid="remove-checklist">
                  {checklist.deleted ? <Trans>Restore</Trans> : <Trans>Remove</Trans>}
                </Button>
              </>
            )}
          </div>
        </div>
        {checklist.description && <p className="text-sm text-slate-700 dark:text-slate-300">{checklist.description}</p>}
        <ErrorRow error={error} />
        <div className="flex gap-2" role="group">
          <button
            type="button"
            aria-pressed={tab === "items"}
            className={tabClass(tab === "items")}
            onClick={() => setTab("items")}
          >
            <Trans>Items</Trans>
          </button>
          <button
            type="button"
            aria-pressed={tab === "preview"}
            className={tabClass(tab === "preview")}
            onClick={() => setTab("preview")}
            data-testid="preview-tab"
          >
            <Trans>Preview as the driver sees it</Trans>
          </button>
        </div>
        {tab === "items" ? <ChecklistItems checklist={checklist} /> : <ChecklistPreview items={checklist.items} />}
        <ChecklistAttachedVehicles checklistId={checklist.id} />
        {mayReadResults && (
          <section className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">
              <Trans>Results</Trans>
            </h2>
            <ResultsTable filter={{ checklistId: checklist.id }} without="checklist" />
          </section>
        )}
      </div>
    </PortalLayout>
  );
}
