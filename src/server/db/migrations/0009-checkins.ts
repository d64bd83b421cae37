// Check-ins (docs/checkins.md "Records"): one row per declaration "fit for duty" or "not able to work". A company
// collects one a day per driver, so 10⁶ rows is a few years of a large fleet: every list sort has an index led by
// company_id and ending in id, the windowed list's tie-break (docs/design/lists.md), and the two filters
// (day, employee) have indexes that also serve the default time order within them. The employee's name is copied
// onto the row so the list sorts by it from an index; a trigger keeps the copy when the person is renamed.
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { commonColumns } from "./common-columns";

/** Wire sort column → SQL column (list-spec.ts); each has an index below. */
export const CHECKIN_SORT_COLUMNS = { time: "created_date", employee: "employee_key", result: "result" } as const;

const statements = [
  `create sequence checkins_seq`,
  // created_date is the check-in's own time (the device's, for one sent late from the driver app's offline queue);
  // day is its local date in the company's time zone, as text (YYYY-MM-DD sorts and compares as a date).
  `create table checkins (${commonColumns(MODEL_CLASSES.CheckIn, "checkins_seq")},
    company_id text not null references companies(id),
    employee_id text not null references employees(id),
    user_id text not null,
    employee_name text not null,
    employee_key text generated always as (lower(employee_name)) stored,
    result text not null,
    reason text,
    latitude double precision,
    longitude double precision,
    accuracy double precision,
    day text not null check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
  )`,
  ...Object.values(CHECKIN_SORT_COLUMNS).map(
    (column) => `create index checkins_sort_${column}_idx on checkins (company_id, ${column}, id)`,
  ),
  `create index checkins_day_idx on checkins (company_id, day, created_date, id)`,
  // The employee filter, and the whole list of someone who sees only their own check-ins.
  `create index checkins_user_idx on checkins (company_id, user_id, created_date, id)`,
  `create function employees_copy_to_checkins() returns trigger language plpgsql as $$
   begin
     update checkins set employee_name = trim(trim(new.first) || ' ' || trim(new.last)) where employee_id = new.id;
     return null;
   end $$`,
  `create trigger employees_copy_to_checkins_trg after update of first, last on employees
     for each row
     when (old.first is distinct from new.first or old.last is distinct from new.last)
     execute function employees_copy_to_checkins()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
