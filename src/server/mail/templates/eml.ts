// Reads the .eml files the embedded mail transport writes (DATA_DIR/mail), for tests that follow a mailed link
// the way a person would: the plain-text part, quoted-printable decoded.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

export function parseEml(raw: string): ReadMail {
  const headerEnd = raw.indexOf("\n\n");
  const headers = raw.slice(0, headerEnd).replace(/\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(headers)?.[1]?.trim() ?? "";
  const plain =
    /Content-Type: text\/plain[^\n]*\n(?:Content-Transfer-Encoding: ([^\n]+)\n)?\n([\s\S]*?)(?:\n--|$)/i.exec(raw);
  const encoding = plain?.[1]?.trim().toLowerCase();
  const body = plain?.[2] ?? raw.slice(headerEnd + 2);
  return {
    to: header("To"),
    subject: header("Subject"),
    text: encoding === "quoted-printable" ? decodeQuotedPrintable(body) : body,
  };
}

/** Every mail in a folder, oldest first (file names start with an ISO timestamp). */
export function readMailFolder(dir: string): ReadMail[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(".eml"))
      .sort()
      .map((name) => parseEml(readFileSync(join(dir, name), "utf8")));
  } catch {
    return [];
  }
}

/** The path (e.g. "/verify/abc") of the newest link under `prefix` mailed to `to`, or undefined. */
export function lastMailedPath(dir: string, to: string, prefix: string): string | undefined {
  const link = new RegExp(`https?://[^\\s"<>]+?(${prefix}/[A-Za-z0-9_-]+)`);
  // The newest mail to that address that carries such a link (a later mail of another kind does not hide it).
  return readMailFolder(dir)
    .filter((m) => m.to.toLowerCase() === to.toLowerCase())
    .map((m) => link.exec(m.text)?.[1])
    .filter((path) => path !== undefined)
    .at(-1);
}
