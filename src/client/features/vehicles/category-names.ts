import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Vehicle categories are reference data the server keeps in English (src/server/db/vehicle-reference-data.ts,
 * the fixed list of docs/vehicles.md "Rules"); the screens show them in the portal's language. Keyed by the stored
 * name, because list rows carry the name and not the id. A name not listed here (a category added later
 * without a translation) shows as stored.
 */
export const CATEGORY_NAMES: Record<string, MessageDescriptor> = {
  Truck: msg({ message: "Truck", context: "vehicle category" }),
  "Bucket Truck": msg({ message: "Bucket Truck", context: "vehicle category" }),
  Car: msg({ message: "Car", context: "vehicle category" }),
  "Cube Van": msg({ message: "Cube Van", context: "vehicle category" }),
  Trailer: msg({ message: "Trailer", context: "vehicle category" }),
  "Bus (Motor Coach)": msg({ message: "Bus (Motor Coach)", context: "vehicle category" }),
  "Drill Truck": msg({ message: "Drill Truck", context: "vehicle category" }),
  "Dump Truck": msg({ message: "Dump Truck", context: "vehicle category" }),
  "Highway Tractor": msg({ message: "Highway Tractor", context: "vehicle category" }),
  Limo: msg({ message: "Limo", context: "vehicle category" }),
  "Straight Truck": msg({ message: "Straight Truck", context: "vehicle category" }),
  "School Purpose Vehicle": msg({ message: "School Purpose Vehicle", context: "vehicle category" }),
  SUV: msg({ message: "SUV", context: "vehicle category" }),
  "Tow Truck": msg({ message: "Tow Truck", context: "vehicle category" }),
  "Bus (School)": msg({ message: "Bus (School)", context: "vehicle category" }),
  "Vacuum Truck": msg({ message: "Vacuum Truck", context: "vehicle category" }),
  Van: msg({ message: "Van", context: "vehicle category" }),
  Unknown: msg({ message: "Unknown", context: "vehicle category" }),
  Bus: msg({ message: "Bus", context: "vehicle category" }),
  Equipment: msg({ message: "Equipment", context: "vehicle category" }),
};

export function categoryLabel(i18n: I18n, storedName: string | undefined): string {
  if (storedName === undefined) return "";
  const descriptor = CATEGORY_NAMES[storedName];
  return descriptor ? i18n._(descriptor) : storedName;
}

type Categories = Record<string, { id: string; name: string }>;
type Choices = { id: string; label: string }[];

// Building an Intl.Collator loads the locale's collation data (~20 ms the first time on a cold page), and
// the list screens ask for these choices on every render: one collator per locale, one sorted list per reference
// data object and locale.
const collators = new Map<string, Intl.Collator>();
const sortedChoices = new WeakMap<Categories, Map<string, Choices>>();
/** Bumped by every catalog load or locale change (a chunk's messages arriving changes the labels). */
let catalogVersion = 0;
const watched = new WeakSet<I18n>();

/** The categories as choices for a select, sorted by their name in the portal's language. */
export function categoryChoices(i18n: I18n, categories: Categories | undefined): Choices {
  if (!categories) return [];
  let byLocale = sortedChoices.get(categories);
  if (!byLocale) sortedChoices.set(categories, (byLocale = new Map()));
  if (!watched.has(i18n)) {
    watched.add(i18n);
    i18n.on("change", () => void (catalogVersion += 1));
  }
  const key = `${i18n.locale}|${catalogVersion}`;
  const cached = byLocale.get(key);
  if (cached) return cached;
  let collator = collators.get(i18n.locale);
  if (!collator) collators.set(i18n.locale, (collator = new Intl.Collator(i18n.locale)));
  const choices = Object.values(categories)
    .map((category) => ({ id: category.id, label: categoryLabel(i18n, category.name) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  byLocale.set(key, choices);
  return choices;
}
