// Accounts (docs/accounts.md "Records"): registrations waiting for their /verify link, single-use password-reset
// links, the user's language and signature, and spent bot-check challenges (so one solved challenge cannot be
// replayed).
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";

const statements = [
  `create sequence registrations_seq`,
  // The link carries a random key; only its SHA-256 is stored, like session tokens.
  `create table registrations (
    id text primary key default ('#${MODEL_CLASSES.Registration}:' || nextval('registrations_seq')),
    key_hash text not null unique,
    email text not null,
    company_website text,
    fields jsonb not null,
    locale text not null default 'en-CA',
    created_date timestamptz not null default now(),
    expires_at timestamptz not null,
    completed_at timestamptz,
    company_id text references companies(id),
    user_id text references users(id),
    state text not null default 'active'
  )`,
  `create index registrations_email_idx on registrations (lower(email))`,
  `create sequence password_resets_seq`,
  `create table password_resets (
    id text primary key default ('#${MODEL_CLASSES.PasswordReset}:' || nextval('password_resets_seq')),
    token_hash text not null unique,
    user_id text not null references users(id),
    requested_by text references users(id),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index password_resets_user_idx on password_resets (user_id)`,
  `alter table users add column locale text`,
  `alter table users add column signature text`,
  `create table bot_check_spent (
    signature text primary key,
    expires_at timestamptz not null
  )`,
  // One row: the HMAC secret that signs bot-check challenges, shared by every server process on a database.
  `create table server_secrets (
    name text primary key,
    value text not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
