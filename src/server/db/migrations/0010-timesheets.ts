// Hours of service (docs/hours.md "Records"): one timesheet per driver and local day, its
// duty status changes, the driver's declarations (s.16 deferral, adverse conditions) and the day's edit history.
//
// Scale: 10⁶ timesheets per company is a few years of a large fleet. Every list sort has an index led by company_id
// and ending in id (the windowed list's tie-break), for the whole list and for the two period filters (today is one
// day, the current month one month: each sort within them reads an index in order). The employee filter and a
// status filter have their own. The driver's name is copied onto the row so it sorts from an index; a trigger keeps
// the copy when the person is renamed, and a trigram index serves the search as on the users list.
//
// Retention: records of duty status and their supporting documents are kept at least 6 months (SOR/2005-313,
// "Distribution and Keeping of Records of Duty Status"; 49 CFR 395.8(k)(1)). Nothing in the product deletes these
// rows, and triggers refuse a DELETE of one younger than that, so a bug or a hand-written query cannot either.
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { commonColumns } from "./common-columns";

/** Wire sort column → SQL column (list-spec.ts). */
export const TIMESHEET_SORT_COLUMNS = { date: "day", driver: "employee_key", status: "status_rank" } as const;

/** The status sort puts what needs attention first: missing, incomplete, in progress, complete, off day. */
const STATUS_RANK = `case status when 'missing' then 0 when 'incomplete' then 1 when 'inProgress' then 2 when 'complete' then 3 else 4 end`;

