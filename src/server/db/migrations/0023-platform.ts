// The platform operator's home and read-only view (docs/operator.md "Platform figures", "The read-only view").
//
// sessions.view_as_company_id: the company a platform administrator's session views read-only
// (features/operator/view-as.ts). It lives on the session, so a reload or a reconnect resumes into the same view,
// banner included; company_id keeps the operator's own company, which leaving the view returns to.
//
// The admin home counts every company's records per local day over 15 months (features/operator/platform-series.ts):
// indexes that lead with company_id cannot serve a range over all companies. Inspections read
// vehicle_inspections_all_inspected_at_idx (migration 0022, the cross-company list's); registrations read
// registrations_created_idx (0021); payments get theirs here.
import { sql, type Kysely } from "kysely";

const statements = [
  `alter table sessions add column view_as_company_id text references companies(id)`,
  `create index payments_received_idx on payments (received_date) where status = 'succeeded'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
