// Inspection mail, written to the outbox in the transaction of the change that causes it (src/server/mail/outbox.ts):
//  - a minor or major defect mails the company's emailDefects list (its owners and managers while the list is empty) a
//    summary and a link (docs/inspections.md "Mail");
//  - the driver gets a copy of the report when their preference inspectionEmailedToEmployee says yes, or says global
//    (or nothing) and the company's emailInspectionsToDrivers is on;
//  - /inspections/{id}/email sends the report to the typed addresses.
// Texts in en-CA, fr-CA and es like the other templates (src/server/mail/templates/), each mail in its recipient's
// language, dates in it and in the company's time zone.

import type { Inspection } from "../../../shared/generated/inspections";
import { encodeIdForUrl } from "../../../shared/ids";
import { scheduleText } from "../../../shared/rules/schedule-translations";
import type { ServerConfig } from "../../config";
import { formatDate } from "../../mail/format-date";
import type { DefectRecipients } from "../../mail/recipients";
export { splitAddresses } from "../../mail/recipients";
import { portalUrl } from "../../mail/templates/links";
import { mailLocale, renderMail, type MailLocale, type RenderedMail } from "../../mail/templates/locale";

export const detailsUrl = (config: Pick<ServerConfig, "host" | "port">, inspectionId: string) =>
  portalUrl(config, `/portal/operator/inspections/${encodeIdForUrl(inspectionId)}/details`);

/** Each defect found, in the reader's language: "MAJEURE — T-104, partie 1 Système de freins pneumatiques : …". */
function defectLines(inspection: Inspection, language: MailLocale): string[] {
  const text = (stored: string) => scheduleText(stored, language);
  return inspection.defects.map((d) => {
    const what = d.description ? text(d.description) : (d.remark ?? "");
    switch (language) {
      case "fr-CA":
        return `${d.severity === "major" ? "MAJEURE" : "mineure"} — ${d.vehicleName}, partie ${d.part} ${text(d.question)} : ${what}`.trim();
      case "es":
        return `${d.severity === "major" ? "MAYOR" : "menor"} — ${d.vehicleName}, parte ${d.part} ${text(d.question)}: ${what}`.trim();
      default:
        return `${d.severity === "major" ? "MAJOR" : "minor"} — ${d.vehicleName}, part ${d.part} ${text(d.question)}: ${what}`.trim();
    }
  });
}

const TRIP: Record<"en" | "fr-CA" | "es", Record<Inspection["tripType"], string>> = {
  en: { "pre-trip": "pre-trip", "post-trip": "post-trip", enroute: "en route" },
  "fr-CA": { "pre-trip": "avant le départ", "post-trip": "après le trajet", enroute: "en cours de route" },
  es: { "pre-trip": "antes del viaje", "post-trip": "después del viaje", enroute: "en ruta" },
};

/**
 * The summary sent to the emailDefects list, or to the owners and managers while it is empty (mail/recipients.ts),
 * in each recipient's language (docs/inspections.md "Mail"): who found what on which unit, when (in the company's
 * time zone) and where, each defect, and what it means for the unit (NSC Standard 13).
 */
export function defectAlertMail(
  locale: string | null | undefined,
  inspection: Inspection,
  companyName: string,
  timeZone: string,
  url: string,
  reason: DefectRecipients["reason"],
): RenderedMail {
  const language = mailLocale(locale);
  const when = formatDate(inspection.inspectedAt, timeZone, language);
  const major = inspection.foundStatus === "major";
  const count = inspection.defects.length;
  const trailers = inspection.trailers.map((t) => t.name).join(", ");
  const lines = defectLines(inspection, language);
  switch (language) {
    case "fr-CA":
      return renderMail(
        `${major ? "Hors service" : "Défectuosité mineure"} : ${inspection.vehicleName} — ${companyName}`,
        [
          `${inspection.driverName} a constaté ${count === 1 ? "une défectuosité" : `${count} défectuosités`} sur ${inspection.vehicleName}${trailers ? ` (avec ${trailers})` : ""} lors de la ronde de sécurité ${TRIP["fr-CA"][inspection.tripType]} du ${when}${inspection.location ? ` à ${inspection.location}` : ""}.`,
          ...lines,
          major
            ? "Une défectuosité majeure met le véhicule hors service jusqu'à sa réparation (norme 13 du CCS)."
            : "Une défectuosité mineure doit être réparée, mais n'oblige pas à immobiliser le véhicule.",
        ],
        { label: "Voir l'inspection", url },
        reason === "list"
          ? "Vous recevez ce message parce que votre adresse figure dans la liste d'avis de défectuosités de l'entreprise."
          : "Vous recevez ce message comme propriétaire ou gestionnaire de l'entreprise : sa liste d'avis de défectuosités est vide (Entreprise → Courriels d'avis).",
      );
    case "es":
      return renderMail(
        `${major ? "Fuera de servicio" : "Defecto menor"}: ${inspection.vehicleName} — ${companyName}`,
        [
          `${inspection.driverName} encontró ${count === 1 ? "un defecto" : `${count} defectos`} en ${inspection.vehicleName}${trailers ? ` (con ${trailers})` : ""} durante la inspección ${TRIP.es[inspection.tripType]} del ${when}${inspection.location ? ` en ${inspection.location}` : ""}.`,
          ...lines,
          major
            ? "Un defecto mayor deja la unidad fuera de servicio hasta que se repare (Norma 13 del NSC)."
            : "Los defectos menores deben repararse, pero no obligan a detener la unidad.",
        ],
        { label: "Ver la inspección", url },
        reason === "list"
          ? "Recibe este mensaje porque su dirección está en la lista de avisos de defectos de la empresa."
          : "Recibe este mensaje como propietario o gerente de la empresa: su lista de avisos de defectos está vacía (Empresa → Correos de aviso).",
      );
    default:
      return renderMail(
        `${major ? "Out of service" : "Minor defect"}: ${inspection.vehicleName} — ${companyName}`,
        [
          `${inspection.driverName} found ${count === 1 ? "a defect" : `${count} defects`} on ${inspection.vehicleName}${trailers ? ` (with ${trailers})` : ""} during the ${TRIP.en[inspection.tripType]} inspection of ${when}${inspection.location ? ` at ${inspection.location}` : ""}.`,
          ...lines,
          major
            ? "A major defect puts the unit out of service until it is repaired (NSC Standard 13)."
            : "Minor defects must be repaired but need not stop the unit.",
        ],
        { label: "Open the inspection", url },
        reason === "list"
          ? "You receive this mail because your address is in the company's defect notification list."
          : "You receive this mail as an owner or manager of the company: its defect notification list is empty (Company → notification email lists).",
      );
  }
}

/** The driver's copy or a report mailed on request, with the PDF attached. */
export function reportMail(
  locale: string | null | undefined,
  inspection: Inspection,
  companyName: string,
  timeZone: string,
  url: string,
  message?: string,
): RenderedMail {
  const extra = message?.trim() ? [message.trim()] : [];
  const language = mailLocale(locale);
  const when = formatDate(inspection.inspectedAt, timeZone, language);
  switch (language) {
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