const DAY_PATTERN = `'^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

const statements = [
  `create sequence timesheets_seq`,
  `create sequence timesheet_entries_seq`,
  `create sequence hos_declarations_seq`,
  `create sequence timesheet_edits_seq`,
  // day is the local date in the company's time zone (text YYYY-MM-DD sorts and compares as a date); day_start and
  // day_end are the instants it begins and ends (23 or 25 hours on the days the clocks change). Totals are whole
  // minutes; `open` marks a row computed while its day had not ended, recomputed once it has (rollover.ts).
  `create table timesheets (${commonColumns(MODEL_CLASSES.Timesheet, "timesheets_seq")},
    company_id text not null references companies(id),
    employee_id text not null references employees(id),
    user_id text not null,
    employee_name text not null,
    employee_key text generated always as (lower(employee_name)) stored,
    day text not null check (day ~ ${DAY_PATTERN}),
    month text generated always as (substr(day, 1, 7)) stored,
    day_start timestamptz not null,
    day_end timestamptz not null,
    day_start_hour smallint not null default 0,
    cycle text not null,
    status text not null default 'missing',
    status_rank smallint generated always as (${STATUS_RANK}) stored,
    driving_minutes integer not null default 0,
    on_duty_minutes integer not null default 0,
    on_duty_total_minutes integer generated always as (driving_minutes + on_duty_minutes) stored,
    off_duty_minutes integer not null default 0,
    sleeper_minutes integer not null default 0,
    start_location text,
    end_location text,
    signature text,
    certified_at timestamptz,
    certified_by text,
    open boolean not null default true,
    unique (employee_id, day)
  )`,
  ...Object.values(TIMESHEET_SORT_COLUMNS).map(
    (column) => `create index timesheets_sort_${column}_idx on timesheets (company_id, ${column}, id)`,
  ),
  // Today: one day, each sort in order within it (the date sort is the id order).
  `create index timesheets_today_driver_idx on timesheets (company_id, day, employee_key, id)`,
  `create index timesheets_today_status_idx on timesheets (company_id, day, status_rank, id)`,
  // The current month: one month, each sort in order within it (the date sort reads timesheets_sort_day_idx as a range).
  `create index timesheets_month_driver_idx on timesheets (company_id, month, employee_key, id)`,
  `create index timesheets_month_status_idx on timesheets (company_id, month, status_rank, id)`,
  // One employee's days (the employee filter, /users/{id}/hours, and a driver who sees only their own), and a status.
  `create index timesheets_user_idx on timesheets (company_id, user_id, day, id)`,
  `create index timesheets_status_day_idx on timesheets (company_id, status, day, id)`,
  // Days computed while open, to recompute once they have ended.
  `create index timesheets_open_idx on timesheets (company_id, day) where open`,
  `do $$ declare trgm_schema text; begin
     select extnamespace::regnamespace::text into trgm_schema from pg_extension where extname = 'pg_trgm';
     if trgm_schema is not null then
       execute format('create index timesheets_search_idx on timesheets using gin (employee_key %s.gin_trgm_ops)', trgm_schema);
     end if;
   end $$`,
  // A duty status change. Corrections never overwrite: the original gets replaced_by (the correcting entry) or
  // removed_at, and stays. Only live entries are the log; no two of one driver start at the same instant (the
  // rules engine needs distinct starts).
  `create table timesheet_entries (${commonColumns(MODEL_CLASSES.TimesheetEntry, "timesheet_entries_seq")},
    company_id text not null references companies(id),
    timesheet_id text not null references timesheets(id),
    employee_id text not null references employees(id),
    status text not null check (status in ('off', 'sleeper', 'driving', 'on', 'personal', 'yard')),
    start_at timestamptz not null,
    location text,
    annotation text,
    origin text not null default 'driver',
    replaces text,
    replaced_by text,
    removed_at timestamptz,
    removed_by text,
    removed_reason text,
    live boolean generated always as (replaced_by is null and removed_at is null) stored
  )`,
  `create unique index timesheet_entries_live_start_idx on timesheet_entries (employee_id, start_at) where live`,
  `create index timesheet_entries_day_idx on timesheet_entries (timesheet_id, start_at)`,
  `create index timesheet_entries_company_idx on timesheet_entries (company_id, id)`,
  // SOR/2005-313 s.16(e) deferrals (kind deferral, day = day 1) and s.76 / 49 CFR 395.1(b)(1) adverse conditions
  // (kind adverse, at = when they were met).
  `create table hos_declarations (${commonColumns(MODEL_CLASSES.HosDeclaration, "hos_declarations_seq")},
    company_id text not null references companies(id),
    employee_id text not null references employees(id),
    timesheet_id text references timesheets(id),
    kind text not null check (kind in ('deferral', 'adverse')),
    day text not null check (day ~ ${DAY_PATTERN}),
    at timestamptz not null,
    note text
  )`,
  `create unique index hos_declarations_deferral_idx on hos_declarations (employee_id, day) where kind = 'deferral'`,
  `create index hos_declarations_employee_idx on hos_declarations (employee_id, at)`,
  // The edit history of a day: corrections (with the entry before and after), certifications, declarations.
  `create table timesheet_edits (${commonColumns(MODEL_CLASSES.TimesheetEdit, "timesheet_edits_seq")},
    company_id text not null references companies(id),
    timesheet_id text not null references timesheets(id),
    kind text not null,
    by_name text not null,
    reason text,
    before jsonb,
    after jsonb
  )`,
  `create index timesheet_edits_day_idx on timesheet_edits (timesheet_id, created_date, id)`,
  `create function employees_copy_to_timesheets() returns trigger language plpgsql as $$
   begin
     update timesheets set employee_name = trim(trim(new.first) || ' ' || trim(new.last)) where employee_id = new.id;
     return null;
   end $$`,
  `create trigger employees_copy_to_timesheets_trg after update of first, last on employees
     for each row
     when (old.first is distinct from new.first or old.last is distinct from new.last)
     execute function employees_copy_to_timesheets()`,
  // Retention (see the top of this file): at least 6 months from the record's own date.
  `create function hos_records_retained() returns trigger language plpgsql as $$
   begin
     raise exception 'hours-of-service records are kept at least 6 months (SOR/2005-313, 49 CFR 395.8(k)): % %', tg_table_name, old.id;
   end $$`,
  `create trigger timesheets_retained_trg before delete on timesheets
     for each row when (old.day_start > now() - interval '6 months') execute function hos_records_retained()`,
  ...["timesheet_entries", "hos_declarations", "timesheet_edits"].map(
    (table) => `create trigger ${table}_retained_trg before delete on ${table}
       for each row when (old.created_date > now() - interval '6 months') execute function hos_records_retained()`,
  ),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
