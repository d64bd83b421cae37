import { mailLocale, renderMail, type RenderedMail } from "./locale";

/** An invitation to a company: a single-use, expiring link to choose a password (it opens /recovery/{token}). */
export function invitationMail(
  locale: string | null | undefined,
  values: { first: string; company: string; invitedBy: string; url: string; days: number },
): RenderedMail {
  const { first, company, invitedBy, url, days } = values;
  switch (mailLocale(locale)) {
    case "fr-CA":
      return renderMail(
        `Fleet Portal : invitation de ${company}`,
        [
          `Bonjour ${first},`,
          `${invitedBy} vous invite à rejoindre ${company} sur Fleet Portal.`,
          `Choisissez votre mot de passe avec ce lien. Il ne sert qu'une fois et expire dans ${days} jours.`,
        ],
        { label: "Choisir mon mot de passe", url },
        "Si vous ne vous attendiez pas à cette invitation, ignorez ce message.",
      );
    case "es":
      return renderMail(
        `Fleet Portal: invitación de ${company}`,
        [
          `Hola ${first}:`,
          `${invitedBy} le invita a unirse a ${company} en Fleet Portal.`,
          `Elija su contraseña con este enlace. Sirve una sola vez y vence en ${days} días.`,
        ],
        { label: "Elegir mi contraseña", url },
        "Si no esperaba esta invitación, ignore este mensaje.",
      );
    default:
      return renderMail(
        `Fleet Portal: invitation from ${company}`,
        [
          `Hi ${first},`,
          `${invitedBy} invited you to join ${company} on Fleet Portal.`,
          `Choose your password with this link. It works once and expires in ${days} days.`,
        ],
        { label: "Choose my password", url },
        "If you did not expect this invitation, ignore this message.",
      );
  }
}

/** Someone who already has an account was added to another company: no password to choose, just a sign-in link. */
export function addedToCompanyMail(
  locale: string | null | undefined,
  values: { first: string; company: string; invitedBy: string; url: string },
): RenderedMail {
  const { first, company, invitedBy, url } = values;
  switch (mailLocale(locale)) {
    case "fr-CA":
      return renderMail(
        `Fleet Portal : vous avez rejoint ${company}`,
        [
          `Bonjour ${first},`,
          `${invitedBy} vous a ajouté à ${company} sur Fleet Portal. Connectez-vous avec votre mot de passe habituel.`,
        ],
        { label: "Se connecter", url },
        "Si vous ne vous attendiez pas à ce message, ignorez-le.",
      );
    case "es":
      return renderMail(
        `Fleet Portal: se unió a ${company}`,
        [
          `Hola ${first}:`,
          `${invitedBy} le agregó a ${company} en Fleet Portal. Inicie sesión con su contraseña de siempre.`,
        ],
        { label: "Iniciar sesión", url },
        "Si no esperaba este mensaje, ignórelo.",
      );
    default:
      return renderMail(
        `Fleet Portal: you joined ${company}`,
        [`Hi ${first},`, `${invitedBy} added you to ${company} on Fleet Portal. Sign in with your usual password.`],
        { label: "Sign in", url },
        "If you did not expect this message, ignore it.",
      );
  }
}
