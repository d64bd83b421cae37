// Reading a checklist whole: the row, its live items in order and each item's live options in order. Retired items
// and options (left out of a later save) stay in the database for the results that name them, never on screen.
import type { Kysely, Selectable, Transaction } from "kysely";

import type { Checklist, ChecklistItem } from "../../../shared/generated/checklists";
import type { ChecklistsTable, Database } from "../../db/tables";
import { EventError } from "../../ws/event-error";

export type Db = Kysely<Database> | Transaction<Database>;
export type ChecklistRow = Selectable<ChecklistsTable>;

export const checklistNotFound = (id: string) => new EventError("NotFound", `No checklist ${id} in your company.`);

/** The checklist's header fields; items are added by loadChecklist. */
export function checklistFromRow(row: ChecklistRow, items: ChecklistItem[] = []): Checklist {
  return {
    id: row.id,
    modelClass: "CheckList",
    companyId: row.company_id,
    name: row.name,
    description: row.description,
    items,
    itemCount: row.item_count,
    resultCount: row.result_count,
    ...(row.last_result_at ? { lastResultAt: row.last_result_at.getTime() } : {}),
    deleted: row.deleted,
    createdDate: row.created_date.getTime(),
    modifiedDate: row.modified_date.getTime(),
    ...(row.created_by ? { createdBy: row.created_by } : {}),
    ...(row.modified_by ? { modifiedBy: row.modified_by } : {}),
    state: row.deleted ? "deleted" : "active",
  };
}

/** Live items with their live options, in order. */
export async function loadItems(db: Db, checklistId: string): Promise<ChecklistItem[]> {
  const [items, options] = await Promise.all([
    db
      .selectFrom("checklist_items")
      .select(["id", "idx", "name", "type", "multi_select"])
      .where("checklist_id", "=", checklistId)
      .where("retired", "=", false)
      .orderBy("idx")
      .execute(),
    db
      .selectFrom("checklist_item_options")
      .select(["id", "item_id", "idx", "name", "category"])
      .where("checklist_id", "=", checklistId)
      .where("retired", "=", false)
      .orderBy("item_id")
      .orderBy("idx")
      .execute(),
  ]);
  const byItem = new Map<string, ChecklistItem["options"]>();
  for (const option of options) {
    const list = byItem.get(option.item_id) ?? [];
    list.push({ id: option.id, index: option.idx, name: option.name, category: option.category });
    byItem.set(option.item_id, list);
  }
  return items.map((item) => ({
    id: item.id,
    index: item.idx,
    name: item.name,
    type: item.type,
    multiSelect: item.multi_select,
    options: byItem.get(item.id) ?? [],
  }));
}

/** One checklist of the company whole. Another company's id reads exactly like one that does not exist. */
export async function loadChecklist(db: Db, companyId: string, id: string): Promise<Checklist> {
  const row = await db
    .selectFrom("checklists")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!row) throw checklistNotFound(id);
  return checklistFromRow(row, await loadItems(db, id));
}
