// A session remembers whether it was its account's first (docs/home.md "Screens": home greets a newcomer rather than
// welcoming them back, also after a reload). Sessions made before are nobody's first.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column first_of_account boolean not null default false`.execute(db);
}
