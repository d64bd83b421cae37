// The inspection report as a PDF (pdfkit): the same file is downloaded from the details screen and attached to mail.
// Page 1 is the record a roadside officer asks for (NSC Standard 13 Part 2 / 49 CFR 396.11(a)(2): carrier, unit and
// trailers, date and place, odometer, driver, defects found, the declaration and the driver's signature); then one
// page per schedule part with every answer, its defects and their repairs (396.11(a)(3): the mechanic's
// certification and signature), and the remarks. Standard PDF fonts: text outside Windows-1252 may not show.
import PDFDocument from "pdfkit";

import type { Inspection, InspectionAnswer, InspectionDefect } from "../../../shared/generated/inspections";

export interface ReportOptions {
  companyName: string;
  timeZone: string;
  /** Tests read the text: pdfkit then writes the content streams uncompressed. */
  compress?: boolean;
}

const TRIP_TYPE: Record<Inspection["tripType"], string> = {
  "pre-trip": "Pre-trip",
  "post-trip": "Post-trip",
  enroute: "En route",
};
const ANSWER: Record<InspectionAnswer["option"], string> = {
  ok: "OK",
  na: "N/A",
  minor: "Minor defect",
  major: "Major defect",
};
const STATE: Record<InspectionDefect["state"], string> = {
  open: "Open",
  repaired: "Repaired",
  "no-correction-needed": "No correction needed",
};
const STATUS: Record<Inspection["status"], string> = {
  good: "Good",
  minor: "Minor defects",
  major: "Major defect — out of service",
};

const MARGIN = 50;
const GREY = "#555555";

export function formatDate(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(ms);
}

function imageBytes(dataUrl: string | undefined): Buffer | undefined {
  const match = dataUrl ? /^data:image\/(?:png|jpeg);base64,(.+)$/.exec(dataUrl) : null;
  return match ? Buffer.from(match[1]!, "base64") : undefined;
}

