// The text of a PDF that pdfkit wrote uncompressed (compress: false), for tests: pdfkit shows text as TJ arrays of
// hex strings in Windows-1252, one array per line; lines are joined with spaces, so wrapped text reads as written.
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[0-9.]+)*)\]\s*TJ/g)) {
    const parts = [...match[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) =>
      Buffer.from(hex[1]!, "hex").toString("latin1"),
    );
    lines.push(parts.join(""));
  }
  return lines.join(" ");
}
