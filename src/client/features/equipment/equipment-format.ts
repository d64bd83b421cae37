import { i18n } from "@lingui/core";

const formatters = new Map<string, Intl.NumberFormat>();

/** An hours-meter reading as read on the unit: "6,120.5 h" (in the user's language); empty when not recorded. */
export function formatHours(hours: number | null | undefined): string {
  if (hours === undefined || hours === null) return "";
  const locale = !i18n.locale || i18n.locale === "pseudo" ? "en-CA" : i18n.locale;
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })));
  return `${formatter.format(hours)} h`;
}
