// The operator as the seller on every invoice (features/billing/seller.ts, docs/billing.md "The seller"): its name and
// its sales-tax registration numbers, which an invoice charging GST/HST or QST must show (Excise Tax Act s.169(4) and
// the Input Tax Credit Information (GST/HST) Regulations; the QST Act likewise). One row, kept in the database so
// every server process prints the same, set from the environment at start.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table platform_seller (
    id integer primary key check (id = 1),
    name text not null,
    gst_hst_number text,
    qst_number text
  )`.execute(db);
  await sql`insert into platform_seller (id, name) values (1, 'Fleet Portal')`.execute(db);
}
