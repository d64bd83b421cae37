// Billing (docs/billing.md): invoices with their items, payments, saved cards (brand, last four, expiry — never a
// number), each company's invoice settings, promotion codes, the charge attempts that make a card charge idempotent,
// and the embedded sandbox card processor's own state (its tokens and charges, kept as a real processor would keep
// them).
//
// One invoice per company per period: `invoices_company_period_key` refuses a second live (not void) invoice of a
// period, so two processes or a rerun of the invoice job cannot build two even if the job's dedupe key were bypassed.
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { commonColumns } from "./common-columns";

/** Wire sort column → indexed SQL column of the invoice list. */
export const INVOICE_SORT_COLUMNS = {
  issued: "created_date",
  number: "number_seq",
  total: "total_cents",
  status: "status",
} as const;

const statements = [
  `create sequence invoices_seq`,
  `create sequence invoice_numbers_seq start 1001`,
  `create table invoices (${commonColumns(MODEL_CLASSES.Invoice, "invoices_seq")},
    company_id text not null references companies(id),
    number_seq bigint not null default nextval('invoice_numbers_seq'),
    number text not null,
    po_number text,
    status text not null default 'open' check (status in ('open', 'paid', 'void')),
    billing_period text not null,
    period_start text not null,
    period_end text not null,
    period_label text not null,
    jurisdiction text,
    company_name text not null,
    bill_to jsonb,
    taxes jsonb not null default '[]'::jsonb,
    subtotal_cents bigint not null,
    tax_cents bigint not null,
    total_cents bigint not null,
    credit_applied_cents bigint not null default 0,
    paid_cents bigint not null default 0,
    amount_due_cents bigint not null,
    paid_date timestamptz,
    pdf bytea,
    pdf_built_at timestamptz,
    charging_key text,
    charging_since timestamptz
  )`,
  `create unique index invoices_number_key on invoices (number)`,
  `create unique index invoices_company_period_key on invoices (company_id, period_start) where status <> 'void'`,
  `create index invoices_company_issued_idx on invoices (company_id, created_date, id)`,
  `create index invoices_company_number_idx on invoices (company_id, number_seq, id)`,
  `create index invoices_company_total_idx on invoices (company_id, total_cents, id)`,
  `create index invoices_company_status_idx on invoices (company_id, status, id)`,
  `create sequence invoice_items_seq`,
  `create table invoice_items (${commonColumns(MODEL_CLASSES.InvoiceItem, "invoice_items_seq")},
    invoice_id text not null references invoices(id) on delete cascade,
    company_id text not null references companies(id),
    position integer not null,
    kind text not null,
    feature text,
    description text not null,
    quantity bigint not null,
    unit_cents bigint not null,
    months integer not null,
    amount_cents bigint not null
  )`,
  `create index invoice_items_invoice_idx on invoice_items (invoice_id, position)`,
  `create sequence payments_seq`,
  `create table payments (${commonColumns(MODEL_CLASSES.Payment, "payments_seq")},
    company_id text not null references companies(id),
    invoice_id text not null references invoices(id),
    method text not null check (method in ('card', 'wire', 'etransfer', 'cheque')),
    amount_cents bigint not null check (amount_cents > 0),
    status text not null default 'succeeded',
    reference text,
    card_brand text,
    card_last4 text check (card_last4 is null or card_last4 ~ '^[0-9]{4}$'),
    received_date timestamptz not null default now(),
    recorded_by text,
    idempotency_key text
  )`,
  `create index payments_invoice_idx on payments (invoice_id)`,
  `create unique index payments_idempotency_key on payments (company_id, idempotency_key) where idempotency_key is not null`,
  `create sequence cards_seq`,
  `create table cards (${commonColumns(MODEL_CLASSES.Card, "cards_seq")},
    company_id text not null references companies(id),
    provider text not null,
    provider_ref text not null,
    brand text not null,
    last4 text not null check (last4 ~ '^[0-9]{4}$'),
    exp_month integer not null check (exp_month between 1 and 12),
    exp_year integer not null,
    removed boolean not null default false
  )`,
  `create index cards_company_idx on cards (company_id) where not removed`,
  `create table invoice_settings (
    company_id text primary key references companies(id),
    bill_to_name text,
    po_number text,
    note text,
    address jsonb,
    modified_by text,
    modified_date timestamptz not null default now()
  )`,
  `create table promo_codes (
    code text primary key,
    rate integer not null check (rate between 0 and 100000),
    months integer,
    description text
  )`,
  // One row per (company, idempotency key): the first request that names a key claims it; a resend finds the row
  // and answers what that attempt came to (succeeded → the payment; declined → the same decline).
  `create table charge_attempts (
    company_id text not null references companies(id),
    idempotency_key text not null,
    invoice_id text not null references invoices(id),
    amount_cents bigint not null,
    status text not null default 'pending' check (status in ('pending', 'succeeded', 'declined')),
    provider text not null,
    source text,
    provider_charge_id text,
    decline_code text,
    message text,
    payment_id text,
    created_at timestamptz not null default now(),
    primary key (company_id, idempotency_key)
  )`,
  // Payment links (InvoiceCreatePaymentLinkRequestEvent, docs/billing.md "Payment links and invoice mail"): single
  // use, expiring; only the token's SHA-256.
  `create table payment_links (
    token_hash text primary key,
    company_id text not null references companies(id),
    invoice_id text not null references invoices(id),
    created_by text,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index payment_links_invoice_idx on payment_links (invoice_id)`,
  // The sandbox processor (features/billing/payments/sandbox.ts): what a real processor stores on its side.
  `create table sandbox_tokens (
    token text primary key,
    brand text not null,
    last4 text not null,
    exp_month integer not null,
    exp_year integer not null,
    outcome text not null,
    reusable boolean not null default false,
    used boolean not null default false,
    created_at timestamptz not null default now()
  )`,
  `create table sandbox_charges (
    id text primary key,
    idempotency_key text not null unique,
    token text not null,
    amount_cents bigint not null,
    currency text not null,
    status text not null check (status in ('authorized', 'captured', 'refunded', 'declined')),
    decline_code text,
    refunded_cents bigint not null default 0,
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
