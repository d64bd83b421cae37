// The report PDF is written in its reader's language: its own labels, states, counts and dates (report-pdf-words.ts),
// and the stock schedule, so a Quebec driver's copy carries NSC Standard 13's French declaration, part names and
// defects; a company's own wording is printed as typed (docs/inspections.md "The report PDF", docs/schedules.md
// "Languages of the stock schedules").
import { describe, expect, test } from "vitest";

import type { Inspection } from "../../../shared/generated/inspections";
import { NSC13_SCHEDULE_1 } from "../../../shared/rules/schedules";
import { signatureDataUrl } from "../../seed/generators/signature-picture";
import { pdfText } from "../../testing/pdf-text";
import { renderInspectionReport } from "./report-pdf";

const AT = Date.UTC(2026, 10, 23, 12);
const [airBrakes] = NSC13_SCHEDULE_1.questions;
const audibleLeak = airBrakes!.options.find((option) => option.value === "1.minor.a")!.name;

function inspection(overrides: Partial<Inspection> = {}): Inspection {
  return {
    id: "#40:1",
    companyId: "#12:1",
    vehicleId: "#20:1",
    vehicleName: "T-101",
    trailers: [],
    driverId: "#5:1",
    driverName: "Marie-Ève Gagnon",
    scheduleId: "#26:1",
    scheduleName: NSC13_SCHEDULE_1.name,
    scheduleNumber: "1",
    declaration: NSC13_SCHEDULE_1.declaration,
    tripType: "pre-trip",
    inspectedAt: AT,
    validUntil: AT + 24 * 3600_000,
    status: "minor",
    foundStatus: "minor",
    openDefects: 1,
    answers: [
      {
        questionId: "#27:1",
        part: 1,
        question: airBrakes!.value,
        option: "minor",
        unitId: "#20:1",
        unitName: "T-101",
        defects: [{ optionId: "#28:3", name: audibleLeak, severity: "minor" }],
        photoIds: [],
      },
      {
        questionId: "#27:2",
        part: 2,
        question: "Cab and sleeper (our checklist)",
        option: "ok",
        unitId: "#20:1",
        unitName: "T-101",
        defects: [],
        photoIds: [],
      },
    ],
    defects: [
      {
        id: "#41:1",
        inspectionId: "#40:1",
        vehicleId: "#20:1",
        vehicleName: "T-101",
        questionId: "#27:1",
        part: 1,
        question: airBrakes!.value,
        severity: "minor",
        description: audibleLeak,
        reportedAt: AT,
        state: "open",
      },
    ],
    remarks: [],
    acknowledged: [],
    declarationAccepted: true,
    signature: "",
    ...overrides,
  };
}

// A no-break space (French puts one before a colon) reads as a space here, and so does a run of spaces where a line
// was wrapped or a label ended.
const render = async (locale: string | undefined, whole = inspection()) =>
  pdfText(
    await renderInspectionReport(whole, {
      companyName: "Transport Laurentides",
      timeZone: "America/Toronto",
      locale,
      compress: false,
    }),
  ).replace(/[\s\u00a0]+/g, " ");

describe("the report PDF's schedule texts", () => {
  test("in French: the NSC 13 declaration, the schedule's name, the parts and the defects", async () => {
    const text = await render("fr-CA");
    expect(text).toContain("Je déclare que le ou les véhicules indiqués dans le présent rapport ont été inspectés");
    expect(text).toContain("Norme 13 du CCS — Annexe 1");
    expect(text).toContain("Système de freins pneumatiques");
    expect(text).toContain("fuite d'air audible");
    expect(text).not.toContain(NSC13_SCHEDULE_1.declaration.slice(0, 40));
    expect(text).not.toContain("Air brake system");
  });

  test("in Spanish", async () => {
    const text = await render("es");
    expect(text).toContain("Sistema de frenos de aire");
    expect(text).toContain("fuga de aire audible");
  });

  test("a company's own part name and declaration are printed as typed, in any language", async () => {
    const text = await render("fr-CA", inspection({ declaration: "Our own declaration, as the company wrote it." }));
    expect(text).toContain("Cab and sleeper (our checklist)");
    expect(text).toContain("Our own declaration, as the company wrote it.");
  });

  test("in English, and when no language is given, the stored text", async () => {
    for (const locale of ["en-CA", undefined]) {
      const text = await render(locale);
      expect(text).toContain(NSC13_SCHEDULE_1.declaration.slice(0, 60));
      expect(text).toContain("Air brake system");
    }
  });
});

