// An import's columns (docs/files.md "Imports"): a header cell names a column when it matches one of its spellings,
// case, accents, spaces and punctuation aside ("E-mail", "License class", "Numéro d'unité"). Dates are ISO
// (YYYY-MM-DD) in the company's time zone.
import { instantOfWallTime } from "../../shared/rules/time-zone";

export interface ImportColumn<K extends string> {
  key: K;
  /** How the template and the export name it. */
  header: string;
  /** Its accepted spellings, normalised (normalizeHeader). */
  aliases: readonly string[];
}

export const normalizeHeader = (text: string) =>
  text
    .normalize("NFD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** Header cell → column key, or undefined for a column this import does not read (ignored). */
export function keyOfHeader<K extends string>(columns: readonly ImportColumn<K>[], header: string): K | undefined {
  const name = normalizeHeader(header);
  return columns.find((column) => column.aliases.includes(name))?.key;
}

/** YYYY-MM-DD (also YYYY/MM/DD) → the instant that day starts in the company's zone; undefined when not a date. */
export function parseIsoDate(cell: string, timeZone: string): number | undefined {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(cell.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1) return undefined;
  return instantOfWallTime(year, month, day, 0, 0, timeZone);
}

/** "Yes"/"No" in the words a spreadsheet uses (true, 1, x, oui, sí…); undefined when it is neither. */
export function parseYesNo(cell: string): boolean | undefined {
  const word = normalizeHeader(cell);
  if (["yes", "y", "true", "1", "x", "oui", "o", "si"].includes(word)) return true;
  if (["no", "n", "false", "0", "non"].includes(word)) return false;
  return undefined;
}
