// Custom checklists and their results (docs/checklists.md "Records": checklist, item, option, result and item
// result). A checklist's items and options are rows so a result can name the exact option chosen; an item or option
// left out of a save is retired (kept, hidden), never deleted, so every id a result names still exists. Results
// copy what their list shows (checklist, vehicle and employee names as they were — a result records that moment)
// and keep the item answers, with the text they answered, as one jsonb like inspections' answers; every list sort
// has an index led by company_id and ending in id, the windowed list's tie-break.
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { commonColumns } from "./common-columns";

/** Wire sort column → SQL column of the checklist list (features/checklists/list-spec.ts); each has an index below. */
export const CHECKLIST_SORT_COLUMNS = {
  name: "name_key",
  itemCount: "item_count",
  resultCount: "result_count",
  createdDate: "created_date",
  modifiedDate: "modified_date",
} as const;

/** Wire sort column → SQL column of the results list (features/checklists/result-list-spec.ts). */
export const CHECKLIST_RESULT_SORT_COLUMNS = {
  filledAt: "filled_at",
  vehicleName: "vehicle_key",
  employeeName: "employee_key",
  checklistName: "checklist_key",
  defectType: "defect_rank",
} as const;

const statements = [
  `create sequence checklists_seq`,
  `create sequence checklist_items_seq`,
  `create sequence checklist_item_options_seq`,
  `create sequence checklist_results_seq`,
  `create table checklists (${commonColumns(MODEL_CLASSES.CheckList, "checklists_seq")},
    company_id text not null references companies(id),
    name text not null,
    name_key text generated always as (lower(name)) stored,
    description text not null default '',
    deleted boolean not null default false,
    item_count integer not null default 0,
    result_count integer not null default 0,
    last_result_at timestamptz
  )`,
  ...Object.values(CHECKLIST_SORT_COLUMNS).map(
    (column) => `create index checklists_sort_${column}_idx on checklists (company_id, deleted, ${column}, id)`,
  ),
  `create table checklist_items (${commonColumns(MODEL_CLASSES.CheckListItem, "checklist_items_seq")},
    company_id text not null references companies(id),
    checklist_id text not null references checklists(id),
    idx integer not null,
    name text not null,
    type text not null check (type in ('text', 'number', 'list', 'bool')),
    multi_select boolean not null default false,
    retired boolean not null default false
  )`,
  `create index checklist_items_checklist_idx on checklist_items (checklist_id, retired, idx)`,
  `create table checklist_item_options (${commonColumns(MODEL_CLASSES.CheckListItemOption, "checklist_item_options_seq")},
    company_id text not null references companies(id),
    checklist_id text not null references checklists(id),
    item_id text not null references checklist_items(id),
    idx integer not null,
    name text not null,
    category text not null default 'none' check (category in ('none', 'minor', 'major')),
    retired boolean not null default false
  )`,
  `create index checklist_item_options_checklist_idx on checklist_item_options (checklist_id, retired, item_id, idx)`,
  `create table checklist_results (${commonColumns(MODEL_CLASSES.CheckListResult, "checklist_results_seq")},
    company_id text not null references companies(id),
    checklist_id text not null references checklists(id),
    checklist_name text not null,
    checklist_key text generated always as (lower(checklist_name)) stored,
    vehicle_id text not null references vehicles(id),
    vehicle_name text not null,
    vehicle_key text generated always as (lower(vehicle_name)) stored,
    user_id text not null,
    employee_id text not null references employees(id),
    employee_name text not null,
    employee_key text generated always as (lower(employee_name)) stored,
    result_type text not null check (result_type in ('initial', 'enroute')),
    defect_type text not null check (defect_type in ('none', 'minor', 'major')),
    defect_rank smallint generated always as (case defect_type when 'major' then 2 when 'minor' then 1 else 0 end) stored,
    filled_at timestamptz not null,
    items jsonb not null
  )`,
  ...Object.values(CHECKLIST_RESULT_SORT_COLUMNS).map(
    (column) => `create index checklist_results_sort_${column}_idx on checklist_results (company_id, ${column}, id)`,
  ),
  // The checklist's and the vehicle's results tabs, newest first.
  `create index checklist_results_checklist_idx on checklist_results (company_id, checklist_id, filled_at, id)`,
  `create index checklist_results_vehicle_idx on checklist_results (company_id, vehicle_id, filled_at, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
