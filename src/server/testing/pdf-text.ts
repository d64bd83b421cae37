// The text of a PDF pdfkit wrote (the inspection report, the invoice, a report table), compressed or not, for tests:
// every content stream inflated (an uncompressed one is read as it is), its TJ arrays of Windows-1252 hex strings
// decoded, one array per line, lines joined with spaces so wrapped text reads as written. The stream keyword is
// matched where it opens a stream (not the one inside "endstream"), and only the \n pdfkit writes before
// "endstream" is cut, so a compressed stream ending in a CR byte is not damaged.
import { inflateSync } from "node:zlib";

// Windows-1252's punctuation between 0x80 and 0x9f (Node's decoder, built with small ICU, reads these as Latin-1).
const PUNCTUATION: Record<string, string> = {
  "\x85": "…",
  "\x91": "‘",
  "\x92": "’",
  "\x93": "“",
  "\x94": "”",
  "\x96": "–",
  "\x97": "—",
};

export function pdfText(pdf: Buffer): string {
  const streams = [...pdf.toString("latin1").matchAll(/(?<!end)stream\r?\n([\s\S]*?)\nendstream/g)].map((match) => {
    try {
      return inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
    } catch {
      return match[1]!;
    }
  });
  const lines: string[] = [];
  for (const match of streams.join("\n").matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[0-9.]+)*)\]\s*TJ/g)) {
    lines.push(
      [...match[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) =>
          Buffer.from(hex[1]!, "hex")
            .toString("latin1")
            .replace(/[\x85\x91-\x94\x96\x97]/g, (c) => PUNCTUATION[c]!),
        )
        .join(""),
    );
  }
  return lines.join(" ");
}

/** How many pages the PDF has (pdfkit writes each page's dictionary uncompressed). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;
}
