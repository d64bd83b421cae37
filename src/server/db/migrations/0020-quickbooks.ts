// QuickBooks exports (docs/billing.md "QuickBooks export", /portal/integrations/qbooks): what the platform operator
// exported when — who, the period, the scope (every company or one), the formats — and the files themselves, kept so
// the integrations page can offer them again exactly as they were imported. An export never changes once written: a
// corrected invoice is exported again (InvoiceRebuildQuickBooksRequestEvent) as a new export.
//
// quickbooks_customers maps each company to its QuickBooks customer name, fixed at its first export: QuickBooks
// matches customers by name, so a company renamed later must still land on the same customer.
//
// The export reads invoices by issue date and payments by receipt date across every company; the two indexes let it
// seek to the period instead of scanning 10⁶ invoices.
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { commonColumns } from "./common-columns";

const statements = [
  `create sequence quickbooks_exports_seq`,
  `create table quickbooks_exports (${commonColumns(MODEL_CLASSES.QuickBooksExport, "quickbooks_exports_seq")},
    created_by_name text not null,
    kind text not null check (kind in ('period', 'invoice')),
    period_from text not null,
    period_to text not null,
    scope_company_id text references companies(id),
    scope_company_name text,
    invoice_id text references invoices(id),
    invoice_number text,
    formats text[] not null,
    invoice_count integer not null,
    payment_count integer not null,
    invoices_cents bigint not null,
    payments_cents bigint not null
  )`,
  `create index quickbooks_exports_created_idx on quickbooks_exports (created_date, id)`,
  `create sequence quickbooks_export_files_seq`,
  `create table quickbooks_export_files (
    id text primary key default ('#${MODEL_CLASSES.QuickBooksExportFile}:' || nextval('quickbooks_export_files_seq')),
    export_id text not null references quickbooks_exports(id) on delete cascade,
    format text not null check (format in ('iif', 'qboInvoices', 'qboPayments')),
    file_name text not null,
    content_type text not null,
    bytes bytea not null,
    size integer not null
  )`,
  `create index quickbooks_export_files_export_idx on quickbooks_export_files (export_id)`,
  `create table quickbooks_customers (
    company_id text primary key references companies(id),
    customer_name text not null,
    created_at timestamptz not null default now()
  )`,
  // QuickBooks compares customer names without regard to case.
  `create unique index quickbooks_customers_name_key on quickbooks_customers (lower(customer_name))`,
  `create index invoices_created_date_idx on invoices (created_date)`,
  `create index payments_received_date_idx on payments (received_date)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
