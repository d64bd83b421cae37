import { mailLocale, renderMail, type RenderedMail } from "./locale";

/** The single-use, expiring reset link (lost password, or a manager resetting an employee's password). */
export function passwordResetMail(
  locale: string | null | undefined,
  values: { first: string; url: string; minutes: number; byManager: string | undefined },
): RenderedMail {
  const { first, url, minutes, byManager } = values;
  switch (mailLocale(locale)) {
    case "fr-CA":
      return renderMail(
        "Fleet Portal : réinitialisez votre mot de passe",
        [
          `Bonjour ${first},`,
          byManager
            ? `${byManager} a demandé la réinitialisation de votre mot de passe.`
            : "Nous avons reçu une demande de réinitialisation de votre mot de passe.",
          `Le lien ne sert qu'une fois et expire dans ${minutes} minutes.`,
        ],
        { label: "Choisir un nouveau mot de passe", url },
        "Si vous n'avez pas fait cette demande, ignorez ce message : votre mot de passe ne change pas.",
      );
    case "es":
      return renderMail(
        "Fleet Portal: restablezca su contraseña",
        [
          `Hola ${first}:`,
          byManager
            ? `${byManager} pidió restablecer su contraseña.`
            : "Recibimos una solicitud para restablecer su contraseña.",
          `El enlace sirve una sola vez y vence en ${minutes} minutos.`,
        ],
        { label: "Elegir una contraseña nueva", url },
        "Si usted no hizo esta solicitud, ignore este mensaje: su contraseña no cambia.",
      );
    default:
      return renderMail(
        "Fleet Portal: reset your password",
        [
          `Hi ${first},`,
          byManager
            ? `${byManager} asked for your password to be reset.`
            : "We received a request to reset your password.",
          `The link works once and expires in ${minutes} minutes.`,
        ],
        { label: "Choose a new password", url },
        "If you did not ask for this, ignore this message: your password stays the same.",
      );
  }
}
