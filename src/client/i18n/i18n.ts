import { i18n } from "@lingui/core";
import { DEFAULT_LOCALE, LOCALE_KEY, pickLocale, type Locale } from "./locales";

// Each catalog is its own chunk, so a page loads only the language it shows.
const catalogs: Record<Locale, () => Promise<{ messages: import("@lingui/core").Messages }>> = {
  "en-CA": () => import("../../../locales/en-CA/messages.po"),
  "fr-CA": () => import("../../../locales/fr-CA/messages.po"),
  es: () => import("../../../locales/es/messages.po"),
  "en-US": () => import("../../../locales/en-US/messages.po"),
  pseudo: () => import("../../../locales/pseudo/messages.po"),
};

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale === "pseudo" ? DEFAULT_LOCALE : locale;
}

/** A choice made on the settings page or in the footer: remembered in this browser and applied at once. */
export async function chooseLocale(locale: Locale): Promise<void> {
  localStorage.setItem(LOCALE_KEY, locale);
  await activateLocale(locale);
}

export function initialLocale(): Locale {
  return pickLocale(localStorage.getItem(LOCALE_KEY), navigator.languages ?? [navigator.language]);
}

export { i18n };
