// An import's file as records (docs/files.md "Imports"): a CSV or the first sheet of an .xlsx, one record per row with
// the line it ends on, so every domain's import checks the same records whichever the user saved.
import { parse } from "csv-parse";

import { XLSX_TYPE, readXlsxRecords } from "./xlsx";

/** One record of a file: its cells and the line (CSV) or row (spreadsheet) it ends on, the header being 1. */
export interface FileRecord {
  record: string[];
  info: { lines: number };
}

/** Lets the event loop run, so progress replies go out while a long import reads or writes. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Spreadsheets in French-speaking locales write ";" between cells: the header line tells which separator it is. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => header.split(c).length - 1;
  const candidates = [",", ";", "\t"].sort((a, b) => count(b) - count(a));
  return count(candidates[0]!) > 0 ? candidates[0]! : ",";
}

/** A CSV's records, streamed with a pause every 500 so progress replies go out; throws when it is not CSV. */
export async function readCsvRecords(text: string): Promise<FileRecord[]> {
  const records: FileRecord[] = [];
  const parser = parse(text, {
    bom: true,
    info: true,
    skip_empty_lines: true,
    relax_column_count: true,
    delimiter: delimiterOf(text.replace(/^\uFEFF/, "")),
    trim: true,
  });
  for await (const entry of parser as AsyncIterable<FileRecord>) {
    records.push(entry);
    if (records.length % 500 === 0) await breathe();
  }
  return records;
}

/** The stored file's records, or why it cannot be read (a sentence for the problem's hint). */
export async function readImportFile(
  bytes: Uint8Array,
  contentType: string,
): Promise<{ records: FileRecord[] } | { unreadable: string }> {
  const why = (what: string, error: unknown) =>
    `${what}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
  if (contentType === XLSX_TYPE) {
    try {
      return { records: await readXlsxRecords(Buffer.from(bytes)) };
    } catch (error) {
      return { unreadable: why("The workbook could not be read", error) };
    }
  }
  if (contentType !== "text/csv") return { unreadable: "Upload the CSV or .xlsx through POST /api/v1/imports." };
  try {
    return { records: await readCsvRecords(new TextDecoder("utf-8").decode(bytes)) };
  } catch (error) {
    return { unreadable: why("The file is not a CSV", error) };
  }
}
