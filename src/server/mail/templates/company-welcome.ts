import { mailLocale, renderMail, type RenderedMail } from "./locale";

/**
 * The operator opened the company's account (a registration approved, or a company created for its owner): the mail
 * with sign-in instructions that follows a registration (docs/accounts.md "Sign-up and verification"). The link is a
 * single-use set-password link (/recovery/{token}).
 */
export function companyWelcomeMail(
  locale: string | null | undefined,
  values: { first: string; companyName: string; email: string; url: string; days: number },
): RenderedMail {
  const { first, companyName, email, url, days } = values;
  switch (mailLocale(locale)) {
    case "fr-CA":
      return renderMail(
        `Fleet Portal : le compte de ${companyName} est ouvert`,
        [
          `Bonjour ${first},`,
          `Le compte de ${companyName} sur Fleet Portal est prêt, et vous en êtes le propriétaire.`,
          `Choisissez votre mot de passe avec ce lien, puis connectez-vous avec ${email}. Le lien ne sert qu'une fois et expire dans ${days} jours.`,
        ],
        { label: "Choisir mon mot de passe", url },
        "Si vous ne vous attendiez pas à ce message, ignorez-le.",
      );
    case "es":
      return renderMail(
        `Fleet Portal: la cuenta de ${companyName} está abierta`,
        [
          `Hola ${first}:`,
          `La cuenta de ${companyName} en Fleet Portal está lista, y usted es su propietario.`,
          `Elija su contraseña con este enlace y luego inicie sesión con ${email}. El enlace sirve una sola vez y vence en ${days} días.`,
        ],
        { label: "Elegir mi contraseña", url },
        "Si no esperaba este mensaje, ignórelo.",
      );
    default:
      return renderMail(
        `Fleet Portal: the account of ${companyName} is open`,
        [
          `Hi ${first},`,
          `The account of ${companyName} on Fleet Portal is ready, and you are its owner.`,
          `Choose your password with this link, then sign in with ${email}. The link works once and expires in ${days} days.`,
        ],
        { label: "Choose my password", url },
        "If you did not expect this message, ignore it.",
      );
  }
}

/** A registration the operator declined, with the reason they gave. */
export function registrationDeclinedMail(
  locale: string | null | undefined,
  values: { first: string; companyName: string; reason: string; url: string },
): RenderedMail {
  const { first, companyName, reason, url } = values;
  switch (mailLocale(locale)) {
    case "fr-CA":
      return renderMail(
        `Fleet Portal : inscription de ${companyName}`,
        [
          `Bonjour ${first},`,
          `Nous ne pouvons pas ouvrir de compte pour ${companyName} pour le moment.`,
          `Motif : ${reason}`,
          "Vous pouvez vous inscrire de nouveau une fois la situation réglée.",
        ],
        { label: "S'inscrire", url },
        "Merci de votre intérêt pour Fleet Portal.",
      );
    case "es":
      return renderMail(
        `Fleet Portal: registro de ${companyName}`,
        [
          `Hola ${first}:`,
          `Por ahora no podemos abrir una cuenta para ${companyName}.`,
          `Motivo: ${reason}`,
          "Puede registrarse de nuevo cuando se haya resuelto.",
        ],
        { label: "Registrarse", url },
        "Gracias por su interés en Fleet Portal.",
      );
    default:
      return renderMail(
        `Fleet Portal: registration of ${companyName}`,
        [
          `Hi ${first},`,
          `We cannot open an account for ${companyName} at this time.`,
          `Reason: ${reason}`,
          "You are welcome to register again once this is settled.",
        ],
        { label: "Register", url },
        "Thank you for your interest in Fleet Portal.",
      );
  }
}
