/**
 * The languages the portal speaks; en-CA is the source (docs/design/client-shell.md "Languages"). "pseudo" exists for
 * layout checks.
 */
export const LOCALES = ["en-CA", "fr-CA", "es", "en-US"] as const;
export type Locale = (typeof LOCALES)[number] | "pseudo";

export const DEFAULT_LOCALE: Locale = "en-CA";
export const LOCALE_KEY = "fleet.locale";

/** The stored choice, else the browser's language mapped onto ours, else en-CA. */
export function pickLocale(stored: string | null, browser: readonly string[]): Locale {
  if (stored && (LOCALES as readonly string[]).concat("pseudo").includes(stored)) return stored as Locale;
  for (const tag of browser) {
    const lower = tag.toLowerCase();
    if (lower === "en-us") return "en-US";
    if (lower.startsWith("fr")) return "fr-CA";
    if (lower.startsWith("es")) return "es";
    if (lower.startsWith("en")) return "en-CA";
  }
  return DEFAULT_LOCALE;
}
