// Inspection mail, written to the outbox in the transaction of the change that causes it (src/server/mail/outbox.ts):
//  - a minor or major defect mails the company's emailDefects list (its owners and managers while the list is empty) a
//    summary and a link (docs/inspections.md "Mail");
//  - the driver gets a copy of the report when their preference inspectionEmailedToEmployee says yes, or says global
//    (or nothing) and the company's emailInspectionsToDrivers is on;
//  - /inspections/{id}/email sends the report to the typed addresses.
// Texts in en-CA, fr-CA and es like the other templates (src/server/mail/templates/).

import type { Inspection } from "../../../shared/generated/inspections";
import { encodeIdForUrl } from "../../../shared/ids";
import type { ServerConfig } from "../../config";
export { splitAddresses } from "../../mail/recipients";
import { portalUrl } from "../../mail/templates/links";
import { mailLocale, renderMail, type RenderedMail } from "../../mail/templates/locale";

export const detailsUrl = (config: Pick<ServerConfig, "host" | "port">, inspectionId: string) =>
  portalUrl(config, `/portal/operator/inspections/${encodeIdForUrl(inspectionId)}/details`);

function defectLines(inspection: Inspection): string[] {
  return inspection.defects.map((d) =>
    `${d.severity === "major" ? "MAJOR" : "minor"} — ${d.vehicleName}, part ${d.part} ${d.question}: ${d.description || d.remark || ""}`.trim(),
  );
}

/** The summary sent to the emailDefects list, or to the owners and managers while it is empty (mail/recipients.ts). */
export function defectAlertMail(
  inspection: Inspection,
  companyName: string,
  when: string,
  url: string,
  because: string,
): RenderedMail {
  const major = inspection.foundStatus === "major";
  const subject = `${major ? "Out of service" : "Minor defect"}: ${inspection.vehicleName} — ${companyName}`;
  return renderMail(
    subject,
    [
      `${inspection.driverName} found ${inspection.defects.length === 1 ? "a defect" : `${inspection.defects.length} defects`} on ${inspection.vehicleName}${inspection.trailers.length > 0 ? ` (with ${inspection.trailers.map((t) => t.name).join(", ")})` : ""} during the ${inspection.tripType} inspection of ${when}${inspection.location ? ` at ${inspection.location}` : ""}.`,
      ...defectLines(inspection),
      major
        ? "A major defect puts the unit out of service until it is repaired (NSC Standard 13)."
        : "Minor defects must be repaired but need not stop the unit.",
    ],
    { label: "Open the inspection", url },
    because,
  );
}

/** The driver's copy or a report mailed on request, with the PDF attached. */
export function reportMail(
  locale: string | null | undefined,
  inspection: Inspection,
  companyName: string,
  when: string,
  url: string,
  message?: string,
): RenderedMail {
  const extra = message?.trim() ? [message.trim()] : [];
  switch (mailLocale(locale)) {
    case "fr-CA":
      return renderMail(
        `Rapport d'inspection : ${inspection.vehicleName} — ${when}`,
        [
          ...extra,
          `Le rapport d'inspection de ${inspection.vehicleName} (${inspection.driverName}, ${when}) de ${companyName} est joint en PDF.`,
        ],
        { label: "Voir l'inspection", url },
        "Message envoyé par Fleet Portal.",
      );
    case "es":
      return renderMail(
        `Informe de inspección: ${inspection.vehicleName} — ${when}`,
        [
          ...extra,
          `Se adjunta en PDF el informe de inspección de ${inspection.vehicleName} (${inspection.driverName}, ${when}) de ${companyName}.`,
        ],
        { label: "Ver la inspección", url },
        "Mensaje enviado por Fleet Portal.",
      );
    default:
      return renderMail(
        `Inspection report: ${inspection.vehicleName} — ${when}`,
        [
          ...extra,
          `The inspection report of ${inspection.vehicleName} (${inspection.driverName}, ${when}) from ${companyName} is attached as a PDF.`,
        ],
        { label: "Open the inspection", url },
        "Sent by Fleet Portal.",
      );
  }
}

/** The employee's preference: yes / no, or global (the default) for the company's setting. */
export function driverGetsCopy(preferences: unknown, companyDefault: boolean): boolean {
  const value =
    typeof preferences === "object" && preferences !== null
      ? (preferences as { inspectionEmailedToEmployee?: unknown }).inspectionEmailedToEmployee
      : undefined;
  return value === "yes" ? true : value === "no" ? false : companyDefault;
}
