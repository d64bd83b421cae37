import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo, useState } from "react";

import type { ChecklistItem } from "../../../shared/generated/checklists";
import { grades, type Answers, type ItemAnswer } from "./checklist-answers";
import { ChecklistFillForm } from "./checklist-fill-form";
import { categoryLabel } from "./checklist-labels";

/**
 * The checklist as the driver app shows it, at a phone's width, to try out: answers are kept here only and the
 * result's grade shows as it would be computed. Nothing is sent.
 */
export function ChecklistPreview({ items }: { items: readonly ChecklistItem[] }) {
  const { i18n } = useLingui();
  const [answers, setAnswers] = useState<Answers>({});
  const change = useCallback(
    (itemId: string, answer: ItemAnswer) => setAnswers((current) => ({ ...current, [itemId]: answer })),
    [],
  );
  const graded = useMemo(() => grades(items, answers), [items, answers]);
  return (
    <div
      className="mx-auto w-full max-w-[420px] rounded-2xl border-4 border-slate-300 bg-slate-50 p-3 dark:border-slate-600 dark:bg-slate-950"
      data-testid="checklist-preview"
    >
      <ChecklistFillForm items={items} answers={answers} onChange={change} gradesByItem={graded.byItem} />
      <p className="mt-3 text-sm" data-testid="preview-grade">
        <Trans>Result so far: {categoryLabel(i18n, graded.result)}</Trans>
      </p>
    </div>
  );
}
