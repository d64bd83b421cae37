// Cells a spreadsheet would run as formulas (OWASP, "CSV Injection"): a value that starts with =, +, -, @, a tab or
// a carriage return is read by Excel, LibreOffice and Google Sheets as a formula — `=HYPERLINK(…)` typed as a
// person's name would become a live link in the office's export. Every CSV and IIF file the product writes passes
// its text cells through here (docs/reports.md "What a file holds"): such a cell gets a leading apostrophe, which spreadsheets
// show as text and do not display. Plain numbers, negative amounts included, are left as they are.

/** The first characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as the exports write them ("-12.50", "+3", "1500"): a spreadsheet reads it as a number, not a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** The cell as a spreadsheet reads it as text, never as a formula. */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** csv-stringify's options that pass every text cell through neutraliseFormula. */
export const FORMULA_SAFE_CSV = { cast: { string: (value: string) => neutraliseFormula(value) } } as const;
