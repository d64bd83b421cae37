import { mailLocale, renderMail, type RenderedMail } from "./locale";

/**
 * Someone failed to sign in to this account often enough that it must now wait between attempts
 * (docs/accounts.md "Slowing down guesses"): the owner of the account hears of it once per run of failures, with the
 * time and a way to choose a new password if it was not them.
 */
export function failedSignInsMail(
  locale: string | null | undefined,
  values: { first: string; failures: number; at: string; url: string },
): RenderedMail {
  const { first, failures, at, url } = values;
  switch (mailLocale(locale)) {
    case "fr-CA":
      return renderMail(
        "Fleet Portal : tentatives de connexion échouées",
        [
          `Bonjour ${first},`,
          `${failures} tentatives de connexion à votre compte ont échoué (la dernière : ${at}). Les prochaines tentatives doivent maintenant attendre un peu.`,
          "Si c'était vous, attendez quelques secondes et réessayez. Sinon, choisissez un nouveau mot de passe.",
        ],
        { label: "Choisir un nouveau mot de passe", url },
        "Aucune action n'est nécessaire si vous reconnaissez ces tentatives.",
      );
    case "es":
      return renderMail(
        "Fleet Portal: intentos fallidos de inicio de sesión",
        [
          `Hola ${first}:`,
          `Fallaron ${failures} intentos de iniciar sesión en su cuenta (el último: ${at}). Los próximos intentos deben esperar un poco.`,
          "Si fue usted, espere unos segundos y vuelva a intentarlo. Si no, elija una contraseña nueva.",
        ],
        { label: "Elegir una contraseña nueva", url },
        "No necesita hacer nada si reconoce estos intentos.",
      );
    default:
      return renderMail(
        "Fleet Portal: failed sign-ins on your account",
        [
          `Hi ${first},`,
          `${failures} attempts to sign in to your account failed (the last one: ${at}). Further attempts must now wait a little.`,
          "If this was you, wait a few seconds and try again. If not, choose a new password.",
        ],
        { label: "Choose a new password", url },
        "No action is needed if you recognise these attempts.",
      );
  }
}
