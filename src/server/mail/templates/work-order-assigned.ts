import { mailLocale, renderMail, type RenderedMail } from "./locale";

/**
 * A work order assigned to a mechanic (docs/work-orders.md "Opening" and "Changing"): its number, the unit, the
 * defects to repair and the due date (in the company's time zone), with a link to the work order.
 */
export function workOrderAssignedMail(
  locale: string | null | undefined,
  values: {
    first: string;
    number: number;
    vehicle: string;
    defects: readonly string[];
    company: string;
    dueAt: number | null;
    timeZone: string;
    assignedBy: string;
    url: string;
  },
): RenderedMail {
  const { first, number, vehicle, defects, company, assignedBy, url } = values;
  const language = mailLocale(locale);
  const due =
    values.dueAt === null
      ? undefined
      : new Intl.DateTimeFormat(language, { timeZone: values.timeZone, dateStyle: "full" }).format(values.dueAt);
  switch (language) {
    case "fr-CA":
      return renderMail(
        `Bon de travail n° ${number} : ${vehicle} — ${company}`,
        [
          `Bonjour ${first},`,
          `${assignedBy} vous a confié le bon de travail n° ${number} pour ${vehicle}${due ? `, à terminer d'ici le ${due}` : ""}.`,
          ...defects,
        ],
        { label: "Ouvrir le bon de travail", url },
        `Vous recevez ce message parce que ce bon de travail vous est assigné chez ${company}.`,
      );
    case "es":
      return renderMail(
        `Orden de trabajo n.º ${number}: ${vehicle} — ${company}`,
        [
          `Hola ${first}:`,
          `${assignedBy} le asignó la orden de trabajo n.º ${number} para ${vehicle}${due ? `, para el ${due}` : ""}.`,
          ...defects,
        ],
        { label: "Abrir la orden de trabajo", url },
        `Recibe este mensaje porque esta orden de trabajo se le asignó en ${company}.`,
      );
    default:
      return renderMail(
        `Work order #${number}: ${vehicle} — ${company}`,
        [
          `Hi ${first},`,
          `${assignedBy} assigned you work order #${number} for ${vehicle}${due ? `, due ${due}` : ""}.`,
          ...defects,
        ],
        { label: "Open the work order", url },
        `You get this message because this work order is assigned to you at ${company}.`,
      );
  }
}
