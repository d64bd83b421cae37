// The sign-in back-off counts more than accounts (docs/accounts.md "Slowing down guesses"): the failures of an account,
// of a source address and of a known device each have a row, so sign_in_attempts is keyed by what is guessed at
// ("<email>", "address:<ip>", "device:<id>") instead of by email. A known device is a browser that signed in to the
// account before and holds its device token (only the token's hash is kept): a correct password from it goes
// through while strangers have to wait, so a burst of guesses cannot lock the owner out.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sign_in_attempts rename column email to key`.execute(db);
  await sql`create table sign_in_devices (
    id text primary key,
    token_hash text not null unique,
    user_id text not null references users(id),
    created_at timestamptz not null,
    last_used_at timestamptz not null
  )`.execute(db);
  await sql`create index sign_in_devices_user_idx on sign_in_devices (user_id, last_used_at)`.execute(db);
}
