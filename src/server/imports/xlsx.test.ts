// Spreadsheet records for the import, and the zip-bomb guard that runs before anything is inflated.
import ExcelJS from "exceljs";
import { describe, expect, test } from "vitest";

import { declaredInflatedBytes, readXlsxRecords } from "./xlsx";

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("People");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe("xlsx import", () => {
  test("rows come back as text records numbered by sheet row, empty rows skipped", async () => {
    const bytes = await workbook([
      ["First", "Last", "Email", "Roles", "Start date"],
      [],
      ["Ana", "Roy", "ana@fleet.ca", "driver", new Date(Date.UTC(2025, 0, 6))],
    ]);
    expect(await readXlsxRecords(bytes)).toEqual([
      { record: ["First", "Last", "Email", "Roles", "Start date"], info: { lines: 1 } },
      { record: ["Ana", "Roy", "ana@fleet.ca", "driver", "2025-01-06"], info: { lines: 3 } },
    ]);
  });

  test("a workbook whose zip declares more than 64 MB unpacked is refused before inflating", async () => {
    const bytes = await workbook([["First"], ["Ana"]]);
    expect(declaredInflatedBytes(bytes)).toBeLessThan(100_000);
    // Rewrite the first central-directory entry's uncompressed size to ~4 GB.
    const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(0xfffffff0, central + 24);
    await expect(readXlsxRecords(bytes)).rejects.toThrow(/more than 64 MB/);
    await expect(readXlsxRecords(Buffer.from("not a zip at all, just text"))).rejects.toThrow(/not a readable/);
  });
});