/** Renders the report; resolves with the whole file. */
export function renderInspectionReport(inspection: Inspection, options: ReportOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `Inspection ${inspection.vehicleName} ${formatDate(inspection.inspectedAt, options.timeZone)}`,
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
  const date = (ms: number) => formatDate(ms, options.timeZone);
  const width = doc.page.width - MARGIN * 2;

  const field = (label: string, value: string | undefined) => {
    if (!value) return;
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor("black")
      .text(`${label}: `, { continued: true })
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
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(defect.severity === "major" ? "#b00020" : "#8a5a00");
    doc.text(
      `${defect.severity === "major" ? "MAJOR" : "Minor"} — ${defect.vehicleName}: ${defect.description || defect.question}`,
      { width },
    );
    doc.font("Helvetica").fillColor("black");
    if (defect.remark) doc.text(`Driver's remark: ${defect.remark}`, { width });
    doc.text(
      `Status: ${STATE[defect.state]}${defect.repairedAt ? ` on ${date(defect.repairedAt)}` : ""}${defect.repairedByName ? ` by ${defect.repairedByName}` : ""}`,
      { width },
    );
    if (defect.repairNote) doc.text(`Repair note: ${defect.repairNote}`, { width });
    if (defect.acknowledgedAt)
      doc.text(`Acknowledged by ${defect.acknowledgedByName ?? "the next driver"} on ${date(defect.acknowledgedAt)}`, {
        width,
      });
    signature(defect.repairSignature, `Signature of ${defect.repairedByName ?? "the person certifying the repair"}`);
    doc.moveDown(0.4);
  };

  // Page 1: the record.
  doc.font("Helvetica-Bold").fontSize(18).text(options.companyName);
  const number =
    inspection.scheduleNumber && !inspection.scheduleName.includes(`Schedule ${inspection.scheduleNumber}`)
      ? ` (Schedule ${inspection.scheduleNumber})`
      : "";
  doc
    .font("Helvetica")
    .fontSize(12)
    .fillColor(GREY)
    .text(`Trip inspection report — ${inspection.scheduleName}${number}`)
    .fillColor("black");
  doc.moveDown(0.8);
  field("Vehicle", `${inspection.vehicleName}${inspection.vehiclePlate ? ` (${inspection.vehiclePlate})` : ""}`);
  for (const trailer of inspection.trailers) {
    const times = [
      trailer.attachedAt ? `attached ${date(trailer.attachedAt)}` : "",
      trailer.detachedAt ? `detached ${date(trailer.detachedAt)}` : "",
    ]
      .filter(Boolean)
      .join(", ");
    field("Trailer", `${trailer.name}${trailer.plate ? ` (${trailer.plate})` : ""}${times ? ` — ${times}` : ""}`);
  }
  field("Driver", inspection.driverName);
  field("Date", date(inspection.inspectedAt));
  field("Trip type", TRIP_TYPE[inspection.tripType]);
  field("Odometer", inspection.odometer ? `${inspection.odometer} ${inspection.odometerType ?? ""}`.trim() : undefined);
  field("Hubometer", inspection.hubometer);
  field("Plate", inspection.plate);
  field("Location", inspection.location);
  if (inspection.coordinates)
    field(
      "Coordinates",
      `${inspection.coordinates.latitude.toFixed(5)}, ${inspection.coordinates.longitude.toFixed(5)}`,
    );
  field("Found", STATUS[inspection.foundStatus]);
  field("Now", STATUS[inspection.status]);
  field("Valid until", date(inspection.validUntil));

  heading(inspection.defects.length === 0 ? "No defects found" : `Defects (${inspection.defects.length})`);
  for (const defect of inspection.defects) defectLines(defect);
  if (inspection.acknowledged.length > 0) {
    heading("Repairs acknowledged by the driver");
    for (const defect of inspection.acknowledged)
      doc
        .font("Helvetica")
        .fontSize(10)
        .text(
          `${defect.vehicleName}: ${defect.description || defect.question} — ${STATE[defect.state]}${defect.repairNote ? ` (${defect.repairNote})` : ""}`,
          { width },
        );
  }
  if (inspection.remarks.length > 0) {
    heading("Remarks");
    for (const remark of inspection.remarks)
      doc
        .font("Helvetica")
        .fontSize(10)
        .text(`${date(remark.date)} — ${remark.byName}: ${remark.text}`, { width });
  }
  heading("Declaration");
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(inspection.declaration || "—", { width });
  doc.moveDown(0.5);
  signature(inspection.signature, `Signature of ${inspection.driverName}, ${date(inspection.inspectedAt)}`);

  // One page per schedule part, every answer in it.
  const parts = new Map<number, InspectionAnswer[]>();
  for (const answer of inspection.answers) parts.set(answer.part, [...(parts.get(answer.part) ?? []), answer]);
  for (const [part, answers] of [...parts].sort(([a], [b]) => a - b)) {
    doc.addPage();
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(GREY)
      .text(`${inspection.vehicleName} — ${date(inspection.inspectedAt)} — ${inspection.driverName}`)
      .fillColor("black");
    doc.moveDown(0.5);
    doc.font("Helvetica-Bold").fontSize(14).text(`Part ${part}: ${answers[0]!.question}`);
    doc.moveDown(0.4);
    for (const answer of answers) {
      doc.font("Helvetica-Bold").fontSize(11).text(`${answer.unitName}: ${ANSWER[answer.option]}`);
      doc.font("Helvetica").fontSize(10);
      for (const defect of answer.defects)
        doc.text(`• ${defect.severity === "major" ? "Major" : "Minor"}: ${defect.name}`, { width, indent: 10 });
      if (answer.remark) doc.text(`Remark: ${answer.remark}`, { width });
      if (answer.photoIds.length > 0)
        doc
          .fillColor(GREY)
          .text(`${answer.photoIds.length} photo${answer.photoIds.length === 1 ? "" : "s"} on file`)
          .fillColor("black");
      doc.moveDown(0.4);
    }
    const defects = inspection.defects.filter((d) => d.part === part);
    if (defects.length > 0) {
      heading("Defects and repairs");
      for (const defect of defects) defectLines(defect);
    }
  }
  doc.end();
  return done;
}
