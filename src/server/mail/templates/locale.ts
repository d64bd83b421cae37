import type { LocaleTag } from "../../../shared/generated/common";

/** Mail is written in the recipient's language; en-US reads as en-CA in these texts (no "province" in them). */
export type MailLocale = LocaleTag;

export function mailLocale(value: string | null | undefined): MailLocale {
  return value === "fr-CA" || value === "es" || value === "en-US" ? value : "en-CA";
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain paragraphs and one link, as text and as minimal HTML; every value is escaped. */
export function renderMail(
  subject: string,
  paragraphs: string[],
  link: { label: string; url: string },
  closing: string,
): RenderedMail {
  const text = [...paragraphs, `${link.label}: ${link.url}`, closing].join("\n\n");
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<p>${escapeHtml(closing)}</p>`,
  ].join("\n");
  return { subject, text, html };
}
