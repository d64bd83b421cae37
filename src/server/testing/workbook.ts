// Workbooks for the import tests, made as a spreadsheet saves them (docs/files.md "Imports"): typed cells — a date
// as a date-formatted number, a number as a number — and, as Excel does by itself with a typed email address, cells
// that are links, whose text sits in the cell and whose target in the sheet's <hyperlinks>. write-excel-file writes
// the workbook; links go through its extension point (a "feature"), since it has no link cell of its own.
import type { Blob } from "node:buffer";
import type Stream from "node:stream";

import writeExcelFile, { type Cell, type Feature } from "write-excel-file/node";
import {
  getCellAddress,
  getOrderOfSiblings,
  getSelfClosingTagMarkup,
  insertElementMarkupAccordingToOrderOfSiblings,
} from "write-excel-file/utility";

/** A cell of a test workbook: a value, empty, or a link shown as its text. */
export type WorkbookCell = string | number | boolean | Date | null | { text: string; hyperlink: string };

const HYPERLINK_RELATIONSHIP = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink";

/** The sheet's links as a feature (of the node build, whose file contents are these): a relationship per target, a <hyperlink> per cell. */
function hyperlinks(links: { address: string; target: string }[]): Feature<Stream | Buffer | Blob> {
  const id = (index: number) => `rId-link-${index + 1}`;
  return {
    files: {
      transform: {
        "xl/worksheets/sheet{id}.xml": {
          transform: (xml) =>
            insertElementMarkupAccordingToOrderOfSiblings(
              xml,
              `<hyperlinks>${links
                .map((link, index) => getSelfClosingTagMarkup("hyperlink", { ref: link.address, "r:id": id(index) }))
                .join("")}</hyperlinks>`,
              getOrderOfSiblings("xl/worksheets/sheet{id}.xml", "worksheet") ?? [],
              "worksheet",
            ),
        },
        "xl/worksheets/_rels/sheet{id}.xml.rels": {
          insert: () =>
            links
              .map((link, index) =>
                getSelfClosingTagMarkup("Relationship", {
                  Id: id(index),
                  Type: HYPERLINK_RELATIONSHIP,
                  Target: link.target,
                  TargetMode: "External",
                }),
              )
              .join(""),
        },
      },
    },
  };
}

/** The .xlsx bytes of one sheet with these rows (row 1 first); dates show as YYYY-MM-DD. */
export async function workbookBytes(rows: readonly (readonly WorkbookCell[])[], sheet = "Sheet1"): Promise<Buffer> {
  const links: { address: string; target: string }[] = [];
  const data = rows.map((row, rowIndex) =>
    row.map((cell, columnIndex): Cell => {
      if (cell === null || typeof cell !== "object" || cell instanceof Date) return cell;
      links.push({ address: getCellAddress(rowIndex, columnIndex), target: cell.hyperlink });
      return cell.text;
    }),
  );
  return writeExcelFile(
    data,
    { sheet, dateFormat: "yyyy-mm-dd" },
    { features: links.length > 0 ? [hyperlinks(links)] : [] },
  ).toBuffer();
}
