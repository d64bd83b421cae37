// People (docs/users.md "The users list"): the users list sorts and searches employees of one company at 10⁴–10⁵
// rows, so the columns it sorts on live on the employee row, next to company_id, where one index per sort (company_id, live, column, id)
// serves every window (docs/design/lists.md). The person's name, email and licence belong to the user
// (one account, several companies); triggers copy them onto each of the user's employee rows, so no code path that
// writes users (profile, sign-up, import) can leave the list stale. Also the company's own details
// (notification email lists, renewal date, billing and admin fields; docs/company.md "Records").
import { sql, type Kysely } from "kysely";

import { NO_DATE } from "./0003-vehicles";

/** Wire sort column → employee column; each has an index below. */
export const EMPLOYEE_SORT_COLUMNS = [
  "name_key",
  "email_key",
  "employment_key",
  "license_class",
  "license_expiry",
  "state",
  "modified_date",
] as const;

const statements = [
  `alter table employees
     add column first text not null default '',
     add column last text not null default '',
     add column email text not null default '',
     add column license_class text not null default '',
     add column license_expiry bigint not null default ${NO_DATE},
     add column name_key text generated always as (lower(first || ' ' || last)) stored,
     add column email_key text generated always as (lower(email)) stored,
     add column employment_key text generated always as (coalesce(employment_id, '')) stored,
     add column live boolean generated always as (state in ('active', 'invited')) stored`,
  `create function employees_copy_user() returns trigger language plpgsql as $$
   begin
     select u.first, u.last, u.email, coalesce(u.license_class, ''),
            case when u.license_expiry is null or u.license_expiry <= 0 then ${NO_DATE} else u.license_expiry end
       into new.first, new.last, new.email, new.license_class, new.license_expiry
       from users u where u.id = new.user_id;
     return new;
   end $$`,
  `create trigger employees_copy_user_trg before insert or update of user_id on employees
     for each row execute function employees_copy_user()`,
  `create function users_copy_to_employees() returns trigger language plpgsql as $$
   begin
     update employees set first = new.first, last = new.last, email = new.email,
       license_class = coalesce(new.license_class, ''),
       license_expiry = case when new.license_expiry is null or new.license_expiry <= 0 then ${NO_DATE} else new.license_expiry end
     where user_id = new.id;
     return null;
   end $$`,
  `create trigger users_copy_to_employees_trg after update of first, last, email, license_class, license_expiry on users
     for each row
     when (old.first is distinct from new.first or old.last is distinct from new.last or old.email is distinct from new.email
           or old.license_class is distinct from new.license_class or old.license_expiry is distinct from new.license_expiry)
     execute function users_copy_to_employees()`,
  // Rows that exist already.
  `update employees e set user_id = e.user_id`,
  ...EMPLOYEE_SORT_COLUMNS.map(
    (column) => `create index employees_sort_${column}_idx on employees (company_id, live, ${column}, id)`,
  ),
  `create index employees_user_idx on employees (user_id)`,
  `do $$ declare trgm_schema text; begin
     select extnamespace::regnamespace::text into trgm_schema from pg_extension where extname = 'pg_trgm';
     if trgm_schema is not null then
       execute format('create index employees_search_idx on employees using gin ((lower(first || '' '' || last || '' '' || email || '' '' || coalesce(employment_id, ''''))) %s.gin_trgm_ops)', trgm_schema);
     end if;
   end $$`,
  // The company's four notification email lists, the renewal date, and billing/admin fields.
  `alter table companies
     add column email_defects text not null default '',
     add column email_equipment text not null default '',
     add column email_equipment_defects text not null default '',
     add column email_invoice text not null default '',
     add column cmv_reg_date bigint,
     add column discount text not null default 'none',
     add column bay text,
     add column promo_code text,
     add column contract_start bigint,
     add column admin_summary text,
     add column admin_notes text,
     add column api_key text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
