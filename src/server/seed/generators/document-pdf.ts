// A small one-page PDF of a paper document (a driver's abstract, a medical certificate) for the demo people's files
// and the tests: what a licensing office or a clinic sends, written with pdfkit like the product's own PDFs.
import PDFDocument from "pdfkit";

/** A letter-size PDF with the title, the lines under it, and the date it was issued (the caller's clock). */
export function documentPdf(title: string, lines: readonly string[], issuedAtMs: number): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: 54,
    info: { Title: title, CreationDate: new Date(issuedAtMs) },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(18).text(title);
  doc.moveDown().font("Helvetica").fontSize(11);
  for (const line of lines) doc.text(line);
  doc.end();
  return done;
}
