// The report PDF prints the stock schedule in its reader's language: a Quebec driver's copy carries NSC Standard 13's
// French declaration, part names and defects; a company's own wording is printed as typed (docs/schedules.md
// "Languages of the stock schedules").
import { describe, expect, test } from "vitest";

import type { Inspection } from "../../../shared/generated/inspections";
import { NSC13_SCHEDULE_1 } from "../../../shared/rules/schedules";
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

const render = async (locale: string | undefined, whole = inspection()) =>
  pdfText(
    await renderInspectionReport(whole, {
      companyName: "Transport Laurentides",
      timeZone: "America/Toronto",
      locale,
      compress: false,
    }),
  );

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
