// Spreadsheets (.xlsx) for the imports (docs/files.md "Imports"): the first worksheet's rows become the same records a CSV gives, so
// one set of checks serves both. An .xlsx is a zip: before anything is inflated, the sizes its central directory
// declares must stay under MAX_INFLATED_BYTES, so a 2 MB upload cannot unpack into gigabytes (zip bomb). The reader
// is read-excel-file's universal build, whose unzip (fflate) reads that same central directory and inflates each part
// into a buffer of exactly its declared size, so a zip whose parts lie about their size cannot get past the check
// either (its Node build streams local headers instead, which can leave the size out). Cells read as they show:
// dates as YYYY-MM-DD, numbers as digits, links (Excel links email addresses) as their text.
import { readSheet } from "read-excel-file/universal";

import type { FileRecord } from "./file-records";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** Whether the bytes start like a zip archive (every .xlsx does). */
export function looksLikeXlsx(bytes: Uint8Array): boolean {
  return bytes.length > 22 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The total uncompressed size the zip's central directory declares, or undefined when it cannot be read. */
export function declaredInflatedBytes(bytes: Buffer): number | undefined {
  // End of central directory: signature 0x06054b50, within the last 65,557 bytes (22 + a comment of up to 65,535).
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 65_557); at--) {
    if (bytes.readUInt32LE(at) !== 0x06054b50) continue;
    const entries = bytes.readUInt16LE(at + 10);
    let offset = bytes.readUInt32LE(at + 16);
    let total = 0;
    for (let i = 0; i < entries; i++) {
      if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return undefined;
      total += bytes.readUInt32LE(offset + 24);
      offset +=
        46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    }
    return total;
  }
  return undefined;
}

/** A cell as it shows: a date (read-excel-file gives a UTC Date for a date-formatted number) as its day. */
function cellText(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value === null || value === undefined) return "";
  return String(value).trim();
}

/** The first worksheet's non-empty rows as records; throws with a readable message when the file is not a workbook. */
export async function readXlsxRecords(bytes: Buffer): Promise<FileRecord[]> {
  const declared = declaredInflatedBytes(bytes);
  if (declared === undefined) throw new Error("the file is not a readable .xlsx workbook");
  if (declared > MAX_INFLATED_BYTES)
    throw new Error(`the workbook unpacks to more than ${MAX_INFLATED_BYTES / 1024 / 1024} MB`);
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  // Row i of the sheet is rows[i - 1]: empty rows above and between are kept as empty arrays, so the records keep
  // their sheet row numbers for the problems' "line".
  const rows = await readSheet(copy, 1);
  const records: FileRecord[] = [];
  for (const [index, row] of rows.entries()) {
    const cells = row.map(cellText);
    if (cells.some((c) => c !== "")) records.push({ record: cells, info: { lines: index + 1 } });
  }
  return records;
}
