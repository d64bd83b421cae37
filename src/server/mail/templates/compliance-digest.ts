import { daysLeft, isExpired } from "../../../shared/rules/compliance";
import { mailLocale, renderMail, type MailLocale, type RenderedMail } from "./locale";

export interface DigestLine {
  kind: "plate" | "safety" | "licence" | "document" | "cvor" | "checklist";
  label: string;
  expiresAt: number;
}

/** At most this many lines in one mail; the compliance screen has the rest. */
export const DIGEST_MAX_LINES = 60;

const KIND: Record<MailLocale, Record<DigestLine["kind"], string>> = {
  "en-CA": {
    plate: "Plate",
    safety: "Annual safety",
    licence: "Driver licence",
    document: "Document",
    cvor: "CVOR renewal",
    checklist: "Checklist",
  },
  "en-US": {
    plate: "Plate",
    safety: "Annual safety",
    licence: "Driver licence",
    document: "Document",
    cvor: "CVOR renewal",
    checklist: "Checklist",
  },
  "fr-CA": {
    plate: "Immatriculation",
    safety: "Inspection annuelle",
    licence: "Permis de conduire",
    document: "Document",
    cvor: "Renouvellement CVOR",
    checklist: "Liste de vérification",
  },
  es: {
    plate: "Matrícula",
    safety: "Inspección anual",
    licence: "Licencia de conducir",
    document: "Documento",
    cvor: "Renovación CVOR",
    checklist: "Lista de verificación",
  },
};

/**
 * "expired" / "expires in N days" (calendar days in the company's zone, never below 0, docs/compliance.md "Rules"),
 * in the recipient's language.
 */
export function whenText(language: MailLocale, expiresAt: number, nowMs: number, timeZone: string): string {
  const days = daysLeft(expiresAt, nowMs, timeZone);
  if (isExpired(expiresAt, nowMs)) return language === "fr-CA" ? "expiré" : language === "es" ? "vencido" : "expired";
  if (language === "fr-CA") return days === 0 ? "expire aujourd'hui" : `expire dans ${days} jour${days > 1 ? "s" : ""}`;
  if (language === "es") return days === 0 ? "vence hoy" : `vence en ${days} día${days > 1 ? "s" : ""}`;
  return days === 0 ? "expires today" : `expires in ${days} day${days > 1 ? "s" : ""}`;
}

/** A vehicle checklist past its due day (only overdue ones are listed). */
const overdueText = (language: MailLocale) =>
  language === "fr-CA" ? "en retard" : language === "es" ? "atrasada" : "overdue";

/**
 * The daily compliance digest for an owner or manager: what has expired and what expires within the
 * reminder horizon, soonest first, with a link to the compliance screen.
 */
export function complianceDigestMail(
  locale: string | null | undefined,
  values: {
    first: string;
    company: string;
    horizonWeeks: number;
    lines: readonly DigestLine[];
    nowMs: number;
    /** The company's: days left are counted in its calendar. */
    timeZone: string;
    url: string;
  },
): RenderedMail {
  const language = mailLocale(locale);
  const expired = values.lines.filter((line) => isExpired(line.expiresAt, values.nowMs)).length;
  const expiring = values.lines.length - expired;
  const shown = values.lines
    .slice(0, DIGEST_MAX_LINES)
    .map(
      (line) =>
        `• ${KIND[language][line.kind]} — ${line.label}: ${line.kind === "checklist" ? overdueText(language) : whenText(language, line.expiresAt, values.nowMs, values.timeZone)}`,
    );
  const more = values.lines.length - shown.length;
  switch (language) {
    case "fr-CA":
      return renderMail(
        `Fleet Portal : ${expired} expiré(s), ${expiring} à renouveler — ${values.company}`,
        [
          `Bonjour ${values.first},`,
          `Voici ce qui est expiré ou expire dans les ${values.horizonWeeks} prochaines semaines chez ${values.company} :`,
          shown.join("\n"),
          ...(more > 0 ? [`… et ${more} autre(s) à l'écran de conformité.`] : []),
        ],
        { label: "Ouvrir la conformité", url: values.url },
        `Vous recevez ce rappel quotidien comme gestionnaire ou propriétaire de ${values.company}.`,
      );
    case "es":
      return renderMail(
        `Fleet Portal: ${expired} vencido(s), ${expiring} por renovar — ${values.company}`,
        [
          `Hola ${values.first}:`,
          `Esto está vencido o vence en las próximas ${values.horizonWeeks} semanas en ${values.company}:`,
          shown.join("\n"),
          ...(more > 0 ? [`… y ${more} más en la pantalla de cumplimiento.`] : []),
        ],
        { label: "Abrir cumplimiento", url: values.url },
        `Recibe este recordatorio diario como gerente o propietario de ${values.company}.`,
      );
    default:
      return renderMail(
        `Fleet Portal: ${expired} expired, ${expiring} expiring — ${values.company}`,
        [
          `Hi ${values.first},`,
          `This is what has expired or expires within the next ${values.horizonWeeks} weeks at ${values.company}:`,
          shown.join("\n"),
          ...(more > 0 ? [`… and ${more} more on the compliance screen.`] : []),
        ],
        { label: "Open compliance", url: values.url },
        `You get this daily reminder as a manager or owner of ${values.company}.`,
      );
  }
}

/** A driver's own licence reminder. */
export function licenceReminderMail(
  locale: string | null | undefined,
  values: { first: string; company: string; expiresAt: number; nowMs: number; timeZone: string; url: string },
): RenderedMail {
  const language = mailLocale(locale);
  const when = whenText(language, values.expiresAt, values.nowMs, values.timeZone);
  switch (language) {
    case "fr-CA":
      return renderMail(
        `Fleet Portal : votre permis de conduire ${when}`,
        [
          `Bonjour ${values.first},`,
          `Votre permis de conduire enregistré chez ${values.company} ${when}. Renouvelez-le et transmettez la nouvelle date à votre gestionnaire.`,
        ],
        { label: "Voir mon profil", url: values.url },
        `Rappel envoyé par ${values.company}.`,
      );
    case "es":
      return renderMail(
        `Fleet Portal: su licencia de conducir ${when}`,
        [
          `Hola ${values.first}:`,
          `Su licencia de conducir registrada en ${values.company} ${when}. Renuévela e informe la nueva fecha a su gerente.`,
        ],
        { label: "Ver mi perfil", url: values.url },
        `Recordatorio enviado por ${values.company}.`,
      );
    default:
      return renderMail(
        `Fleet Portal: your driver licence ${when}`,
        [
          `Hi ${values.first},`,
          `Your driver licence on file at ${values.company} ${when}. Renew it and give the new date to your manager.`,
        ],
        { label: "See my profile", url: values.url },
        `Reminder sent by ${values.company}.`,
      );
  }
}
