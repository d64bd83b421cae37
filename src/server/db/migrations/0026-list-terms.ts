// The term dictionary of the large lists' text filters (src/server/lists/list-terms.ts). A search or a column filter
// at 10⁶ rows cannot afford to test every row, and a trigram index is no help for the fragments people type ("-001"
// shares its trigrams with most of a fleet's unit numbers). But the columns searched repeat a few values across
// many rows: 10⁶ inspections name a few thousand vehicles and drivers. So each company's distinct values of those
// columns are kept here; a filter first finds the values containing the text (a few thousand short strings), then
// the rows holding those values through the columns' B-tree indexes.
//
// Statement triggers keep the dictionary complete whoever writes the rows (the submit, the seed's bulk inserts, the
// rename that copies a new name into check-ins); a value no row holds any more is harmless (it matches no row).
import { sql, type Kysely } from "kysely";

import { trigramIndex } from "./common-columns";

/** list_terms.list of each table's terms, and the columns kept (every one is a text column of that table). */
export const TERM_COLUMNS = {
  vehicle_inspections: {
    list: "inspections",
    columns: ["vehicle_name", "trailer_names", "driver_name", "vehicle_plate", "location"],
  },
  timesheets: { list: "timesheets", columns: ["employee_key"] },
  checkins: { list: "checkins", columns: ["employee_key"] },
} as const;

function termTriggers(table: keyof typeof TERM_COLUMNS): string[] {
  const { list, columns } = TERM_COLUMNS[table];
  const values = columns.map((column) => `('${column}', ${column})`).join(", ");
  const select = (from: string) =>
    `select distinct company_id, '${list}', f.field, f.term from ${from}, lateral (values ${values}) as f(field, term) where f.term <> ''`;
  // What is there already is written long ago: no process holds a dictionary yet, none needs to read it as new.
  const backfill = `insert into list_terms (company_id, list, field, term, written_at) select *, '-infinity'::timestamptz from (${select(table)}) as existing on conflict do nothing`;
  return [
    `create function ${table}_terms() returns trigger language plpgsql as $$
     begin
       insert into list_terms (company_id, list, field, term) ${select("new_rows")} on conflict do nothing;
       return null;
     end $$`,
    // A trigger with a transition table takes one event: one for inserts, one for updates.
    `create trigger ${table}_terms_insert after insert on ${table} referencing new table as new_rows for each statement execute function ${table}_terms()`,
    `create trigger ${table}_terms_update after update on ${table} referencing new table as new_rows for each statement execute function ${table}_terms()`,
    backfill,
  ];
}

const statements = [
  `create table list_terms (
    company_id text not null,
    list text not null,
    field text not null,
    term text not null,
    -- The start of the transaction that wrote it: a process holding the dictionary reads what is new (term-cache.ts).
    written_at timestamptz not null default now(),
    primary key (company_id, list, field, term)
  )`,
  `create index list_terms_written_idx on list_terms (company_id, list, written_at)`,
  ...termTriggers("vehicle_inspections"),
  ...termTriggers("timesheets"),
  ...termTriggers("checkins"),
  // The inspection columns searched that no sort index starts with (vehicle and driver names have theirs, 0008).
  // Not partial: PostgreSQL proves `column <> ''` from `column = any(…)` only for short lists of values.
  `create index vehicle_inspections_trailer_names_idx on vehicle_inspections (company_id, trailer_names)`,
  `create index vehicle_inspections_plate_idx on vehicle_inspections (company_id, vehicle_plate)`,
  `create index vehicle_inspections_location_idx on vehicle_inspections (company_id, location)`,
  // A check-in's reason is free text written on the few "not able to work" check-ins: a trigram index over those
  // alone finds a reason's words without a dictionary of every sentence.
  trigramIndex("checkins_reason_search_idx", "checkins", "lower(reason)", "reason is not null"),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
