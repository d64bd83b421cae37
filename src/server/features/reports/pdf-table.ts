// A list as a PDF table (pdfkit): a title block on the first page, the column headers repeated at the top of every
// page, one line per row (long cells are cut with "…"), page numbers at the foot. pdfkit writes each page out when
// the next one starts (bufferPages stays off), and this generator hands over what was written after every page of
// rows, so a 10⁶-row report holds one page of rows and a few PDF pages in memory, never the document.
//
// Cells are drawn with lineBreak: false and no width, which skips pdfkit's line wrapper (the slow part of text()).
// Standard PDF fonts: text outside Windows-1252 may not show (as the inspection report; docs/inspections.md "The report PDF").
import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";

import PDFDocument from "pdfkit";

export interface PdfTableOptions {
  title: string;
  /** Lines under the title: the company, the filter, when it was made. */
  subtitle: readonly string[];
  headers: readonly string[];
  /** Relative column widths. */
  widths: readonly number[];
  /** Tests read the text: pdfkit then writes the content streams uncompressed. */
  compress?: boolean;
}

const MARGIN = 36;
const FONT_SIZE = 8;
const ROW_HEIGHT = 14;
const CELL_PAD = 3;
const STRIPE = "#f1f5f9";
const RULE = "#94a3b8";

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Widths of single characters at the table's font, measured once each. Their sum bounds a text's width from above
 * (kerning only tightens), which is all fitting a cell needs, without pdfkit measuring every cell.
 */
function charWidths(doc: Doc): (text: string) => number {
  const known = new Map<string, number>();
  return (text) => {
    let width = 0;
    for (const character of text) {
      let w = known.get(character);
      if (w === undefined) {
        w = doc.widthOfString(character);
        known.set(character, w);
      }
      width += w;
    }
    return width;
  };
}

/** The text cut to fit `width` points, ending in "…" when cut. */
function fit(widthOf: (text: string) => number, text: string, width: number): string {
  const flat = text.replace(/\s+/g, " ");
  if (widthOf(flat) <= width) return flat;
  let low = 0;
  let high = flat.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (widthOf(`${flat.slice(0, middle)}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${flat.slice(0, low).trimEnd()}…`;
}

/**
 * Turns kerning off for one of this document's standard fonts. pdfkit has no option for it, and looking up a kerning
 * pair for every two characters was a quarter of the time a large table took; a table's cells do not need it.
 */
function withoutKerning(doc: Doc, name: string): void {
  const font = (doc.font(name) as unknown as { _font?: { font?: { getKernPair?: unknown } } })._font?.font;
  if (font && typeof font.getKernPair === "function") font.getKernPair = () => 0;
}

/** The PDF's bytes, a page of rows at a time. */
export async function* pdfTableBytes(
  rowPages: AsyncIterable<string[][]>,
  options: PdfTableOptions,
): AsyncGenerator<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: options.title, Creator: "Fleet Portal" },
  });
  const written: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => written.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const take = async () => {
    // pdfkit pushes into its readable side; let the 'data' events of this turn arrive before handing them on.
    await nextTurn();
    // pdfkit writes many small pieces (an operator, a number): hand them on as one buffer.
    return written.length === 0 ? [] : [Buffer.concat(written.splice(0, written.length))];
  };

  const tableWidth = doc.page.width - MARGIN * 2;
  const totalWeight = options.widths.reduce((sum, w) => sum + w, 0) || 1;
  const widths = options.widths.map((w) => (w / totalWeight) * tableWidth);
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const bottom = doc.page.height - MARGIN - ROW_HEIGHT;
  withoutKerning(doc, "Helvetica");
  withoutKerning(doc, "Helvetica-Bold");
  const boldWidth = charWidths(doc.font("Helvetica-Bold").fontSize(FONT_SIZE));
  const plainWidth = charWidths(doc.font("Helvetica").fontSize(FONT_SIZE));
  let pageNumber = 1;
  let y = MARGIN;
  let stripe = false;

  const footer = () => {
    doc
      .font("Helvetica")
      .fontSize(7)
      .fillColor(RULE)
      .text(`${options.title} — ${pageNumber}`, MARGIN, doc.page.height - MARGIN + 6, { lineBreak: false });
  };
  const headerRow = () => {
    doc.font("Helvetica-Bold").fontSize(FONT_SIZE).fillColor("black");
    options.headers.forEach((header, i) =>
      doc.text(fit(boldWidth, header, widths[i]! - CELL_PAD * 2), lefts[i]! + CELL_PAD, y + 3, { lineBreak: false }),
    );
    y += ROW_HEIGHT;
    doc
      .moveTo(MARGIN, y - 1)
      .lineTo(MARGIN + tableWidth, y - 1)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    doc.font("Helvetica").fontSize(FONT_SIZE);
  };
  const newPage = () => {
    footer();
    doc.addPage();
    pageNumber += 1;
    y = MARGIN;
    stripe = false;
    headerRow();
  };

  doc.font("Helvetica-Bold").fontSize(14).fillColor("black").text(options.title, MARGIN, y, { lineBreak: false });
  y += 20;
  doc.font("Helvetica").fontSize(9).fillColor("#334155");
  for (const line of options.subtitle) {
    doc.text(line.length > 200 ? `${line.slice(0, 199)}…` : line, MARGIN, y, { lineBreak: false });
    y += 12;
  }
  y += 6;
  headerRow();
  let rows = 0;
  for await (const page of rowPages) {
    for (const cells of page) {
      if (y > bottom) newPage();
      if (stripe) doc.rect(MARGIN, y, tableWidth, ROW_HEIGHT).fill(STRIPE);
      stripe = !stripe;
      doc.fillColor("black");
      cells.forEach((cell, i) => {
        if (cell !== "")
          doc.text(fit(plainWidth, cell, widths[i]! - CELL_PAD * 2), lefts[i]! + CELL_PAD, y + 3, { lineBreak: false });
      });
      y += ROW_HEIGHT;
      rows += 1;
    }
    yield* await take();
  }
  if (rows === 0)
    doc
      .font("Helvetica-Oblique")
      .fontSize(9)
      .fillColor("#334155")
      .text("No rows match this filter.", MARGIN, y + 4, { lineBreak: false });
  footer();
  doc.end();
  await ended;
  yield* await take();
}

export function pdfTableStream(rowPages: AsyncIterable<string[][]>, options: PdfTableOptions): Readable {
  return Readable.from(pdfTableBytes(rowPages, options), { objectMode: false });
}
