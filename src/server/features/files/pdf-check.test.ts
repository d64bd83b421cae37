// What a PDF upload must be (docs/files.md "Uploading a document"), from ISO 32000's structure: the header first, the
// cross-reference pointer and %%EOF last, and none of the names that make a document act (JavaScript, Launch,
// EmbeddedFile…), however they are written or wherever they hide.
import { deflateSync } from "node:zlib";

import { expect, test } from "vitest";

import { documentPdf } from "../../seed/generators/document-pdf";
import { pdfProblem } from "./pdf-check";

const ISSUED = Date.UTC(2026, 10, 2);

/** A hand-written PDF around one extra object, with a correct trailer. */
function pdfWith(object: string): Buffer {
  return Buffer.from(
    `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n${object}\nxref\n0 1\n0000000000 65535 f \ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n`,
    "latin1",
  );
}

test("a document as an office program writes it is accepted", async () => {
  const pdf = await documentPdf("Driver's abstract", ["Class AZ", "No convictions"], ISSUED);
  expect(pdfProblem(pdf)).toBeUndefined();
  expect(pdfProblem(pdfWith("3 0 obj << /Type /Font >> endobj"))).toBeUndefined();
});

test.each([
  ["a script run on opening", "3 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj"],
  ["a name written with #xx escapes", "3 0 obj << /S /J#61vaScript /J#53 (x) >> endobj"],
  ["a launched program", "3 0 obj << /S /Launch /F (cmd.exe) >> endobj"],
  ["an attached file", "3 0 obj << /Type /EmbeddedFile /Length 0 >> endobj"],
  ["a form that submits", "3 0 obj << /S /SubmitForm /F (http://x) >> endobj"],
])("refuses %s", (_, object) => {
  expect(pdfProblem(pdfWith(object))).toMatch(/scripts, attachments or forms/);
});

test("a script hidden in a compressed object stream is found", () => {
  const hidden = deflateSync(Buffer.from("<< /S /JavaScript /JS (app.alert(1)) >>"));
  const stream = Buffer.concat([
    Buffer.from(`3 0 obj << /Type /ObjStm /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`, "latin1"),
    hidden,
    Buffer.from("\nendstream\nendobj", "latin1"),
  ]);
  const pdf = pdfWith(stream.toString("latin1"));
  expect(pdf.toString("latin1")).not.toContain("JavaScript");
  expect(pdfProblem(pdf)).toMatch(/scripts, attachments or forms/);
});

test("a file that is not a whole PDF is refused", async () => {
  const pdf = await documentPdf("Medical certificate", ["Fit for duty"], ISSUED);
  expect(pdfProblem(pdf.subarray(0, pdf.length - 200))).toMatch(/cut short/);
  expect(pdfProblem(Buffer.from("<html><script>alert(1)</script></html>"))).toMatch(/does not start/);
});
