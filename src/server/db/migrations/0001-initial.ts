// Accounts, companies, sessions, the mail outbox and the feature catalogue. Ids are "#<class>:<n>" with the
// class numbers of src/shared/ids.ts. Timestamps are timestamptz; epoch-ms fields the client stores verbatim
// (licence expiry, employment dates) are bigint.
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { commonColumns } from "./common-columns";

const statements = [
  `create sequence companies_seq`,
  `create table companies (${commonColumns(MODEL_CLASSES.Company, "companies_seq")},
    name text not null,
    website text,
    email text,
    phone text,
    postal text,
    country text,
    jurisdiction text,
    cvor text,
    features text[] not null default '{}',
    address jsonb,
    hq jsonb,
    email_inspections_to_drivers boolean not null default true,
    timesheet_started_before_inspection boolean not null default true,
    credit_cents bigint not null default 0,
    billing_period text not null default 'monthly'
  )`,
  // A website identifies a company at sign-up (a second one is refused with CompanyExists).
  `create unique index companies_website_key on companies (lower(website)) where website is not null and website <> ''`,
  `create sequence users_seq`,
  `create table users (${commonColumns(MODEL_CLASSES.User, "users_seq")},
    email text not null,
    first text not null,
    last text not null,
    phone text,
    city text,
    postal text,
    jurisdiction text,
    country text,
    street text,
    license_class text,
    license_expiry bigint,
    password_hash text,
    last_sign_in timestamptz
  )`,
  `create unique index users_email_key on users (lower(email))`,
  `create sequence employees_seq`,
  `create table employees (${commonColumns(MODEL_CLASSES.Employee, "employees_seq")},
    user_id text not null references users(id),
    company_id text not null references companies(id),
    roles text[] not null default '{}',
    employment_id text,
    compliance_type text not null default 'included',
    start_date bigint,
    end_date bigint,
    preferences jsonb not null default '{}'
  )`,
  `create unique index employees_user_company_key on employees (user_id, company_id)`,
  `create index employees_company_idx on employees (company_id)`,
  `create sequence sessions_seq`,
  `create table sessions (
    id text primary key default ('#${MODEL_CLASSES.UserSession}:' || nextval('sessions_seq')),
    token_hash text not null unique,
    user_id text not null references users(id),
    company_id text references companies(id),
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  `create index sessions_user_idx on sessions (user_id)`,
  `create table sign_in_attempts (
    email text primary key,
    failures integer not null,
    last_failure_at timestamptz not null
  )`,
  `create table mail_outbox (
    id bigserial primary key,
    to_address text not null,
    subject text not null,
    text_body text not null,
    html_body text,
    created_at timestamptz not null default now(),
    claimed_at timestamptz,
    sent_at timestamptz,
    attempts integer not null default 0,
    last_error text,
    next_attempt_at timestamptz not null default now()
  )`,
  `create index mail_outbox_pending_idx on mail_outbox (next_attempt_at) where sent_at is null`,
  `create table features (
    name text primary key,
    display_name text not null,
    price_cents integer not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
