import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/tables";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues mail in the same transaction as the change that causes it (ARCHITECTURE "Data"): if the change rolls
 * back, no mail; if the process dies after commit, the sender finds the row at next start. Call
 * `services.mail.kick()` after the transaction commits to send without waiting for the next sweep.
 */
export async function enqueueMail(trx: Kysely<Database> | Transaction<Database>, mail: OutgoingMail): Promise<void> {
  await trx
    .insertInto("mail_outbox")
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html ?? null, last_error: null, claimed_at: null, sent_at: null })
    .execute();
}
