// Equipment (docs/equipment.md "Decisions"): a company's non-road assets in their own table, not
// vehicle rows, because their fields differ (serial, hours meter; no plate, brake type or annual safety) and every
// vehicle list, compliance count, reminder and inspection would otherwise have to filter them out. Sort columns are
// NOT NULL with sentinels (as vehicles: year 0, hours −1, never inspected 0) so keyset seeks compare plain values.
// An equipment inspection is a checklist result naming the equipment instead of a vehicle, so checklist_results
// gains equipment_id and its vehicle_id becomes optional — exactly one of the two is set; vehicle_name holds the
// unit's name as it was either way (what the results list shows).
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { commonColumns } from "./common-columns";

/** Wire sort column → SQL column of the equipment list (features/equipment/list-spec.ts); each has an index below. */
export const EQUIPMENT_SORT_COLUMNS = {
  name: "name_key",
  make: "make",
  serial: "serial",
  year: "year",
  hoursMeter: "hours_meter",
  lastInspectedAt: "last_inspected_at",
  modifiedDate: "modified_date",
} as const;

const statements = [
  `create sequence equipment_seq`,
  `create table equipment (${commonColumns(MODEL_CLASSES.Equipment, "equipment_seq")},
    company_id text not null references companies(id),
    name text not null,
    name_key text generated always as (lower(name)) stored,
    make text not null default '',
    model text not null default '',
    serial text not null default '',
    year integer not null default 0,
    hours_meter double precision not null default -1,
    notes text,
    image_id text references files(id),
    defect_type text not null default 'none' check (defect_type in ('none', 'minor', 'major')),
    last_inspected_at bigint not null default 0,
    last_result_id text,
    repaired_at timestamptz,
    repaired_by text,
    repaired_by_name text,
    repair_note text,
    deleted boolean not null default false
  )`,
  ...Object.values(EQUIPMENT_SORT_COLUMNS).map(
    (column) => `create index equipment_sort_${column}_idx on equipment (company_id, deleted, ${column}, id)`,
  ),
  `create index equipment_defect_idx on equipment (company_id, deleted, defect_type)`,
  // Search anywhere in name, make, model and serial: trigram-indexed where pg_trgm exists (see 0003-vehicles.ts).
  `do $$ declare trgm_schema text; begin
     select extnamespace::regnamespace::text into trgm_schema from pg_extension where extname = 'pg_trgm';
     if trgm_schema is not null then
       execute format('create index equipment_search_idx on equipment using gin ((lower(name || '' '' || make || '' '' || model || '' '' || serial)) %s.gin_trgm_ops)', trgm_schema);
     end if;
   end $$`,
  `alter table checklist_results alter column vehicle_id drop not null`,
  `alter table checklist_results add column equipment_id text references equipment(id)`,
  `alter table checklist_results add constraint checklist_results_one_unit check ((vehicle_id is null) <> (equipment_id is null))`,
  `create index checklist_results_equipment_idx on checklist_results (company_id, equipment_id, filled_at, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
