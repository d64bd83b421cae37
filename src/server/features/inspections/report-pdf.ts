// The inspection report as a PDF (pdfkit): the same file is downloaded from the details screen and attached to mail.
// First the record a roadside officer asks for (NSC Standard 13 Part 2 / 49 CFR 396.11(a)(2): carrier, unit and
// trailers, date and place, odometer, driver), then the defects found, each with its repair (396.11(a)(3): the
// mechanic's certification and signature), the remarks, the declaration and the driver's signature; then every
// answer of the schedule in one compact table, defects marked. One or two pages for a whole Schedule 1 inspection
// (docs/inspections.md "The report PDF"). Standard PDF fonts: text outside Windows-1252 may not show.
import PDFDocument from "pdfkit";

import type { Inspection, InspectionDefect } from "../../../shared/generated/inspections";
import { scheduleText } from "../../../shared/rules/schedule-translations";
import { reportDate, reportReading, reportWords, type ReportWords } from "./report-pdf-words";

export interface ReportOptions {
  companyName: string;
  timeZone: string;
  /**
   * The reader's language: the report's own words and dates (report-pdf-words.ts) and the stock schedule's texts
   * (name, parts, defects, declaration) are printed in it, a company's own wording as typed (docs/schedules.md
   * "Languages of the stock schedules"). English when left out or not one the report is written in.
   */
  locale?: string | null;
  /** Tests read the text: pdfkit then writes the content streams uncompressed. */
  compress?: boolean;
}

const MARGIN = 50;
const GREY = "#555555";
const RULE = "#94a3b8";
const STRIPE = "#f1f5f9";
const SEVERITY_COLOUR = { major: "#b00020", minor: "#8a5a00" } as const;

type Doc = InstanceType<typeof PDFDocument>;

function imageBytes(dataUrl: string | undefined): Buffer | undefined {
  const match = dataUrl ? /^data:image\/(?:png|jpeg);base64,(.+)$/.exec(dataUrl) : null;
  return match ? Buffer.from(match[1]!, "base64") : undefined;
}

