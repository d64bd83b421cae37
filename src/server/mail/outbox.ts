import type { Kysely, Transaction } from "kysely";

import type { Database } from "../db/tables";
import type { RenderedMail } from "./templates/locale";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (an inspection report PDF); stored base64 in the outbox row. */
  attachments?: readonly MailAttachment[];
}

interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** The attachments of an outbox row as the transport takes them. */
export function attachmentsOf(stored: unknown): MailAttachment[] {
  if (!Array.isArray(stored)) return [];
  return (stored as StoredAttachment[]).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.contentBase64, "base64"),
  }));
}

/**
 * Queues mail in the same transaction as the change that causes it: if the change rolls
 * back, no mail; if the process dies after commit, the sender finds the row at next start. Call
 * `services.mail.kick()` after the transaction commits to send without waiting for the next sweep.
 */
export async function enqueueMail(trx: Kysely<Database> | Transaction<Database>, mail: OutgoingMail): Promise<void> {
  await trx
    .insertInto("mail_outbox")
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      last_error: null,
      claimed_at: null,
      sent_at: null,
      attachments: mail.attachments?.length
        ? JSON.stringify(
            mail.attachments.map((a): StoredAttachment => ({
              filename: a.filename,
              contentType: a.contentType,
              contentBase64: a.content.toString("base64"),
            })),
          )
        : null,
    })
    .execute();
}

/** Queues one mail per address (a bad address then fails alone). */
export async function queueToEach(
  db: Kysely<Database> | Transaction<Database>,
  addresses: readonly string[],
  mail: RenderedMail,
  attachments?: MailAttachment[],
): Promise<void> {
  for (const to of addresses)
    await enqueueMail(db, {
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(attachments ? { attachments } : {}),
    });
}
