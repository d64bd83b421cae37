// Kysely's view of migration 0016's tables (billing). Amounts are bigint columns read as numbers: the pg pool and
// PGlite both parse int8 as a JavaScript number here (CONTRIBUTING.md "Known gotchas"), and the billing rules keep every
// amount far below 2⁵³.
import type { ColumnType, Generated } from "kysely";

import type { QuickBooksTables } from "./quickbooks-tables";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string | undefined, string>;
type NullableJson = ColumnType<unknown | null, string | null | undefined, string | null>;
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

interface Common {
  id: Generated<string>;
  created_by: string | null;
  created_date: Generated<Date>;
  modified_by: string | null;
  modified_date: Generated<Date>;
  state: Generated<string>;
  time_zone: string | null;
}

export interface InvoicesTable extends Common {
  company_id: string;
  number_seq: Generated<number>;
  number: string;
  po_number: Optional<string>;
  status: Generated<string>;
  billing_period: string;
  period_start: string;
  period_end: string;
  period_label: string;
  jurisdiction: Optional<string>;
  company_name: string;
  bill_to: NullableJson;
  taxes: Json;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  credit_applied_cents: Generated<number>;
  paid_cents: Generated<number>;
  amount_due_cents: number;
  paid_date: NullableTimestamp;
  pdf: Optional<Buffer>;
  pdf_built_at: NullableTimestamp;
  charging_key: Optional<string>;
  charging_since: NullableTimestamp;
}

export interface InvoiceItemsTable extends Common {
  invoice_id: string;
  company_id: string;
  position: number;
  kind: string;
  feature: Optional<string>;
  description: string;
  quantity: number;
  unit_cents: number;
  months: number;
  amount_cents: number;
}

export interface PaymentsTable extends Common {
  company_id: string;
  invoice_id: string;
  method: string;
  amount_cents: number;
  status: Generated<string>;
  reference: Optional<string>;
  card_brand: Optional<string>;
  card_last4: Optional<string>;
  received_date: Generated<Date>;
  recorded_by: Optional<string>;
  idempotency_key: Optional<string>;
}

export interface CardsTable extends Common {
  company_id: string;
  provider: string;
  provider_ref: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  removed: Generated<boolean>;
}

export interface InvoiceSettingsTable {
  company_id: string;
  bill_to_name: Optional<string>;
  po_number: Optional<string>;
  note: Optional<string>;
  address: NullableJson;
  modified_by: Optional<string>;
  modified_date: Generated<Date>;
}

export interface PromoCodesTable {
  code: string;
  rate: number;
  months: number | null;
  description: string | null;
}

export interface ChargeAttemptsTable {
  company_id: string;
  idempotency_key: string;
  invoice_id: string;
  amount_cents: number;
  status: Generated<string>;
  provider: string;
  /** The token or saved card charged (a processor reference, never a card number): a takeover charges the same. */
  source: Optional<string>;
  provider_charge_id: Optional<string>;
  decline_code: Optional<string>;
  message: Optional<string>;
  payment_id: Optional<string>;
  created_at: Generated<Date>;
}

export interface SandboxTokensTable {
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  outcome: string;
  reusable: Generated<boolean>;
  used: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface SandboxChargesTable {
  id: string;
  idempotency_key: string;
  token: string;
  amount_cents: number;
  currency: string;
  status: string;
  decline_code: Optional<string>;
  refunded_cents: Generated<number>;
  created_at: Timestamp;
}

export interface PaymentLinksTable {
  token_hash: string;
  company_id: string;
  invoice_id: string;
  created_by: string | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface BillingTables extends QuickBooksTables {
  payment_links: PaymentLinksTable;
  invoices: InvoicesTable;
  invoice_items: InvoiceItemsTable;
  payments: PaymentsTable;
  cards: CardsTable;
  invoice_settings: InvoiceSettingsTable;
  promo_codes: PromoCodesTable;
  charge_attempts: ChargeAttemptsTable;
  sandbox_tokens: SandboxTokensTable;
  sandbox_charges: SandboxChargesTable;
}

// The billing tables join the Database interface (db/tables.ts) from here.
declare module "../../db/tables" {
  interface Database extends BillingTables {}
}
