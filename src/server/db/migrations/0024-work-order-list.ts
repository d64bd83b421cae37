// The work orders screen and searchable check-ins (every list has a search and a column filter).
//
// Work orders become a windowed list like the others. A row shows the defects it covers, which are fixed when it is
// opened (a defect joins one work order once and never leaves it), so their count, the major ones and their schedule
// questions are copied onto the work order by a trigger whenever a defect is put on one — the list then reads one
// table, sorts from indexes led by company_id and ending in id (the windowed list's tie-break), and searches one
// trigram-indexed expression: the number as "#12", the unit, the assignee and the defects ("question: what was
// picked"). Sort columns are NOT NULL (the assignee's key is '' when nobody is assigned), as the keyset seek compares
// plain row values.
//
// Check-ins gain a search over the employee's name and the reason given, with a trigram index on that expression
// (the list reaches 10⁶ rows); the Employee column filter adds the same condition, so the index serves it too.
import { sql, type Kysely } from "kysely";

/** Wire sort column → work order column; each has an index below. */
export const WORK_ORDER_SORT_COLUMNS = {
  number: "number",
  vehicleName: "vehicle_name",
  status: "status_rank",
  assignee: "assignee_key",
  openedAt: "opened_at",
} as const;

/** The searched text of a work order; the same expression as its trigram index, so `like '%…%'` uses it. */
export const WORK_ORDER_SEARCH_SQL = `lower('#' || number::text || ' ' || vehicle_name || ' ' || coalesce(assigned_to_name, '') || ' ' || defects_text)`;

/** The searched text of a check-in; the same expression as its trigram index. */
export const CHECKIN_SEARCH_SQL = `lower(employee_name || ' ' || coalesce(reason, ''))`;

/** At most this much of the defects' questions is kept on the row (schema WorkOrderSummary.defectSummary). */
export const DEFECTS_TEXT_LENGTH = 500;

/** One defect as the list names it: its schedule question, and what the driver picked when they picked anything. */
const DEFECT_TEXT = `question || case when description <> '' then ': ' || description else '' end`;

/** A trigram index where pg_trgm exists (migration 0003 creates it; a PostgreSQL without it searches by scanning). */
const trigramIndex = (name: string, table: string, expression: string) => `do $$ declare trgm_schema text; begin
     select extnamespace::regnamespace::text into trgm_schema from pg_extension where extname = 'pg_trgm';
     if trgm_schema is not null then
       execute format('create index ${name} on ${table} using gin ((${expression.replace(/'/g, "''")}) %s.gin_trgm_ops)', trgm_schema);
     end if;
   end $$`;

const statements = [
  `alter table vehicle_work_orders
     add column defect_count integer not null default 0,
     add column major_defects integer not null default 0,
     add column defects_text text not null default '',
     add column status_rank smallint generated always as (case status when 'open' then 0 when 'in-progress' then 1 else 2 end) stored,
     add column assignee_key text generated always as (lower(coalesce(assigned_to_name, ''))) stored`,
  ...Object.values(WORK_ORDER_SORT_COLUMNS).map(
    (column) =>
      `create index vehicle_work_orders_sort_${column}_idx on vehicle_work_orders (company_id, ${column}, id)`,
  ),
  // A status filter (the screen's "Open", "In progress", "Completed") in the default order, newest number first.
  `create index vehicle_work_orders_status_idx on vehicle_work_orders (company_id, status, number, id)`,
  trigramIndex("vehicle_work_orders_search_idx", "vehicle_work_orders", WORK_ORDER_SEARCH_SQL),
  `create function work_order_defects_summary() returns trigger language plpgsql as $$
   begin
     update vehicle_work_orders w set
       defect_count = s.n,
       major_defects = s.major,
       defects_text = s.text
     from (
       select count(*)::int as n,
              (count(*) filter (where severity = 'major'))::int as major,
              left(coalesce(string_agg(${DEFECT_TEXT}, '; ' order by reported_at, part, id), ''), ${DEFECTS_TEXT_LENGTH}) as text
       from vehicle_inspection_defects where work_order_id = new.work_order_id
     ) s
     where w.id = new.work_order_id;
     return null;
   end $$`,
  `create trigger work_order_defects_summary_insert_trg after insert on vehicle_inspection_defects
     for each row when (new.work_order_id is not null) execute function work_order_defects_summary()`,
  `create trigger work_order_defects_summary_update_trg after update of work_order_id on vehicle_inspection_defects
     for each row when (new.work_order_id is not null and old.work_order_id is distinct from new.work_order_id)
     execute function work_order_defects_summary()`,
  // The work orders opened before this migration.
  `update vehicle_work_orders w set defect_count = s.n, major_defects = s.major, defects_text = s.text
   from (
     select work_order_id,
            count(*)::int as n,
            (count(*) filter (where severity = 'major'))::int as major,
            left(string_agg(${DEFECT_TEXT}, '; ' order by reported_at, part, id), ${DEFECTS_TEXT_LENGTH}) as text
     from vehicle_inspection_defects where work_order_id is not null group by work_order_id
   ) s
   where w.id = s.work_order_id`,
  trigramIndex("checkins_search_idx", "checkins", CHECKIN_SEARCH_SQL),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
