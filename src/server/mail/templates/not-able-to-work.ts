import { mailLocale, renderMail, type RenderedMail } from "./locale";

/**
 * A check-in "not able to work", to each manager and owner of the company: who, when (in the company's
 * time zone) and why, with a link to the check-in's details.
 */
export function notAbleToWorkMail(
  locale: string | null | undefined,
  values: {
    first: string;
    employee: string;
    company: string;
    at: number;
    timeZone: string;
    reason: string;
    url: string;
  },
): RenderedMail {
  const { first, employee, company, reason, url } = values;
  const language = mailLocale(locale);
  const when = new Intl.DateTimeFormat(language, {
    timeZone: values.timeZone,
    dateStyle: "full",
    timeStyle: "short",
  }).format(values.at);
  switch (language) {
    case "fr-CA":
      return renderMail(
        `Fleet Portal : ${employee} n'est pas en mesure de travailler`,
        [
          `Bonjour ${first},`,
          `${employee} (${company}) s'est déclaré·e inapte au travail le ${when}.`,
          `Motif : ${reason}`,
        ],
        { label: "Voir l'enregistrement", url },
        `Vous recevez ce message comme gestionnaire ou propriétaire de ${company}.`,
      );
    case "es":
      return renderMail(
        `Fleet Portal: ${employee} no puede trabajar`,
        [`Hola ${first}:`, `${employee} (${company}) indicó el ${when} que no puede trabajar.`, `Motivo: ${reason}`],
        { label: "Ver el registro", url },
        `Recibe este mensaje como gerente o propietario de ${company}.`,
      );
    default:
      return renderMail(
        `Fleet Portal: ${employee} is not able to work`,
        [`Hi ${first},`, `${employee} (${company}) checked in as not able to work on ${when}.`, `Reason: ${reason}`],
        { label: "See the check-in", url },
        `You get this message as a manager or owner of ${company}.`,
      );
  }
}
