// The inspection mails in their recipient's language (docs/inspections.md "Mail"): the defect alert's subject, body,
// stock schedule texts (scheduleText), date (in the company's time zone) and footer; the report mail's date.
import { describe, expect, test } from "vitest";

import type { Inspection } from "../../../shared/generated/inspections";
import { NSC13_SCHEDULE_1 } from "../../../shared/rules/schedules";
import { defectAlertMail, reportMail } from "./mail";

const AT = Date.UTC(2026, 10, 23, 12);
const [airBrakes] = NSC13_SCHEDULE_1.questions;
const audibleLeak = airBrakes!.options.find((option) => option.value === "1.minor.a")!.name;

const defect = (id: string, severity: "minor" | "major", vehicleName: string) => ({
  id,
  inspectionId: "#40:1",
  vehicleId: "#20:1",
  vehicleName,
  questionId: "#27:1",
  part: 1,
  question: airBrakes!.value,
  severity,
  description: audibleLeak,
  reportedAt: AT,
  state: "open" as const,
});

const inspection = (overrides: Partial<Inspection> = {}): Inspection => ({
  id: "#40:1",
  companyId: "#12:1",
  vehicleId: "#20:1",
  vehicleName: "T-101",
  trailers: [{ vehicleId: "#20:2", name: "R-7" }],
  driverId: "#5:1",
  driverName: "Marie-Ève Gagnon",
  scheduleId: "#26:1",
  scheduleName: NSC13_SCHEDULE_1.name,
  declaration: NSC13_SCHEDULE_1.declaration,
  tripType: "pre-trip",
  inspectedAt: AT,
  validUntil: AT + 86_400_000,
  location: "Saint-Jérôme",
  status: "major",
  foundStatus: "major",
  openDefects: 2,
  answers: [],
  defects: [defect("#41:1", "major", "T-101"), { ...defect("#41:2", "minor", "R-7"), description: "", remark: "torn" }],
  remarks: [],
  acknowledged: [],
  declarationAccepted: true,
  signature: "",
  ...overrides,
});

const alert = (locale: string | null, reason: "list" | "office" = "list", whole = inspection()) =>
  defectAlertMail(locale, whole, "Transport Laurentides", "America/Toronto", "http://portal.test/i/1", reason);

describe("the defect alert mail", () => {
  test("in English, as before", () => {
    const mail = alert("en-CA");
    expect(mail.subject).toBe("Out of service: T-101 — Transport Laurentides");
    expect(mail.text).toContain(
      "Marie-Ève Gagnon found 2 defects on T-101 (with R-7) during the pre-trip inspection of Nov 23, 2026, 07:00 a.m. EST at Saint-Jérôme.",
    );
    expect(mail.text).toContain("MAJOR — T-101, part 1 Air brake system: audible air leak");
    expect(mail.text).toContain("minor — R-7, part 1 Air brake system: torn");
    expect(mail.text).toContain("A major defect puts the unit out of service until it is repaired (NSC Standard 13).");
    expect(mail.text).toContain("Open the inspection: http://portal.test/i/1");
    expect(mail.text).toContain("your address is in the company's defect notification list");
  });

  test("in Canadian French: subject, body, the stock schedule's texts, the date and the footer", () => {
    const mail = alert("fr-CA", "office");
    expect(mail.subject).toBe("Hors service : T-101 — Transport Laurentides");
    expect(mail.text).toContain(
      "Marie-Ève Gagnon a constaté 2 défectuosités sur T-101 (avec R-7) lors de la ronde de sécurité avant le départ du 23 nov. 2026, 07 h 00 HNE à Saint-Jérôme.",
    );
    expect(mail.text).toContain("MAJEURE — T-101, partie 1 Système de freins pneumatiques : fuite d'air audible");
    expect(mail.text).toContain("mineure — R-7, partie 1 Système de freins pneumatiques : torn");
    expect(mail.text).toContain("Une défectuosité majeure met le véhicule hors service jusqu'à sa réparation");
    expect(mail.text).toContain("Voir l'inspection: http://portal.test/i/1");
    expect(mail.text).toContain("sa liste d'avis de défectuosités est vide");
    expect(mail.text).not.toMatch(/Out of service|found|Air brake|audible air leak|Nov 23|You receive/);
    const one = alert("fr-CA", "list", inspection({ defects: inspection().defects.slice(1), foundStatus: "minor" }));
    expect(one.subject).toBe("Défectuosité mineure : T-101 — Transport Laurentides");
    expect(one.text).toContain("a constaté une défectuosité sur T-101");
    expect(one.text).toContain("votre adresse figure dans la liste d'avis de défectuosités");
  });

  test("in Spanish", () => {
    const mail = alert("es");
    expect(mail.subject).toBe("Fuera de servicio: T-101 — Transport Laurentides");
    expect(mail.text).toContain(
      "Marie-Ève Gagnon encontró 2 defectos en T-101 (con R-7) durante la inspección antes del viaje del 23 nov 2026",
    );
    expect(mail.text).toContain("MAYOR — T-101, parte 1 Sistema de frenos de aire: fuga de aire audible");
    expect(mail.text).toContain("Ver la inspección: http://portal.test/i/1");
    expect(mail.text).not.toMatch(/Out of service|found|Air brake|audible air leak|Nov 23|You receive/);
  });

  test("a recipient without a language, or with one the mail is not written in, reads English", () => {
    expect(alert(null).subject).toBe("Out of service: T-101 — Transport Laurentides");
    expect(alert("de-DE").subject).toBe("Out of service: T-101 — Transport Laurentides");
  });
});

test("the report mail dates the inspection in its reader's language", () => {
  const mail = (locale: string) =>
    reportMail(locale, inspection(), "Transport Laurentides", "America/Toronto", "http://portal.test/i/1").subject;
  expect(mail("fr-CA")).toBe("Rapport d'inspection : T-101 — 23 nov. 2026, 07 h 00 HNE");
  expect(mail("es")).toBe("Informe de inspección: T-101 — 23 nov 2026, 07:00 GMT-5");
  expect(mail("en-CA")).toBe("Inspection report: T-101 — Nov 23, 2026, 07:00 a.m. EST");
});
