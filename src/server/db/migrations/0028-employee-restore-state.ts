// What a removed employee was before removal (docs/users.md "Removing and restoring"): an active employee who has not
// chosen a password yet (imported, or added without an invitation) must come back active, and only one whose
// invitation was pending comes back invited. Rows removed before this column existed keep null, and are restored by
// the old rule (invited when the user has no password).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table employees add column state_before_removal text`.execute(db);
}
