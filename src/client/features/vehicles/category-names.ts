import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Vehicle categories are reference data the server keeps in English (src/server/db/vehicle-reference-data.ts,
 * SPEC §9's fixed list); the screens show them in the portal's language (issue 9 §4). Keyed by the stored
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

/** The categories as choices for a select, sorted by their name in the portal's language. */
export function categoryChoices(i18n: I18n, categories: Record<string, { id: string; name: string }> | undefined): { id: string; label: string }[] {
  const collator = new Intl.Collator(i18n.locale);
  return Object.values(categories ?? {})
    .map((category) => ({ id: category.id, label: categoryLabel(i18n, category.name) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
