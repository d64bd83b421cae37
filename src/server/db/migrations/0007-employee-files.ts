// The employee's file (/portal/operator/users/file/{id}, docs/users.md "Screens"): documents such as a licence abstract
// or a medical certificate, each an uploaded file with an optional expiry, kept per company and employee (a person who
// works for two companies has two files; neither company sees the other's). Removing marks the row removed and never
// deletes it. The expiry is a plain, nullable, indexed column so the compliance screen can later ask "which documents
// of this company expire before X" from the index instead of scanning every file.
// Also the photo of a person's licence, on the employee row for the same reason: files belong to a company.
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { commonColumns } from "./common-columns";

const statements = [
  `create sequence employee_documents_seq`,
  `create table employee_documents (${commonColumns(MODEL_CLASSES.EmployeeDocument, "employee_documents_seq")},
    company_id text not null references companies(id),
    employee_id text not null references employees(id),
    kind text not null,
    title text not null default '',
    file_id text not null references files(id),
    expires_at bigint,
    note text
  )`,
  // One person's file, live documents first; and the compliance question, by company and expiry.
  `create index employee_documents_employee_idx on employee_documents (company_id, employee_id, state)`,
  `create index employee_documents_expiry_idx on employee_documents (company_id, state, expires_at)`,
  `alter table employees add column licence_photo_id text references files(id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
