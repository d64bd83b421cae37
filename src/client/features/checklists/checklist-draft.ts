// The checklist editor's draft: items and options with stable React keys (a saved one's id, else a fresh key), moved
// by drag or by the up/down buttons, turned into the ChecklistFields the server saves. Pure, so it is unit-tested.
import type {
  Checklist,
  ChecklistFields,
  ChecklistItemType,
  ChecklistOptionCategory,
} from "../../../shared/generated/checklists";
import { YES_NO_OPTIONS, hasOptions } from "../../../shared/rules/checklists";

export interface DraftOption {
  key: string;
  id?: string;
  name: string;
  category: ChecklistOptionCategory;
}

export interface DraftItem {
  key: string;
  id?: string;
  name: string;
  type: ChecklistItemType;
  multiSelect: boolean;
  options: DraftOption[];
}

export interface ChecklistDraft {
  name: string;
  description: string;
  items: DraftItem[];
}

let counter = 0;
const freshKey = () => `new-${++counter}`;

export const newOption = (name = "", category: ChecklistOptionCategory = "none"): DraftOption => ({
  key: freshKey(),
  name,
  category,
});

export function newItem(type: ChecklistItemType = "bool"): DraftItem {
  return {
    key: freshKey(),
    name: "",
    type,
    multiSelect: false,
    options:
      type === "bool" ? YES_NO_OPTIONS.map((o) => newOption(o.name, o.category)) : type === "list" ? [newOption()] : [],
  };
}

export const emptyDraft = (): ChecklistDraft => ({ name: "", description: "", items: [newItem()] });

export function draftFromChecklist(checklist: Checklist): ChecklistDraft {
  return {
    name: checklist.name,
    description: checklist.description,
    items: checklist.items.map((item) => ({
      key: item.id,
      id: item.id,
      name: item.name,
      type: item.type,
      multiSelect: item.multiSelect,
      options: item.options.map((option) => ({
        key: option.id,
        id: option.id,
        name: option.name,
        category: option.category,
      })),
    })),
  };
}

/**
 * A new type for an item: Yes/No brings its two options (a list of Yes and No, docs/checklists.md "Records"), a
 * list keeps the options it had (at least one), text and number have none.
 */
export function withType(item: DraftItem, type: ChecklistItemType): DraftItem {
  if (type === item.type) return item;
  if (type === "bool")
    return { ...item, type, multiSelect: false, options: YES_NO_OPTIONS.map((o) => newOption(o.name, o.category)) };
  if (type === "list") return { ...item, type, options: item.options.length > 0 ? item.options : [newOption()] };
  return { ...item, type, multiSelect: false, options: [] };
}

/** The list with the entry at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const out = [...list];
  const [entry] = out.splice(from, 1);
  out.splice(target, 0, entry!);
  return out;
}

export function fieldsFromDraft(draft: ChecklistDraft): ChecklistFields {
  return {
    name: draft.name.trim(),
    ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
    items: draft.items.map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      name: item.name.trim(),
      type: item.type,
      ...(item.type === "list" && item.multiSelect ? { multiSelect: true } : {}),
      options: hasOptions(item.type)
        ? item.options.map((o) => ({ ...(o.id ? { id: o.id } : {}), name: o.name.trim(), category: o.category }))
        : [],
    })),
  };
}

/** The paths a problem of the server can land on (checklist.items.2.options.1.name → items.2.options.1.name). */
export function draftFieldPaths(draft: ChecklistDraft): Set<string> {
  const paths = new Set(["name", "description", "items"]);
  draft.items.forEach((item, i) => {
    for (const field of ["name", "type", "options", "multiSelect", "id"]) paths.add(`items.${i}.${field}`);
    item.options.forEach((_, j) => {
      paths.add(`items.${i}.options.${j}.name`);
      paths.add(`items.${i}.options.${j}.id`);
    });
  });
  return paths;
}
