import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";

import type { Checklist, ChecklistItem } from "../../../shared/generated/checklists";
import { checklistProblems } from "../../../shared/rules/checklists";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import { splitNestedServerError } from "../../ui/form/nested-problems";
import { useFocusFirstInvalid } from "../../ui/form/use-focus-first-invalid";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import {
  draftFieldPaths,
  draftFromChecklist,
  emptyDraft,
  fieldsFromDraft,
  moved,
  newItem,
  type ChecklistDraft,
  type DraftItem,
} from "./checklist-draft";
import { ChecklistItemEditor } from "./checklist-item-editor";
import { checklistProblemMessage } from "./checklist-labels";
import { ChecklistPreview } from "./checklist-preview";
import { checklistLinks } from "./checklist-routes";
import { useChecklistFromUrl } from "./use-checklist";

/** `/checklists/add`: a new checklist starting with one Yes/No item. */
export function ChecklistAddScreen() {
  return <ChecklistEditor />;
}

/** `/checklists/{id}/edit`: a saved checklist, whole. */
export function ChecklistEditScreen() {
  const { checklist, problem } = useChecklistFromUrl();
  // The form starts from the first load only: a save elsewhere must not wipe what is being typed here.
  const [first, setFirst] = useState<Checklist>();
  useEffect(() => {
    if (checklist && !first) setFirst(checklist);
  }, [checklist, first]);
  if (!first) return problem ? <RecordNotFound error={problem} /> : <LoadingScreen />;
  return <ChecklistEditor saved={first} />;
}

/** The draft's items as the driver app would show them (keys stand in for ids not yet saved). */
const previewItems = (draft: ChecklistDraft): ChecklistItem[] =>
  draft.items.map((item, index) => ({
    id: item.key,
    index,
    name: item.name || "…",
    type: item.type,
    multiSelect: item.multiSelect,
    options: item.options.map((o, j) => ({ id: o.key, index: j, name: o.name || "…", category: o.category })),
  }));

function ChecklistEditor({ saved }: { saved?: Checklist }) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<ChecklistDraft>(() => (saved ? draftFromChecklist(saved) : emptyDraft()));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const changeItem = useCallback(
    (index: number, item: DraftItem) =>
      setDraft((d) => ({ ...d, items: d.items.map((it, i) => (i === index ? item : it)) })),
    [],
  );
  const moveItem = useCallback(
    (from: number, to: number) => {
      setDraft((d) => ({ ...d, items: moved(d.items, from, to) }));
      setProblems({}); // problems are keyed by position: after a move they would point at the wrong item
      setAnnouncement(t`Item moved to position ${Math.max(1, to + 1)}`);
    },
    [t],
  );
  const removeItem = useCallback((index: number) => {
    setDraft((d) => ({ ...d, items: d.items.filter((_, i) => i !== index) }));
    setProblems({});
  }, []);
  const items = useMemo(() => previewItems(draft), [draft]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    const fields = fieldsFromDraft(draft);
    const found = checklistProblems(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    setBusy(true);
    try {
      const result = await completePayload(
        client.session.api.checklistSave({ ...(saved ? { id: saved.id } : {}), checklist: fields }),
      );
      navigate(checklistLinks.details(result.id));
    } catch (error) {
      const split = splitNestedServerError(toServerError(error), draftFieldPaths(draft), "checklist.");
      setProblems(
        Object.fromEntries(Object.entries(split.fields).flatMap(([path, p]) => (p ? [[path, p.problem]] : []))),
      );
      setBanner(split.banner);
      focusFirstInvalid();
      setBusy(false);
    }
  };
  const message = (path: string) => (problems[path] ? checklistProblemMessage(i18n, problems[path]) : undefined);
  return (
    <PortalLayout>
      <form ref={formRef} onSubmit={(e) => void save(e)} noValidate className="mx-auto flex max-w-4xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">
          {saved ? <Trans>Edit checklist</Trans> : <Trans>Add checklist</Trans>}
        </h1>
        <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <Field label={t`Name`} error={message("name")}>
            {(control) => (
              <input
                {...control}
                maxLength={200}
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                data-testid="checklist-name-input"
              />
            )}
          </Field>
          <Field label={t`Description`} error={message("description")}>
            {(control) => (
              <textarea
                {...control}
                rows={2}
                maxLength={2000}
                value={draft.description}
                onChange={(e) => setDraft({ ...draft, description: e.target.value })}
              />
            )}
          </Field>
        </div>
        <div className="flex items-center gap-2">
          <h2 className="text-lg font-semibold">
            <Trans>Items</Trans>
          </h2>
          <div className="ml-auto flex gap-2" role="group">
            <Button
              variant={preview ? "secondary" : "primary"}
              aria-pressed={!preview}
              onClick={() => setPreview(false)}
            >
              <Trans>Edit items</Trans>
            </Button>
            <Button
              variant={preview ? "primary" : "secondary"}
              aria-pressed={preview}
              onClick={() => setPreview(true)}
              data-testid="preview-toggle"
            >
              <Trans>Preview</Trans>
            </Button>
          </div>
        </div>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        {preview ? (
          <ChecklistPreview items={items} />
        ) : (
          <>
            <ol className="flex flex-col gap-3">
              {draft.items.map((item, index) => (
                <ChecklistItemEditor
                  key={item.key}
                  index={index}
                  count={draft.items.length}
                  item={item}
                  problems={problems}
                  onChange={changeItem}
                  onMove={moveItem}
                  onRemove={removeItem}
                />
              ))}
            </ol>
            {message("items") && <p className="text-sm text-red-700 dark:text-red-400">{message("items")}</p>}
            <div>
              <Button
                variant="secondary"
                disabled={draft.items.length >= 100}
                onClick={() => setDraft((d) => ({ ...d, items: [...d.items, newItem()] }))}
                data-testid="add-item"
              >
                <Trans>Add item</Trans>
              </Button>
            </div>
          </>
        )}
        <ErrorRow error={banner} />
        <div className="sticky bottom-0 flex gap-2 border-t border-slate-200 bg-slate-50 py-3 dark:border-slate-700 dark:bg-slate-950">
          <Button type="submit" disabled={busy} data-testid="save-checklist">
            {busy ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </Button>
          <Link
            className="rounded-md border border-slate-300 px-4 py-2 text-sm dark:border-slate-600"
            href={saved ? checklistLinks.details(saved.id) : checklistLinks.list()}
          >
            <Trans>Cancel</Trans>
          </Link>
        </div>
      </form>
    </PortalLayout>
  );
}
