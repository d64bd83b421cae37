// The getting-started checklist's schedules step (docs/company.md "Getting started"): one row per company once
// someone kept the standard inspection schedules. Companies that already run a fleet are past their first steps:
// each company with a vehicle gets its row, dated when its first vehicle was added.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table company_schedules_chosen (
    company_id text primary key references companies(id),
    chosen_at timestamptz not null,
    chosen_by text
  )`.execute(db);
  await sql`insert into company_schedules_chosen (company_id, chosen_at)
    select company_id, min(created_date) from vehicles group by company_id`.execute(db);
}
