// ELD file imports (docs/hours.md "ELD file import"): a carrier whose drivers use a third-party ELD imports its output
// file (49 CFR 395 Subpart B, Appendix A §4.8.2) as the driver's record of duty status. `eld_imports` keeps what was
// imported (the stored file, its name, the ELD's registration id and identifier from the header, the driver and the
// period), and each imported entry names its import and the line of its ELD event, so an auditor can go from a day's
// log back to the line of the file it came from (49 CFR 395.8(k): supporting documents are kept with the records).
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { commonColumns } from "./common-columns";

const DAY_PATTERN = `'^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

const statements = [
  `create sequence eld_imports_seq`,
  `create table eld_imports (${commonColumns(MODEL_CLASSES.EldImport, "eld_imports_seq")},
    company_id text not null references companies(id),
    employee_id text not null references employees(id),
    file_id text not null references files(id),
    file_name text not null,
    eld_registration_id text,
    eld_identifier text,
    file_driver text not null,
    period_from text not null check (period_from ~ ${DAY_PATTERN}),
    period_to text not null check (period_to ~ ${DAY_PATTERN}),
    entry_count integer not null,
    check_value_mismatches jsonb not null default '[]'::jsonb
  )`,
  `create index eld_imports_employee_idx on eld_imports (employee_id, created_date)`,
  `alter table timesheet_entries add column eld_import_id text references eld_imports(id), add column eld_line integer`,
  // Retention as the records themselves (migration 0010's trigger function): SOR/2005-313, 49 CFR 395.8(k).
  `create trigger eld_imports_retained_trg before delete on eld_imports
     for each row when (old.created_date > now() - interval '6 months') execute function hos_records_retained()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
