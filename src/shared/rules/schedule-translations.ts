// The stock inspection schedules in the reader's language (docs/schedules.md "Languages of the stock schedules").
// A company's schedules are copies of the English templates and stay English in the database and on the wire; each
// screen, the driver app and the report PDF pass a stored text through scheduleText. A text that is exactly a stock
// English text (a name, description, declaration, part or defect of a template) reads in the reader's language; a
// text the company edited is its own wording and is shown as typed.
import esJson from "./inspection-schedules/translations/es.json" with { type: "json" };
import frCaJson from "./inspection-schedules/translations/fr-CA.json" with { type: "json" };

/** Stock English text → translation, per language the templates are translated into. */
export const SCHEDULE_TRANSLATIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "fr-CA": frCaJson,
  es: esJson,
};

// Maps, not the objects: a company's part named "constructor" must not find Object.prototype's.
const LOOKUP = new Map(
  Object.entries(SCHEDULE_TRANSLATIONS).map(([locale, texts]) => [locale, new Map(Object.entries(texts))]),
);

/** A defect found with several options is stored as their names joined so (inspections, validate-submit.ts). */
const DEFECT_SEPARATOR = "; ";

/**
 * `text` as the reader of `locale` should see it: the translation of a stock English text, or else `text` unchanged
 * (English locales, a company's own wording, a locale without translations such as the pseudo-locale).
 */
export function scheduleText(text: string, locale: string): string {
  const translations = LOOKUP.get(locale);
  if (!translations || text === "") return text;
  const whole = translations.get(text);
  if (whole !== undefined) return whole;
  // "insecure cargo; insecure fuel tank": the defects of one part, translated only when every one is stock text.
  const parts = text.split(DEFECT_SEPARATOR);
  if (parts.length < 2 || !parts.every((part) => translations.has(part))) return text;
  return parts.map((part) => translations.get(part)).join(DEFECT_SEPARATOR);
}
