// Kysely's view of migration 0020's tables (QuickBooks exports). Amounts are bigint columns read as numbers, as in
// tables.ts.
import type { ColumnType, Generated } from "kysely";

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface QuickBooksExportsTable {
  id: Generated<string>;
  created_by: string | null;
  created_date: Generated<Date>;
  modified_by: string | null;
  modified_date: Generated<Date>;
  state: Generated<string>;
  time_zone: string | null;
  created_by_name: string;
  kind: "period" | "invoice";
  period_from: string;
  period_to: string;
  scope_company_id: Optional<string>;
  scope_company_name: Optional<string>;
  invoice_id: Optional<string>;
  invoice_number: Optional<string>;
  formats: string[];
  invoice_count: number;
  payment_count: number;
  invoices_cents: number;
  payments_cents: number;
}

export interface QuickBooksExportFilesTable {
  id: Generated<string>;
  export_id: string;
  format: "iif" | "qboInvoices" | "qboPayments";
  file_name: string;
  content_type: string;
  bytes: Uint8Array;
  size: number;
}

export interface QuickBooksCustomersTable {
  company_id: string;
  customer_name: string;
  created_at: Generated<Date>;
}

export interface QuickBooksTables {
  quickbooks_exports: QuickBooksExportsTable;
  quickbooks_export_files: QuickBooksExportFilesTable;
  quickbooks_customers: QuickBooksCustomersTable;
}
