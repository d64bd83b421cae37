import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import nodemailer from "nodemailer";

import type { Clock } from "../../shared/clock";

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export interface MailTransport {
  /** Where messages go, for the start-up log. */
  readonly description: string;
  send(message: MailMessage, id: number): Promise<void>;
}

/** Real SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  const safe = url.replace(/\/\/[^@]*@/, "//***@");
  return {
    description: `SMTP ${safe}`,
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

/**
 * The embedded default: nodemailer renders the full RFC 5322 message (headers, MIME parts) and each is written
 * to <dir>/<time>-<id>.eml (the time is `clock`'s), which any mail program opens.
 */
export function fileTransport(dir: string, clock: Clock): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    description: `.eml files in ${dir}`,
    async send(message, id) {
      const info = await transporter.sendMail(message);
      mkdirSync(dir, { recursive: true });
      const stamp = clock.date().toISOString().replace(/[:.]/g, "-");
      writeFileSync(join(dir, `${stamp}-${id}.eml`), info.message as Buffer);
    },
  };
}
