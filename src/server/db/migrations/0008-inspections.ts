// Inspections (docs/inspections.md "Records"). The list serves 10⁶ rows per company, so each row carries what a list
// row shows — vehicle, trailer and driver names as they were at the inspection (a report is a record of that moment),
// the trip type, the current status and the open defect count — with one index (company_id, sort key, id) per sort and
// a trigram index over the searched text, like vehicles and employees. Answers live in one compact jsonb per inspection
// (a separate answers table would hold ~23 × 10⁶ rows for a list that never shows them); signatures are company files,
// so the list's table stays narrow. Defects (one per minor or major answer) are their own rows: they change state
// (repaired, no correction needed, acknowledged) and decide each vehicle's defectType.
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { commonColumns } from "./common-columns";

/** Wire sort column → inspection column; each has an index below. */
export const INSPECTION_SORT_COLUMNS = ["inspected_at", "vehicle_name", "driver_name", "status_rank"] as const;

/** The searched text; the same expression as the trigram index, so `like '%…%'` uses it. */
export const INSPECTION_SEARCH_SQL = `lower(vehicle_name || ' ' || trailer_names || ' ' || driver_name || ' ' || vehicle_plate || ' ' || location)`;

const statements = [
  // One row per distinct declaration text: the report prints the declaration the driver signed, and 10⁶ copies of
  // the same paragraph would be a quarter of a gigabyte.
  `create table inspection_declarations (
    id serial primary key,
    text_hash text not null unique,
    text text not null
  )`,
  `create sequence vehicle_inspections_seq`,
  `create table vehicle_inspections (${commonColumns(MODEL_CLASSES.VehicleInspection, "vehicle_inspections_seq")},
    company_id text not null references companies(id),
    vehicle_id text not null references vehicles(id),
    vehicle_name text not null,
    vehicle_plate text not null default '',
    trailer_ids text[] not null default '{}',
    trailer_names text not null default '',
    trailers jsonb not null default '[]',
    driver_id text not null references users(id),
    driver_name text not null,
    schedule_id text not null references vehicle_schedules(id),
    schedule_name text not null,
    schedule_number text not null default '',
    declaration_id integer references inspection_declarations(id),
    trip_type text not null check (trip_type in ('pre-trip', 'post-trip', 'enroute')),
    inspected_at bigint not null,
    odometer text,
    odometer_type text,
    hubometer text,
    plate text,
    location text not null default '',
    latitude double precision,
    longitude double precision,
    accuracy_m double precision,
    answers jsonb not null,
    declaration_accepted boolean not null,
    signature_file_id text references files(id),
    found_rank smallint not null check (found_rank between 0 and 2),
    status_rank smallint not null check (status_rank between 0 and 2),
    open_defects integer not null default 0
  )`,
  ...INSPECTION_SORT_COLUMNS.map(
    (column) =>
      `create index vehicle_inspections_sort_${column}_idx on vehicle_inspections (company_id, ${column}, id)`,
  ),
  // The vehicle's and the employee's inspections tabs: newest first within one unit or driver.
  `create index vehicle_inspections_vehicle_idx on vehicle_inspections (company_id, vehicle_id, inspected_at, id)`,
  `create index vehicle_inspections_driver_idx on vehicle_inspections (company_id, driver_id, inspected_at, id)`,
  `create index vehicle_inspections_trailers_idx on vehicle_inspections using gin (trailer_ids)`,
  `create index vehicle_inspections_open_idx on vehicle_inspections (company_id, inspected_at, id) where open_defects > 0`,
  `do $$ declare trgm_schema text; begin
     select extnamespace::regnamespace::text into trgm_schema from pg_extension where extname = 'pg_trgm';
     if trgm_schema is not null then
       execute format('create index vehicle_inspections_search_idx on vehicle_inspections using gin ((${INSPECTION_SEARCH_SQL.replace(/'/g, "''")}) %s.gin_trgm_ops)', trgm_schema);
     end if;
   end $$`,
  `create sequence vehicle_inspection_defects_seq`,
  `create table vehicle_inspection_defects (${commonColumns(MODEL_CLASSES.VehicleInspectionDefect, "vehicle_inspection_defects_seq")},
    company_id text not null references companies(id),
    inspection_id text not null references vehicle_inspections(id),
    vehicle_id text not null references vehicles(id),
    vehicle_name text not null,
    question_id text not null,
    part integer not null,
    question text not null,
    severity text not null check (severity in ('minor', 'major')),
    description text not null default '',
    remark text,
    reported_at bigint not null,
    reported_by_name text,
    defect_state text not null default 'open' check (defect_state in ('open', 'repaired', 'no-correction-needed')),
    repaired_by text references users(id),
    repaired_by_name text,
    repaired_at bigint,
    repair_note text,
    repair_signature_file_id text references files(id),
    acknowledged_by text references users(id),
    acknowledged_by_name text,
    acknowledged_at bigint,
    acknowledged_inspection_id text references vehicle_inspections(id)
  )`,
  `create index vehicle_inspection_defects_inspection_idx on vehicle_inspection_defects (inspection_id)`,
  `create index vehicle_inspection_defects_open_idx on vehicle_inspection_defects (company_id, vehicle_id) where defect_state = 'open'`,
  `create index vehicle_inspection_defects_unacknowledged_idx on vehicle_inspection_defects (company_id, vehicle_id) where defect_state <> 'open' and acknowledged_at is null`,
  `create index vehicle_inspection_defects_acknowledged_idx on vehicle_inspection_defects (acknowledged_inspection_id) where acknowledged_inspection_id is not null`,
  `create sequence vehicle_inspection_remarks_seq`,
  `create table vehicle_inspection_remarks (${commonColumns(MODEL_CLASSES.VehicleInspectionComment, "vehicle_inspection_remarks_seq")},
    company_id text not null references companies(id),
    inspection_id text not null references vehicle_inspections(id),
    by_id text references users(id),
    by_name text not null,
    text text not null
  )`,
  `create index vehicle_inspection_remarks_inspection_idx on vehicle_inspection_remarks (inspection_id, created_date)`,
  // NSC 13: the last inspection covers the unit for 24 h; the vehicle carries it so every screen can say so.
  `alter table vehicles add column inspected_until bigint, add column last_inspection_id text`,
  // Mail can carry files (the report PDF): [{filename, contentType, contentBase64}].
  `alter table mail_outbox add column attachments jsonb`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