/** Every field, state and section of the report: a trailer, a repaired and acknowledged defect, remarks, photos. */
function everything(): Inspection {
  const base = inspection();
  const signature = signatureDataUrl("Luc Fortin");
  return inspection({
    trailers: [
      { vehicleId: "#20:2", name: "R-7", plate: "RZ 4411", attachedAt: AT - 3600_000, detachedAt: AT + 7200_000 },
    ],
    odometer: "702884",
    odometerType: "KM",
    hubometer: "51200",
    plate: "L 123456",
    location: "Saint-Jérôme",
    coordinates: { latitude: 45.78, longitude: -74.0 },
    status: "minor",
    foundStatus: "major",
    signature: signatureDataUrl("Marie-Ève Gagnon"),
    answers: [
      ...base.answers,
      {
        questionId: "#27:1",
        part: 1,
        question: airBrakes!.value,
        option: "major",
        unitId: "#20:2",
        unitName: "R-7",
        defects: [{ optionId: "#28:9", name: audibleLeak, severity: "major" }],
        remark: "left side",
        photoIds: ["#30:1", "#30:2"],
      },
      {
        questionId: "#27:3",
        part: 3,
        question: "Coupling devices",
        option: "na",
        unitId: "#20:1",
        unitName: "T-101",
        defects: [],
        photoIds: ["#30:3"],
      },
    ],
    defects: [
      ...base.defects,
      {
        id: "#41:2",
        inspectionId: "#40:1",
        vehicleId: "#20:2",
        vehicleName: "R-7",
        questionId: "#27:1",
        part: 1,
        question: airBrakes!.value,
        severity: "major",
        description: audibleLeak,
        remark: "left side",
        reportedAt: AT,
        state: "repaired",
        repairedAt: AT + 3600_000,
        repairedByName: "Luc Fortin",
        repairNote: "new gladhand seal",
        repairSignature: signature,
        acknowledgedAt: AT + 86_400_000,
      },
    ],
    remarks: [{ id: "#42:1", date: AT + 7200_000, byName: "Olivia Tremblay", text: "Called the shop." }],
    acknowledged: [
      {
        id: "#41:0",
        inspectionId: "#40:0",
        vehicleId: "#20:1",
        vehicleName: "T-101",
        questionId: "#27:1",
        part: 1,
        question: airBrakes!.value,
        severity: "minor",
        description: audibleLeak,
        reportedAt: AT - 86_400_000,
        state: "no-correction-needed",
      },
    ],
  });
}

/** A word (or words) standing alone: "part" is not in "départ", nor "Unit" in "Unité". */
const word = (pattern: string) => new RegExp(`(?<!\\p{L})${pattern}(?!\\p{L})`, "u");

/** The report's own English words: none may be left in another language's report. */
const ENGLISH_LABELS: (string | RegExp)[] = [
  "Trip inspection report",
  "Declaration",
  "Driver's remark",
  "Repair note",
  "Acknowledged by",
  "the next driver",
  "MAJOR",
  word("Major"),
  word("Minor"),
  word("part \\d"),
  "Schedule answers",
  word("parts?"),
  word("Part"),
  word("Item"),
  word("Unit"),
  word("Result"),
  word("page \\d+ of \\d+"),
  "Vehicle",
  "Trailer",
  word("Driver"),
  "Trip type",
  "Pre-trip",
  "Odometer",
  "Hubometer",
  word("Plate"),
  "Location",
  "Coordinates",
  word("Found"),
  word("Now"),
  "Valid until",
  "out of service",
  word("Status"),
  word("Repaired"),
  word("Open"),
  "No correction needed",
  "Signature of",
  "Remarks",
  "Remark:",
  "Repairs acknowledged",
  "Defects (",
  "on file",
  "attached",
  "detached",
  word("OK"),
  "N/A",
  "Nov 23",
  word("EST"),
  "702,884",
];

