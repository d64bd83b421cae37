import { Trans, useLingui } from "@lingui/react/macro";
import { memo, useState, type DragEvent, useId } from "react";

import type { ChecklistItemType, ChecklistOptionCategory } from "../../../shared/generated/checklists";
import { CONTROL_CLASS } from "../../ui/field";
import { moved, newOption, withType, type DraftItem, type DraftOption } from "./checklist-draft";
import { CATEGORIES, ITEM_TYPES, categoryLabel, checklistProblemMessage, itemTypeLabel } from "./checklist-labels";

const SMALL =
  "min-h-9 min-w-9 rounded-md border border-slate-300 px-2 text-sm hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800";

interface ItemEditorProps {
  index: number;
  count: number;
  item: DraftItem;
  problems: Record<string, string>;
  onChange: (index: number, item: DraftItem) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/**
 * One item of the editor: name, type picker (Text, Number, List, Yes/No), several answers for a list, its options
 * graded Good / Minor / Major. Items and options move by drag and drop, or by the Up and Down buttons (keyboard
 * and screen-reader path; the move is announced).
 */
export const ChecklistItemEditor = memo(function ChecklistItemEditor({
  index,
  count,
  item,
  problems,
  onChange,
  onMove,
  onRemove,
}: ItemEditorProps) {
  const { t, i18n } = useLingui();
  const typeId = useId();
  const [dragOver, setDragOver] = useState(false);
  const at = `items.${index}`;
  const message = (path: string) => (problems[path] ? checklistProblemMessage(i18n, problems[path]) : undefined);
  const set = (patch: Partial<DraftItem>) => onChange(index, { ...item, ...patch });
  const setOption = (j: number, patch: Partial<DraftOption>) =>
    set({ options: item.options.map((o, k) => (k === j ? { ...o, ...patch } : o)) });
  const moveOption = (from: number, to: number) => set({ options: moved(item.options, from, to) });
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    const from = Number(event.dataTransfer.getData("application/x-checklist-item"));
    if (Number.isInteger(from)) onMove(from, index);
  };
  const nameError = message(`${at}.name`);
  const optionsError = message(`${at}.options`);
  return (
    <li
      className={`flex flex-col gap-3 rounded-lg border bg-white p-3 dark:bg-slate-900 ${dragOver ? "border-blue-600 ring-2 ring-blue-200" : "border-slate-200 dark:border-slate-700"}`}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes("application/x-checklist-item")) return;
        e.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={drop}
      data-testid={`item-editor-${index}`}
    >
      <div className="flex flex-wrap items-end gap-2">
        <span
          draggable
          onDragStart={(e) => {
            e.dataTransfer.setData("application/x-checklist-item", String(index));
            e.dataTransfer.effectAllowed = "move";
          }}
          className="cursor-grab select-none self-center px-1 text-lg text-slate-500"
          title={t`Drag to reorder`}
          aria-hidden="true"
          data-testid="drag-item"
        >
          ⠿
        </span>
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium">
          {t`Item ${index + 1}`}
          <input
            className={CONTROL_CLASS}
            maxLength={300}
            value={item.name}
            onChange={(e) => set({ name: e.target.value })}
            aria-invalid={nameError ? true : undefined}
            data-testid="item-name"
          />
          {nameError && (
            <span className="text-sm font-normal text-red-700 dark:text-red-400" data-testid="field-error">
              {nameError}
            </span>
          )}
        </label>
        <div className="flex flex-col gap-1 text-sm font-medium">
          <label htmlFor={typeId}>
            <Trans>Type</Trans>
          </label>
          <select
            id={typeId}
            className={CONTROL_CLASS}
            value={item.type}
            onChange={(e) => onChange(index, withType(item, e.target.value as ChecklistItemType))}
            data-testid="item-type"
          >
            {ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {itemTypeLabel(i18n, type)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-1" role="group" aria-label={t`Move item ${index + 1}`}>
          <button
            type="button"
            className={SMALL}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
            aria-label={t`Move item ${index + 1} up`}
            data-testid="item-up"
          >
            ↑
          </button>
          <button
            type="button"
            className={SMALL}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
            aria-label={t`Move item ${index + 1} down`}
            data-testid="item-down"
          >
            ↓
          </button>
          <button
            type="button"
            className={SMALL}
            disabled={count <= 1}
            onClick={() => onRemove(index)}
            aria-label={t`Remove item ${index + 1}`}
          >
            ✕
          </button>
        </div>
      </div>
      {item.type === "list" && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={item.multiSelect} onChange={(e) => set({ multiSelect: e.target.checked })} />
          <Trans>Several answers may be chosen</Trans>
        </label>
      )}
      {(item.type === "list" || item.type === "bool") && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">
            <Trans>Answers and their grade</Trans>
          </legend>
          <ol className="flex flex-col gap-2">
            {item.options.map((option, j) => {
              const optionError = message(`${at}.options.${j}.name`);
              return (
                <li key={option.key} className="flex flex-wrap items-center gap-2" data-testid={`option-editor-${j}`}>
                  <input
                    className={`${CONTROL_CLASS} min-w-40 flex-1`}
                    maxLength={200}
                    value={option.name}
                    aria-label={t`Answer ${j + 1} of item ${index + 1}`}
                    onChange={(e) => setOption(j, { name: e.target.value })}
                    aria-invalid={optionError ? true : undefined}
                    data-testid="option-name"
                  />
                  <select
                    className={CONTROL_CLASS}
                    value={option.category}
                    aria-label={t`Grade of answer ${j + 1}`}
                    onChange={(e) => setOption(j, { category: e.target.value as ChecklistOptionCategory })}
                    data-testid="option-grade"
                  >
                    {CATEGORIES.map((category) => (
                      <option key={category} value={category}>
                        {categoryLabel(i18n, category)}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className={SMALL}
                    disabled={j === 0}
                    onClick={() => moveOption(j, j - 1)}
                    aria-label={t`Move answer ${j + 1} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={SMALL}
                    disabled={j === item.options.length - 1}
                    onClick={() => moveOption(j, j + 1)}
                    aria-label={t`Move answer ${j + 1} down`}
                    data-testid="option-down"
                  >
                    ↓
                  </button>
                  {item.type === "list" && (
                    <button
                      type="button"
                      className={SMALL}
                      disabled={item.options.length <= 1}
                      onClick={() => set({ options: item.options.filter((_, k) => k !== j) })}
                      aria-label={t`Remove answer ${j + 1}`}
                    >
                      ✕
                    </button>
                  )}
                  {optionError && (
                    <span className="w-full text-sm text-red-700 dark:text-red-400" data-testid="field-error">
                      {optionError}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          {item.type === "list" && (
            <div>
              <button
                type="button"
                className={SMALL}
                disabled={item.options.length >= 30}
                onClick={() => set({ options: [...item.options, newOption()] })}
                data-testid="add-option"
              >
                <Trans>Add answer</Trans>
              </button>
            </div>
          )}
          {optionsError && (
            <span className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
              {optionsError}
            </span>
          )}
        </fieldset>
      )}
    </li>
  );
});
