// Whether an uploaded PDF is a plain document (docs/files.md "Uploading a document"): a medical certificate or a
// licence abstract as a scanner or an office program writes it. Its structure must be a PDF's — the header at the
// start, a cross-reference pointer and the end-of-file marker at the end — and it may hold nothing active: no
// JavaScript, no launched programs, no embedded files, forms that submit or rich media (the names the PDF
// specification, ISO 32000, gives those features). Names are read after undoing their #xx escapes, and compressed
// streams (object streams hide dictionaries there) are inflated and read too.
import { inflateSync } from "node:zlib";

/** Name objects that make a PDF do something rather than show something. */
const ACTIVE_NAMES = [
  "JavaScript",
  "JS",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "SubmitForm",
  "ImportData",
  "GoToE",
  "XFA",
];
const ACTIVE = new RegExp(`/(?:${ACTIVE_NAMES.join("|")})(?![A-Za-z0-9])`);
/** The most compressed stream bytes inflated per file: a zip bomb must not exhaust the server. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/** `/J#61vaScript` is `/JavaScript`: undo the escapes before looking for names. */
function unescapeNames(text: string): string {
  return text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The contents of every stream, inflated when it is Flate-compressed (others are read as they are). */
function* streamContents(bytes: Buffer): Generator<string> {
  const text = bytes.toString("latin1");
  const streams = /stream\r?\n/g;
  let inflated = 0;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) return;
    const raw = bytes.subarray(start, end);
    try {
      const plain = inflateSync(raw, { maxOutputLength: MAX_INFLATED_BYTES - inflated });
      inflated += plain.length;
      yield plain.toString("latin1");
    } catch {
      // Not Flate (an image's DCT data, say), or more than the budget: its raw bytes were read with the file.
    }
    streams.lastIndex = end;
  }
}

/** Why the bytes are not an acceptable PDF, or undefined when they are. */
export function pdfProblem(bytes: Buffer): string | undefined {
  const head = bytes.subarray(0, 8).toString("latin1");
  if (!/^%PDF-[12]\.[0-9]/.test(head)) return "The file does not start as a PDF does.";
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString("latin1");
  if (!tail.includes("%%EOF") || !tail.includes("startxref")) return "The PDF is cut short: it has no end.";
  if (ACTIVE.test(unescapeNames(bytes.toString("latin1"))))
    return "The PDF holds scripts, attachments or forms that act; print it to PDF again and upload that.";
  for (const content of streamContents(bytes))
    if (ACTIVE.test(unescapeNames(content)))
      return "The PDF holds scripts, attachments or forms that act; print it to PDF again and upload that.";
  return undefined;
}
