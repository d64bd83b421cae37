// Vehicles, their reference data (categories with fixed ids, docs/vehicles.md "Rules"; makers, types) and uploaded
// files (docs/files.md).
// Sort columns are NOT NULL (text '' / far-future dates for "none") so that keyset (seek) queries compare plain
// row values; the mappers turn the sentinels back into absent fields.
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { commonColumns } from "./common-columns";

/** Stands for "no date" in date sort columns: sorts after every real date. */
export const NO_DATE = 8_640_000_000_000_000;

const SORT_COLUMNS = [
  "name",
  "plate",
  "vin",
  "category_name",
  "make",
  "year",
  "safety_expiry",
  "plate_expiry",
  "modified_date",
];

const statements = [
  // Ids below 100 are reserved for the seeded categories (#23:5, #23:6, #23:15 and #23:22 keep their meaning).
  `create sequence vehicle_categories_seq start 100`,
  `create table vehicle_categories (${commonColumns(MODEL_CLASSES.VehicleCategory, "vehicle_categories_seq")}, name text not null)`,
  `create sequence vehicle_makers_seq`,
  `create table vehicle_makers (${commonColumns(MODEL_CLASSES.VehicleMaker, "vehicle_makers_seq")}, name text not null unique)`,
  `create sequence vehicle_types_seq`,
  `create table vehicle_types (${commonColumns(MODEL_CLASSES.VehicleType, "vehicle_types_seq")}, name text not null unique)`,
  `create sequence files_seq`,
  `create table files (
    id text primary key default ('#${MODEL_CLASSES.File}:' || nextval('files_seq')),
    company_id text not null references companies(id),
    content_type text not null,
    name text not null,
    bytes bytea not null,
    size integer not null,
    created_by text,
    created_date timestamptz not null default now()
  )`,
  `create sequence vehicles_seq`,
  `create table vehicles (${commonColumns(MODEL_CLASSES.Vehicle, "vehicles_seq")},
    company_id text not null references companies(id),
    name text not null,
    category_id text not null references vehicle_categories(id),
    category_name text not null,
    plate text not null default '',
    vin text not null default '',
    make text not null default '',
    model text not null default '',
    year integer not null default 0,
    colour text,
    summary text,
    jurisdiction text,
    schedule_id text,
    braking_type text not null,
    odometer text not null default '0',
    odometer_type text not null default 'KM',
    hubometer_used boolean not null default false,
    cvor_date text,
    plate_expiry_date text,
    start_of_operation text,
    end_of_operation text,
    last_safety_date text,
    last_safety_number text,
    cvor_number text,
    weight integer,
    registered_gross_weight integer,
    gvwr integer,
    image_id text references files(id),
    usage_type text not null default 'commercial',
    notes text,
    defect_type text not null default 'none',
    deleted boolean not null default false,
    safety_expiry bigint not null default ${NO_DATE},
    plate_expiry bigint not null default ${NO_DATE},
    compliance_due bigint
  )`,
  // One index per offered sort, led by the company and the active/removed split every list filters on.
  ...SORT_COLUMNS.map(
    (column) => `create index vehicles_sort_${column}_idx on vehicles (company_id, deleted, ${column}, id)`,
  ),
  `create index vehicles_compliance_idx on vehicles (company_id, deleted, compliance_due)`,
  `create index vehicles_category_idx on vehicles (company_id, deleted, category_id)`,
  `create index vehicles_defect_idx on vehicles (company_id, deleted, defect_type)`,
  // Search matches anywhere in name, plate, VIN, make and model: a trigram index where pg_trgm exists (PGlite
  // loads it; a PostgreSQL without it searches by scanning the company's rows).
  // An extension lives in one schema per database. Created in public rather than in the first schema on the
  // search_path (DATABASE_SCHEMA, a test's schema): otherwise other schemas cannot see gin_trgm_ops, and dropping
  // that one schema would drop the extension and every search index built on it. The operator class is
  // qualified with wherever the extension already is.
  `do $$ begin create extension if not exists pg_trgm with schema public; exception when others then raise notice 'pg_trgm is not available'; end $$`,
  `do $$ declare trgm_schema text; begin
     select extnamespace::regnamespace::text into trgm_schema from pg_extension where extname = 'pg_trgm';
     if trgm_schema is not null then
       execute format('create index vehicles_search_idx on vehicles using gin ((lower(name || '' '' || plate || '' '' || vin || '' '' || make || '' '' || model)) %s.gin_trgm_ops)', trgm_schema);
     end if;
   end $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
