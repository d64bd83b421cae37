// Spreadsheet records for the import: a written workbook reads back as its cells show, and the zip-bomb guards run
// before anything is inflated.
import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { workbookBytes, type WorkbookCell } from "../testing/workbook";
import { declaredInflatedBytes, readXlsxRecords } from "./xlsx";

const workbook = (rows: WorkbookCell[][]) => workbookBytes(rows, "People");

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

  test("a written workbook reads back as its cells show: text trimmed, numbers as digits, days as YYYY-MM-DD", async () => {
    // Text as write-excel-file writes it unchanged: no control characters (XML 1.0 has none but tab and line breaks),
    // none of the characters XML discourages (C1 controls, noncharacters) or U+FFFD, which it drops, and not the
    // _xHHHH_ escapes Excel writes for control characters, which a reader decodes. Nor the names of Object.prototype's
    // members: write-excel-file 4.1.1 looks shared strings up in a plain object and writes "toString" as a function.
    const xmlCharacter = (c: string) => {
      const code = c.codePointAt(0)!;
      if (code === 0x9 || code === 0xa || code === 0xd || code === 0x85) return true;
      const discouraged =
        (code >= 0x7f && code <= 0x9f) || (code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) === 0xfffe;
      return code >= 0x20 && code !== 0xfffd && !discouraged;
    };
    const text = fc
      .string({ unit: "grapheme", maxLength: 40 })
      .filter((t) => [...t].every(xmlCharacter) && !/_x[0-9a-f]{4}_/i.test(t) && !(t in Object.prototype));
    // Whole UTC days from 1 March 1900 (Excel's serial days count a 29 February 1900 that never was).
    const day = fc
      .integer({ min: Date.UTC(1900, 2, 1) / 86_400_000, max: Date.UTC(2199, 11, 31) / 86_400_000 })
      .map((n) => new Date(n * 86_400_000));
    const cell: fc.Arbitrary<WorkbookCell> = fc.oneof(
      text,
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      day,
      fc.constant(null),
      fc.record({ text: text, hyperlink: fc.constant("mailto:someone@fleet.ca") }),
    );
    const shown = (value: WorkbookCell): string =>
      value === null
        ? ""
        : value instanceof Date
          ? value.toISOString().slice(0, 10)
          : typeof value === "object"
            ? value.text.trim()
            : typeof value === "string"
              ? value.trim()
              : String(value);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cell, { maxLength: 8 }), { minLength: 1, maxLength: 12 }), async (rows) => {
        const records = await readXlsxRecords(await workbook(rows));
        const expected = rows.flatMap((row, index) => {
          const cells = row.map(shown);
          return cells.some((c) => c !== "") ? [{ cells, line: index + 1 }] : [];
        });
        expect(records.map((r) => r.info.lines)).toEqual(expected.map((e) => e.line));
        // A row reads as wide as the sheet's widest: empty cells past its own end are no difference.
        const trimmed = (cells: string[]) => cells.slice(0, cells.findLastIndex((c) => c !== "") + 1);
        expect(records.map((r) => trimmed(r.record))).toEqual(expected.map((e) => trimmed(e.cells)));
      }),
      { numRuns: 60 },
    );
  });

  test("a part that holds more than its central directory declares is refused, not read past its size", async () => {
    const people = [["First", "Email"], ...Array.from({ length: 50 }, (_, i) => [`Ana ${i}`, `ana.${i}@fleet.ca`])];
    const bytes = await workbook(people);
    expect(await readXlsxRecords(bytes)).toHaveLength(51);
    // Declare the sheet's part 100 bytes unpacked: its local header still says the whole, which a reader that
    // streams local headers would trust, and the 64 MB check would count only the 100.
    for (let at = bytes.indexOf(CENTRAL_ENTRY); at >= 0; at = bytes.indexOf(CENTRAL_ENTRY, at + 4)) {
      const name = bytes.subarray(at + 46, at + 46 + bytes.readUInt16LE(at + 28)).toString();
      if (name === "xl/worksheets/sheet1.xml") bytes.writeUInt32LE(100, at + 24);
    }
    await expect(readXlsxRecords(bytes)).rejects.toThrow();
  });
});

const CENTRAL_ENTRY = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
