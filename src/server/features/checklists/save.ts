// Saving a checklist whole (ChecklistSaveRequestEvent): the header, then every item and option in the order given,
// each in one statement however many there are (jsonb_to_recordset + ON CONFLICT), and the ones left out retired.
// A saved item or option keeps its id so the driver app's drafts and the results that name it still match; results
// keep their own copy of the text they answered, so a rename never changes a past result.
import { sql } from "kysely";

import type { Checklist, ChecklistFields } from "../../../shared/generated/checklists";
import { MODEL_CLASSES } from "../../../shared/ids";
import { checklistProblems, type Problems } from "../../../shared/rules/checklists";
import type { CompanyContext } from "../../ws/context";
import { EventError } from "../../ws/event-error";
import { checklistNotFound, loadChecklist, type Db } from "./load";

function refuse(problems: Problems): void {
  const entries = Object.entries(problems);
  if (entries.length === 0) return;
  throw new EventError(
    "ValidationFailed",
    entries.map(([field, problem]) => `${field}: ${problem}`).join("; "),
    entries.map(([field, problem]) => ({ path: `checklist.${field}`, problem })),
  );
}

/** n fresh ids of a table's sequence, so new rows can be written in the same statement as changed ones. */
async function freshIds(db: Db, sequence: string, modelClass: number, n: number): Promise<string[]> {
  if (n === 0) return [];
  const { rows } = await sql<{
    id: string;
  }>`select '#' || ${modelClass}::text || ':' || nextval(${sequence}::regclass)::text as id from generate_series(1, ${n})`.execute(
    db,
  );
  return rows.map((row) => row.id);
}

/** Saved ids the request names must be this checklist's live items, and each option its own item's. */
async function checkIds(db: Db, checklistId: string | undefined, fields: ChecklistFields): Promise<void> {
  const problems: Problems = {};
  const items = checklistId
    ? await db
        .selectFrom("checklist_items")
        .select("id")
        .where("checklist_id", "=", checklistId)
        .where("retired", "=", false)
        .execute()
    : [];
  const options = checklistId
    ? await db
        .selectFrom("checklist_item_options")
        .select(["id", "item_id"])
        .where("checklist_id", "=", checklistId)
        .where("retired", "=", false)
        .execute()
    : [];
  const liveItems = new Set(items.map((row) => row.id));
  const optionItem = new Map(options.map((row) => [row.id, row.item_id]));
  const seen = new Set<string>();
  fields.items.forEach((item, i) => {
    if (item.id !== undefined) {
      if (!liveItems.has(item.id)) problems[`items.${i}.id`] = "notInChecklist";
      else if (seen.has(item.id)) problems[`items.${i}.id`] = "duplicate";
      seen.add(item.id);
    }
    item.options.forEach((option, j) => {
      if (option.id === undefined) return;
      if (item.id === undefined || optionItem.get(option.id) !== item.id)
        problems[`items.${i}.options.${j}.id`] = "notAnOption";
      else if (seen.has(option.id)) problems[`items.${i}.options.${j}.id`] = "duplicate";
      seen.add(option.id);
    });
  });
  refuse(problems);
}

/** Adds (no id) or replaces a checklist of the company; returns it as saved. Runs in the caller's transaction. */
export async function saveChecklist(
  context: CompanyContext,
  companyId: string,
  id: string | undefined,
  fields: ChecklistFields,
): Promise<{ checklist: Checklist; added: boolean }> {
  const db = context.db;
  const userId = context.session.userId;
  const now = context.clock.date();
  refuse(checklistProblems(fields));
  const header = {
    name: fields.name.trim(),
    description: fields.description?.trim() ?? "",
    item_count: fields.items.length,
  };
  let checklistId = id;
  if (checklistId === undefined) {
    const row = await db
      .insertInto("checklists")
      .values({ ...header, company_id: companyId, created_by: userId, modified_by: userId, time_zone: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    checklistId = row.id;
  } else {
    // Locks the row: two saves of one checklist apply one after the other.
    const row = await db
      .updateTable("checklists")
      .set({ ...header, modified_by: userId, modified_date: now })
      .where("id", "=", checklistId)
      .where("company_id", "=", companyId)
      .returning("id")
      .executeTakeFirst();
    if (!row) throw checklistNotFound(checklistId);
    await checkIds(db, checklistId, fields);
  }

  const newItemIds = await freshIds(
    db,
    "checklist_items_seq",
    MODEL_CLASSES.CheckListItem,
    fields.items.filter((item) => item.id === undefined).length,
  );
  const itemIds = fields.items.map((item) => item.id ?? newItemIds.shift()!);
  const optionCount = fields.items.reduce(
    (n, item) => n + item.options.filter((option) => option.id === undefined).length,
    0,
  );
  const newOptionIds = await freshIds(db, "checklist_item_options_seq", MODEL_CLASSES.CheckListItemOption, optionCount);
  const items = fields.items.map((item, i) => ({
    id: itemIds[i]!,
    idx: i,
    name: item.name.trim(),
    type: item.type,
    multi_select: item.type === "list" && item.multiSelect === true,
  }));
  const options = fields.items.flatMap((item, i) =>
    item.options.map((option, j) => ({
      id: option.id ?? newOptionIds.shift()!,
      item_id: itemIds[i]!,
      idx: j,
      name: option.name.trim(),
      category: option.category,
    })),
  );

  await sql`insert into checklist_items (id, company_id, checklist_id, idx, name, type, multi_select, created_by, modified_by)
    select v.id, ${companyId}, ${checklistId}, v.idx, v.name, v.type, v.multi_select, ${userId}, ${userId}
    from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as v(id text, idx int, name text, type text, multi_select boolean)
    on conflict (id) do update set idx = excluded.idx, name = excluded.name, type = excluded.type, multi_select = excluded.multi_select, modified_by = excluded.modified_by, modified_date = ${now}::timestamptz`.execute(
    db,
  );
  await sql`update checklist_items set retired = true, modified_by = ${userId}, modified_date = ${now}::timestamptz where checklist_id = ${checklistId} and retired = false and not (id = any(${itemIds}::text[]))`.execute(
    db,
  );
  if (options.length > 0) {
    await sql`insert into checklist_item_options (id, company_id, checklist_id, item_id, idx, name, category, created_by, modified_by)
      select v.id, ${companyId}, ${checklistId}, v.item_id, v.idx, v.name, v.category, ${userId}, ${userId}
      from jsonb_to_recordset(${JSON.stringify(options)}::jsonb) as v(id text, item_id text, idx int, name text, category text)
      on conflict (id) do update set idx = excluded.idx, name = excluded.name, category = excluded.category, modified_by = excluded.modified_by, modified_date = ${now}::timestamptz`.execute(
      db,
    );
  }
  await sql`update checklist_item_options set retired = true, modified_by = ${userId}, modified_date = ${now}::timestamptz where checklist_id = ${checklistId} and retired = false and not (id = any(${options.map((o) => o.id)}::text[]))`.execute(
    db,
  );
  return { checklist: await loadChecklist(db, companyId, checklistId), added: id === undefined };
}
