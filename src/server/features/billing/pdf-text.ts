// The text of a pdfkit PDF, compressed or not, for tests (the invoice PDF is stored compressed): every content stream
// inflated, its TJ arrays of Windows-1252 hex strings decoded and joined with spaces. The stream keyword is matched
// where it opens a stream (not the one inside "endstream"), and only the \n pdfkit writes before "endstream" is cut,
// so a compressed stream ending in a CR byte is not damaged.
import { inflateSync } from "node:zlib";

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
        .map((hex) => Buffer.from(hex[1]!, "hex").toString("latin1"))
        .join(""),
    );
  }
  return lines.join(" ");
}
