import { mailLocale, renderMail, type RenderedMail } from "./locale";

/** The mail with sign-in instructions (the /verify link) that follows a registration (docs/accounts.md "Rules"). */
export function registrationMail(
  locale: string | null | undefined,
  values: { first: string; companyName: string; url: string; days: number },
): RenderedMail {
  const { first, companyName, url, days } = values;
  switch (mailLocale(locale)) {
    case "fr-CA":
      return renderMail(
        `Bienvenue à Fleet Portal : confirmez l'inscription de ${companyName}`,
        [
          `Bonjour ${first},`,
          `Merci d'avoir inscrit ${companyName}. Pour ouvrir votre compte, suivez le lien ci-dessous et choisissez votre mot de passe. Ensuite, connectez-vous avec votre courriel et ce mot de passe.`,
          `Le lien est valide pendant ${days} jours.`,
        ],
        { label: "Confirmer et choisir un mot de passe", url },
        "Si vous n'avez pas fait cette demande, ignorez ce message.",
      );
    case "es":
      return renderMail(
        `Bienvenido a Fleet Portal: confirme el registro de ${companyName}`,
        [
          `Hola ${first}:`,
          `Gracias por registrar ${companyName}. Para abrir su cuenta, siga el enlace de abajo y elija su contraseña. Después, inicie sesión con su correo y esa contraseña.`,
          `El enlace es válido durante ${days} días.`,
        ],
        { label: "Confirmar y elegir una contraseña", url },
        "Si usted no hizo esta solicitud, ignore este mensaje.",
      );
    default:
      return renderMail(
        `Welcome to Fleet Portal: confirm the registration of ${companyName}`,
        [
          `Hi ${first},`,
          `Thank you for registering ${companyName}. To open your account, follow the link below and choose your password. Then sign in with your email address and that password.`,
          `The link is valid for ${days} days.`,
        ],
        { label: "Confirm and choose a password", url },
        "If you did not ask for this, ignore this message.",
      );
  }
}