/** The English labels found in `text`. */
const englishLabelsIn = (text: string) =>
  ENGLISH_LABELS.filter((label) => (typeof label === "string" ? text.includes(label) : label.test(text)));

describe("the report PDF's own words", () => {
  test("in English, as before: labels, counts, dates and the page foot", async () => {
    const text = await render("en-CA", everything());
    for (const phrase of [
      "Trip inspection report — NSC Standard 13 — Schedule 1",
      "Vehicle: T-101",
      "Trailer: R-7 (RZ 4411) — attached Nov 23, 2026, 06:00 a.m. EST, detached Nov 23, 2026, 09:00 a.m. EST",
      "Driver: Marie-Ève Gagnon",
      "Date: Nov 23, 2026, 07:00 a.m. EST",
      "Trip type: Pre-trip",
      "Odometer: 702,884 km",
      "Hubometer: 51200",
      "Plate: L 123456",
      "Location: Saint-Jérôme",
      "Found: Major defect — out of service",
      "Now: Minor defects",
      "Valid until: Nov 24, 2026, 07:00 a.m. EST",
      "Defects (2)",
      "Minor — T-101, part 1: audible air leak",
      "MAJOR — R-7, part 1: audible air leak",
      "Driver's remark: left side",
      "Status: Open",
      "Status: Repaired on Nov 23, 2026, 08:00 a.m. EST by Luc Fortin",
      "Repair note: new gladhand seal",
      "Acknowledged by the next driver on Nov 24, 2026, 07:00 a.m. EST",
      "Signature of Luc Fortin",
      "Repairs acknowledged by the driver",
      "T-101: audible air leak — No correction needed",
      "Remarks",
      "Olivia Tremblay: Called the shop.",
      "Declaration",
      "Signature of Marie-Ève Gagnon, Nov 23, 2026, 07:00 a.m. EST",
      "Schedule answers (3 parts)",
      "Part Item Unit Result Notes",
      "Major: audible air leak; Remark: left side; 2 photos on file",
      "1 photo on file",
      "N/A",
      "page 1 of 2",
    ])
      expect(text).toContain(phrase);
    // Every label the other languages are checked for is in the English report: the list checks what it says.
    expect(englishLabelsIn(text)).toEqual(ENGLISH_LABELS);
    expect((await render(undefined, everything())).replace(/page \d/g, "")).toBe(text.replace(/page \d/g, ""));
  });

  test("in Canadian French: no English label left", async () => {
    const text = await render("fr-CA", everything());
    for (const phrase of [
      "Rapport de ronde de sécurité — Norme 13 du CCS — Annexe 1",
      "Véhicule : T-101",
      "Remorque : R-7 (RZ 4411) — attelée le 23 nov. 2026, 06 h 00 HNE, dételée le 23 nov. 2026, 09 h 00 HNE",
      "Conducteur : Marie-Ève Gagnon",
      "Date : 23 nov. 2026, 07 h 00 HNE",
      "Type de ronde : Avant le départ",
      "Odomètre : 702 884 km",
      "Odomètre de moyeu : 51200",
      "Plaque : L 123456",
      "Lieu : Saint-Jérôme",
      "Coordonnées : 45.78000, -74.00000",
      "État constaté : Défectuosité majeure — hors service",
      "État actuel : Défectuosités mineures",
      "Valide jusqu'au : 24 nov. 2026, 07 h 00 HNE",
      "Défectuosités (2)",
      "Défectuosité mineure — T-101, partie 1 : fuite d'air audible",
      "DÉFECTUOSITÉ MAJEURE — R-7, partie 1 : fuite d'air audible",
      "Remarque du conducteur : left side",
      "État : Ouverte",
      "État : Réparée le 23 nov. 2026, 08 h 00 HNE par Luc Fortin",
      "Note de réparation : new gladhand seal",
      "Réparation constatée par le conducteur suivant le 24 nov. 2026, 07 h 00 HNE",
      "Signature de Luc Fortin",
      "Réparations constatées par le conducteur",
      "T-101 : fuite d'air audible — Aucune correction requise",
      "Remarques",
      "Olivia Tremblay : Called the shop.",
      "Déclaration",
      "Signature de Marie-Ève Gagnon, 23 nov. 2026, 07 h 00 HNE",
      "Réponses de l'annexe (3 parties)",
      "Partie Élément Unité Résultat Notes",
      "Majeure : fuite d'air audible; Remarque : left side; 2 photos versées au dossier",
      "1 photo versée au dossier",
      "S. O.",
      "Conforme",
      "page 1 sur 2",
      "page 2 sur 2",
    ])
      expect(text).toContain(phrase);
    expect(englishLabelsIn(text)).toEqual([]);
  });

  test("in Spanish: no English label left", async () => {
    const text = await render("es", everything());
    for (const phrase of [
      "Informe de inspección de viaje — Norma 13 del NSC — Anexo 1",
      "Vehículo: T-101",
      "Remolque: R-7 (RZ 4411) — enganchado el 23 nov 2026, 06:00",
      "Conductor: Marie-Ève Gagnon",
      "Fecha: 23 nov 2026, 07:00",
      "Tipo de inspección: Antes del viaje",
      "Odómetro: 702.884 km",
      "Matrícula: L 123456",
      "Estado encontrado: Defecto mayor — fuera de servicio",
      "Estado actual: Defectos menores",
      "Válida hasta: 24 nov 2026",
      "Defectos (2)",
      "Defecto menor — T-101, parte 1: fuga de aire audible",
      "DEFECTO MAYOR — R-7, parte 1: fuga de aire audible",
      "Comentario del conductor: left side",
      "Estado: Reparado el 23 nov 2026, 08:00",
      "Nota de reparación: new gladhand seal",
      "Reparación confirmada por el siguiente conductor el 24 nov 2026",
      "Firma de Luc Fortin",
      "Reparaciones confirmadas por el conductor",
      "Observaciones",
      "Declaración",
      "Respuestas del anexo (3 partes)",
      "Parte Elemento Unidad Resultado Notas",
      "Mayor: fuga de aire audible; Comentario: left side; 2 fotos archivadas",
      "1 foto archivada",
      "No aplica",
      "página 1 de 2",
    ])
      expect(text).toContain(phrase);
    expect(englishLabelsIn(text)).toEqual([]);
  });

  test("counts take their plural forms: one part, one defect, one page", async () => {
    const one = inspection({ answers: inspection().answers.slice(0, 1) });
    expect(await render("fr-CA", one)).toContain("Réponses de l'annexe (1 partie)");
    expect(await render("fr-CA", one)).toContain("Défectuosité (1)");
    expect(await render("fr-CA", one)).toContain("page 1 sur 1");
    expect(await render("es", one)).toContain("Respuestas del anexo (1 parte)");
    expect(await render("en-CA", one)).toContain("Schedule answers (1 part)");
    expect(await render("en-CA", inspection())).toContain("Schedule answers (2 parts)");
    expect(await render("fr-CA", inspection({ defects: [], foundStatus: "good", status: "good" }))).toContain(
      "Aucune défectuosité constatée",
    );
  });

  test("a language the report is not written in reads English", async () => {
    const text = await render("de-DE");
    expect(text).toContain("Trip inspection report — NSC Standard 13 — Schedule 1");
    expect(text).toContain("Date: Nov 23, 2026, 07:00 a.m. EST");
    expect(text).toContain("page 1 of 1");
  });
});
