import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The IANA time zones grouped by region for the time-zone picker (docs/design/client-shell.md
 * "Formats and time zones"). The region is the id's first part ("America/Toronto" → America); the place is the rest,
 * underscores read as spaces. Each zone also gets its UTC offset now and its generic name in the portal's language
 * ("Eastern Time", "heure de l’Est"), so a search finds a zone by city, by offset or by the name people say.
 */
export interface TimeZoneEntry {
  id: string;
  region: string;
  place: string;
  offset: string;
  genericName: string;
  /** Lower-cased, accent-free text a query is matched against. */
  haystack: string;
}

/** Display order: the portal serves North America first. Ids outside these regions ("UTC") go under Other. */
export const REGIONS: readonly { key: string; label: MessageDescriptor }[] = [
  { key: "America", label: msg({ message: "Americas", context: "time zone region" }) },
  { key: "Europe", label: msg({ message: "Europe", context: "time zone region" }) },
  { key: "Africa", label: msg({ message: "Africa", context: "time zone region" }) },
  { key: "Asia", label: msg({ message: "Asia", context: "time zone region" }) },
  { key: "Australia", label: msg({ message: "Australia", context: "time zone region" }) },
  { key: "Pacific", label: msg({ message: "Pacific", context: "time zone region" }) },
  { key: "Atlantic", label: msg({ message: "Atlantic", context: "time zone region" }) },
  { key: "Indian", label: msg({ message: "Indian Ocean", context: "time zone region" }) },
  { key: "Antarctica", label: msg({ message: "Antarctica", context: "time zone region" }) },
  { key: "Arctic", label: msg({ message: "Arctic", context: "time zone region" }) },
  { key: "Other", label: msg({ message: "Other", context: "time zone region" }) },
];
const KNOWN_REGIONS = new Set(REGIONS.map((r) => r.key));

export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

export function placeOf(id: string): string {
  const slash = id.indexOf("/");
  return (slash < 0 ? id : id.slice(slash + 1)).replaceAll("_", " ").replaceAll("/", " / ");
}

function zoneName(id: string, locale: string, style: "longOffset" | "longGeneric", now: Date): string {
  try {
    return (
      new Intl.DateTimeFormat(locale, { timeZone: id, timeZoneName: style })
        .formatToParts(now)
        .find((part) => part.type === "timeZoneName")?.value ?? ""
    );
  } catch {
    return "";
  }
}

/** "GMT-05:00" → "UTC−05:00"; plain "GMT" (zero offset) → "UTC". */
function utcOffset(id: string, now: Date): string {
  const gmt = zoneName(id, "en-CA", "longOffset", now);
  return gmt === "GMT" || gmt === "" ? "UTC" : gmt.replace("GMT", "UTC").replace("-", "−");
}

/** `now`: the instant whose offset and name are shown (the client's clock; they change with daylight saving). */
export function timeZoneEntry(id: string, locale: string, now: Date): TimeZoneEntry {
  const region = id.split("/")[0]!;
  const place = placeOf(id);
  const offset = utcOffset(id, now);
  const genericName = zoneName(id, locale, "longGeneric", now);
  return {
    id,
    region: KNOWN_REGIONS.has(region) ? region : "Other",
    place,
    offset,
    genericName,
    haystack: normalize(`${id} ${place} ${offset} ${genericName}`),
  };
}

/**
 * Every zone the browser knows, plus `current` if it does not (a zone saved elsewhere), at the instant `now`.
 * Costs ~100 ms: build once.
 */
export function timeZoneTable(locale: string, current: string, now: Date): TimeZoneEntry[] {
  const ids = Intl.supportedValuesOf("timeZone");
  return (ids.includes(current) ? ids : [current, ...ids]).map((id) => timeZoneEntry(id, locale, now));
}

/** The zones matching every word of the query, grouped by region in display order. */
export function groupTimeZones(
  table: readonly TimeZoneEntry[],
  query: string,
): { region: string; zones: TimeZoneEntry[] }[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  const matching = table.filter((zone) => words.every((word) => zone.haystack.includes(word)));
  return REGIONS.map((r) => ({ region: r.key, zones: matching.filter((zone) => zone.region === r.key) })).filter(
    (group) => group.zones.length > 0,
  );
}