/** Renders the report; resolves with the whole file. */
export function renderInspectionReport(inspection: Inspection, options: ReportOptions): Promise<Buffer> {
  const words = reportWords(options.locale);
  const date = (ms: number) => reportDate(ms, options.timeZone, words.locale);
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    compress: options.compress ?? true,
    // Held until the end so every page's foot can say "page n of m".
    bufferPages: true,
    info: {
      Title: words.documentTitle(inspection.vehicleName, date(inspection.inspectedAt)),
      Author: options.companyName,
      Creator: "Fleet Portal",
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const text = (stored: string) => scheduleText(stored, options.locale ?? "en-CA");
  const width = doc.page.width - MARGIN * 2;

  const field = (label: string, value: string | undefined) => {
    if (!value) return;
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor("black")
      .text(words.label(label), { continued: true })
      .font("Helvetica")
      .text(value);
  };
  const heading = (text: string) =>
    doc.moveDown(0.6).font("Helvetica-Bold").fontSize(13).fillColor("black").text(text).moveDown(0.2);
  const signature = (dataUrl: string | undefined, caption: string) => {
    const bytes = imageBytes(dataUrl);
    if (!bytes) return;
    if (doc.y > doc.page.height - MARGIN - 90) doc.addPage();
    const top = doc.y;
    try {
      doc.image(bytes, MARGIN, top, { fit: [220, 70] });
      doc.y = top + 74;
    } catch {
      // A signature pdfkit cannot decode still leaves its caption, never a failed report.
      doc.y = top;
    }
    doc.font("Helvetica").fontSize(9).fillColor(GREY).text(caption, MARGIN).fillColor("black");
  };
  const defectLines = (defect: InspectionDefect) => {
    doc.font("Helvetica-Bold").fontSize(10).fillColor(SEVERITY_COLOUR[defect.severity]);
    doc.text(
      `${words.severity[defect.severity]} — ${defect.vehicleName}, ${words.label(words.part(defect.part))}${text(defect.description || defect.question)}`,
      { width },
    );
    doc.font("Helvetica").fillColor("black");
    if (defect.remark) doc.text(words.driversRemark(defect.remark), { width });
    doc.text(
      words.defectState(
        words.state[defect.state],
        defect.repairedAt ? date(defect.repairedAt) : undefined,
        defect.repairedByName,
      ),
      { width },
    );
    if (defect.repairNote) doc.text(words.repairNote(defect.repairNote), { width });
    if (defect.acknowledgedAt)
      doc.text(words.acknowledged(defect.acknowledgedByName, date(defect.acknowledgedAt)), { width });
    signature(defect.repairSignature, words.signatureOf(defect.repairedByName ?? words.repairer));
    doc.moveDown(0.4);
  };

  // Page 1: the record.
  doc.font("Helvetica-Bold").fontSize(18).text(options.companyName);
  const scheduleName = text(inspection.scheduleName);
  const number =
    inspection.scheduleNumber && !inspection.scheduleName.includes(`Schedule ${inspection.scheduleNumber}`)
      ? words.scheduleNumber(inspection.scheduleNumber)
      : "";
  doc
    .font("Helvetica")
    .fontSize(12)
    .fillColor(GREY)
    .text(words.title(`${scheduleName}${number}`))
    .fillColor("black");
  doc.moveDown(0.8);
  field(
    words.field.vehicle,
    `${inspection.vehicleName}${inspection.vehiclePlate ? ` (${inspection.vehiclePlate})` : ""}`,
  );
  for (const trailer of inspection.trailers) {
    const times = [
      trailer.attachedAt ? words.attached(date(trailer.attachedAt)) : "",
      trailer.detachedAt ? words.detached(date(trailer.detachedAt)) : "",
    ]
      .filter(Boolean)
      .join(", ");
    field(
      words.field.trailer,
      `${trailer.name}${trailer.plate ? ` (${trailer.plate})` : ""}${times ? ` — ${times}` : ""}`,
    );
  }
  field(words.field.driver, inspection.driverName);
  field(words.field.date, date(inspection.inspectedAt));
  field(words.field.tripType, words.tripType[inspection.tripType]);
  field(
    words.field.odometer,
    inspection.odometer ? reportReading(inspection.odometer, inspection.odometerType, words.locale) : undefined,
  );
  field(words.field.hubometer, inspection.hubometer);
  field(words.field.plate, inspection.plate);
  field(words.field.location, inspection.location);
  if (inspection.coordinates)
    field(
      words.field.coordinates,
      `${inspection.coordinates.latitude.toFixed(5)}, ${inspection.coordinates.longitude.toFixed(5)}`,
    );
  field(words.field.found, words.status[inspection.foundStatus]);
  field(words.field.now, words.status[inspection.status]);
  field(words.field.validUntil, date(inspection.validUntil));

  heading(inspection.defects.length === 0 ? words.noDefects : words.defects(inspection.defects.length));
  for (const defect of inspection.defects) defectLines(defect);
  if (inspection.acknowledged.length > 0) {
    heading(words.acknowledgedHeading);
    for (const defect of inspection.acknowledged)
      doc
        .font("Helvetica")
        .fontSize(10)
        .text(
          `${words.label(defect.vehicleName)}${text(defect.description || defect.question)} — ${words.state[defect.state]}${defect.repairNote ? ` (${defect.repairNote})` : ""}`,
          { width },
        );
  }
  if (inspection.remarks.length > 0) {
    heading(words.remarks);
    for (const remark of inspection.remarks)
      doc
        .font("Helvetica")
        .fontSize(10)
        .text(`${date(remark.date)} — ${words.label(remark.byName)}${remark.text}`, { width });
  }
  heading(words.declaration);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(text(inspection.declaration) || "—", { width });
  doc.moveDown(0.5);
  signature(inspection.signature, `${words.signatureOf(inspection.driverName)}, ${date(inspection.inspectedAt)}`);

  partsTable(doc, inspection, width, text, words);
  pageNumbers(doc, `${inspection.vehicleName} — ${date(inspection.inspectedAt)} — ${inspection.driverName}`, words);
  doc.end();
  return done;
}

/**
 * Every answer in one table, a line per part and unit (Part, Item, Unit, Result, Notes), the header repeated on a
 * new page. A defect's row is bold in its severity's colour and names what was wrong, the remark and the photos.
 */
function partsTable(
  doc: Doc,
  inspection: Inspection,
  width: number,
  text: (stored: string) => string,
  words: ReportWords,
): void {
  const answers = [...inspection.answers].sort((a, b) => a.part - b.part);
  if (answers.length === 0) return;
  const units = new Set(answers.map((a) => a.unitName)).size;
  const PAD = 3;
  const FONT = 8.5;
  // The part column holds a number: as wide as its title ("Partie") needs, the item column giving way.
  const partWidth = Math.max(
    30,
    Math.ceil(doc.font("Helvetica-Bold").fontSize(FONT).widthOfString(words.columns.part)) + PAD * 2,
  );
  const columns = [
    { title: words.columns.part, width: partWidth },
    { title: words.columns.item, width: (units > 1 ? 170 : 210) - (partWidth - 30) },
    ...(units > 1 ? [{ title: words.columns.unit, width: 60 }] : []),
    { title: words.columns.result, width: 70 },
  ];
  const notesWidth = width - columns.reduce((sum, c) => sum + c.width, 0);
  const all = [...columns, { title: words.columns.notes, width: notesWidth }];
  const bottom = doc.page.height - MARGIN - 16;

  const header = () => {
    let x = MARGIN;
    const top = doc.y;
    doc.font("Helvetica-Bold").fontSize(FONT).fillColor("black");
    for (const column of all) {
      doc.text(column.title, x + PAD, top + PAD, { width: column.width - PAD * 2, lineBreak: false });
      x += column.width;
    }
    doc
      .moveTo(MARGIN, top + 14)
      .lineTo(MARGIN + width, top + 14)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    doc.y = top + 15;
  };

  doc.moveDown(0.6);
  if (doc.y > bottom - 60) doc.addPage();
  doc
    .font("Helvetica-Bold")
    .fontSize(13)
    .fillColor("black")
    .text(words.answers(new Set(answers.map((a) => a.part)).size), MARGIN)
    .moveDown(0.2);
  header();
  let stripe = false;
  for (const answer of answers) {
    const defective = answer.option === "minor" || answer.option === "major";
    const notes = [
      ...answer.defects.map((d) => `${words.label(words.severityNote[d.severity])}${text(d.name)}`),
      answer.remark ? words.remark(answer.remark) : "",
      answer.photoIds.length > 0 ? words.photos(answer.photoIds.length) : "",
    ]
      .filter(Boolean)
      .join("; ");
    const cells = [
      String(answer.part),
      text(answer.question),
      ...(units > 1 ? [answer.unitName] : []),
      words.answer[answer.option],
      notes,
    ];
    doc.font(defective ? "Helvetica-Bold" : "Helvetica").fontSize(FONT);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell || " ", { width: all[i]!.width - PAD * 2 }))) +
      PAD * 2;
    if (doc.y + height > bottom) {
      doc.addPage();
      header();
      // The header leaves its bold font behind: the row keeps its own.
      doc.font(defective ? "Helvetica-Bold" : "Helvetica").fontSize(FONT);
      stripe = false;
    }
    const top = doc.y;
    if (stripe) doc.rect(MARGIN, top, width, height).fill(STRIPE);
    stripe = !stripe;
    doc.fillColor(defective ? SEVERITY_COLOUR[answer.option as "minor" | "major"] : "black");
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(cell, x + PAD, top + PAD, { width: all[i]!.width - PAD * 2 });
      x += all[i]!.width;
    });
    doc.fillColor("black");
    doc.x = MARGIN;
    doc.y = top + height;
  }
}

/** "page n of m" and whose report it is at the foot of every page (the pages were held: bufferPages). */
function pageNumbers(doc: Doc, whose: string, words: ReportWords): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start a new page: lift it for the foot line.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(GREY)
      .text(`${whose} — ${words.page(i - start + 1, count)}`, MARGIN, doc.page.height - MARGIN + 14, {
        width: doc.page.width - MARGIN * 2,
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
  doc.fillColor("black");
}
