import { parse } from "csv-parse/sync";
// No file the product writes for a spreadsheet carries a formula (OWASP "CSV Injection"): any text a user typed —
// a name, a memo, a company — that starts with =, +, -, @, a tab or a carriage return reaches every CSV and IIF
// writer as text a spreadsheet shows and never runs, and amounts stay numbers. The list exports (employees,
// invoices, reports) share csvStream's csv-stringify options; the QuickBooks CSV and IIF files are checked whole.
import { stringify } from "csv-stringify/sync";
import fc from "fast-check";
import { expect, test } from "vitest";

import { qboInvoicesCsv, qboPaymentsCsv } from "../features/billing/quickbooks-csv";
import { iifFile } from "../features/billing/quickbooks-iif";
import { QB_ACCOUNTS, type QbInvoice, type QbPayment } from "../features/billing/quickbooks-model";
import { FORMULA_SAFE_CSV, neutraliseFormula } from "./spreadsheet-cells";

const TRIGGER = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?\d+(\.\d+)?$/;
/** A cell a spreadsheet would run: starts like a formula and is not a plain number. */
const runs = (cell: string) => TRIGGER.test(cell) && !NUMBER.test(cell);

/** Text as an attacker types it: often starting like a formula. */
const hostile = fc
  .tuple(
    fc.constantFrom("=", "+", "-", "@", "\t", "\r", "=HYPERLINK(", "@SUM(", "-2+3+cmd|' /C calc'!A0", ""),
    fc.string(),
  )
  .map(([start, rest]) => start + rest);

test("a neutralised cell is the text or the text behind an apostrophe, and never runs", () => {
  fc.assert(
    fc.property(fc.oneof(hostile, fc.string()), (cell) => {
      const safe = neutraliseFormula(cell);
      expect(safe === cell || safe === `'${cell}`).toBe(true);
      expect(runs(safe)).toBe(false);
    }),
    { numRuns: 2000 },
  );
  expect(neutraliseFormula("-12.50")).toBe("-12.50");
  expect(neutraliseFormula('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")');
});

test("the list exports' CSV options leave no cell that runs", () => {
  fc.assert(
    fc.property(
      fc.array(fc.array(fc.oneof(hostile, fc.constantFrom("-3.20", "1500")), { minLength: 3, maxLength: 3 })),
      (rows) => {
        const text = stringify(rows, { ...FORMULA_SAFE_CSV, bom: true, header: true, columns: ["a", "b", "c"] });
        const cells = (parse(text, { bom: true, relax_column_count: true }) as string[][]).flat();
        expect(cells.filter(runs)).toEqual([]);
      },
    ),
  );
});

const day = { year: 2027, month: 3, day: 1 };
function invoiceOf(customer: string, memo: string, description: string, address: string): QbInvoice {
  return {
    number: "1001",
    customer,
    date: day,
    dueDate: day,
    serviceDate: day,
    memo,
    billTo: [customer, address],
    taxCode: "HST ON",
    lines: [
      {
        item: description,
        itemType: "SERV",
        description,
        quantity: -1,
        rateCents: 1250,
        amountCents: -1250,
        taxable: false,
        taxCode: "",
        taxCents: 0,
        account: QB_ACCOUNTS.revenue,
      },
    ],
    taxes: [],
    amountCents: -1250,
  };
}

test("the QuickBooks CSV and IIF files leave no cell that runs, whatever the names, memos and addresses", () => {
  fc.assert(
    fc.property(hostile, hostile, hostile, hostile, (customer, memo, description, address) => {
      const invoice = invoiceOf(customer, memo, description, address);
      const payment: QbPayment = {
        invoiceNumber: "1001",
        customer,
        date: day,
        method: memo,
        reference: address,
        amountCents: 1250,
      };
      const csvCells = [qboInvoicesCsv([invoice]), qboPaymentsCsv([payment])].flatMap((text) =>
        (parse(text, { bom: true, relax_column_count: true, relax_quotes: true }) as string[][]).flat(),
      );
      expect(csvCells.filter(runs)).toEqual([]);
      const iif = iifFile({
        customers: [{ name: customer, companyName: customer, billTo: [address], email: memo }],
        invoices: [invoice],
        payments: [payment],
      });
      const iifCells = iif.split("\r\n").flatMap((line) => line.split("\t"));
      expect(iifCells.filter(runs)).toEqual([]);
    }),
  );
});
