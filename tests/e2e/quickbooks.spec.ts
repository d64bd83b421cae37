// The QuickBooks export (docs/billing.md "QuickBooks export"): the platform administrator opens
// /portal/integrations/qbooks from the invoices screen, sees that no QuickBooks Online connection is configured and
// what was exported before (the demo's export), exports a period of the demo company's invoices, and downloads the
// IIF file and the QuickBooks Online CSV files, which parse: each IIF transaction balances and the CSV's lines add up
// to the same invoice. An owner is refused the page.
import { readFileSync } from "node:fs";

import { type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";

import { E2E_PASSWORD } from "../../playwright.config";
import { clockFromEnv } from "../../src/shared/clock";
import { openMenuEntry } from "./pages/portal-page";
import { QuickBooksPage } from "./pages/quickbooks-page";
import { SignInPage } from "./pages/sign-in-page";
import { expect, test } from "./test";

async function signIn(page: Page, email: string) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
}

/** "-12.34" → -1234 cents, from the digits. */
const cents = (text: string) => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
};

const pad = (n: number) => String(n).padStart(2, "0");

test("the administrator exports a period for QuickBooks and the IIF and CSV files parse and add up", async ({
  page,
  demo,
}) => {
  await signIn(page, "admin@fleetportal.localhost");
  const books = new QuickBooksPage(page);
  await books.openFromInvoices();
  await expect(books.connection).toContainText("No QuickBooks Online API connection is configured");
  await expect(books.connection).toContainText("QBO_CLIENT_ID");
  // The demo seed's export of the last three months is on record (features/billing/quickbooks-demo.ts).
  await expect(books.historyRows().first()).toContainText("Avery Admin");

  // The last three months: the demo company's invoices (built on the 1st) and the payments of the paid ones. Months
  // are the demo company's, in Toronto (features/billing/demo-invoices.ts): on New Year's Eve at 23:30 there it is
  // already January in UTC, and a UTC "last three months" would take in December, where companies that signed up
  // today have their first invoice.
  const [year, month] = clockFromEnv(process.env).today("America/Toronto").split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 4, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  await books.choosePeriod(
    `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-01`,
    `${last.getUTCFullYear()}-${pad(last.getUTCMonth() + 1)}-${pad(last.getUTCDate())}`,
  );
  // The period's summary covers every company: each journey's demo company has its three invoices in it.
  await expect(books.summary).toContainText(/\d+ invoices .* from \d+ companies/);
  const [, invoices, companies] = (await books.summary.textContent())!.match(/(\d+) invoices .* from (\d+) companies/)!;
  expect(Number(invoices)).toBe(3 * Number(companies));
  await books.chooseCompany(demo.name);
  await books.export();
  await expect(page.getByTestId("qb-exported")).toContainText("Exported 3 invoices");
  await expect(books.historyRows().first()).toContainText(demo.name);

  // IIF: the lists, then one INVOICE transaction per invoice, each balancing to zero.
  const iifDownload = await books.download("iif");
  expect(iifDownload.suggestedFilename()).toMatch(
    /^quickbooks-\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}-maple-leaf-haulage-\d+-demo\.iif$/,
  );
  const iif = readFileSync((await iifDownload.path())!, "ascii").split("\r\n");
  expect(iif[0]).toBe("!ACCNT\tNAME\tACCNTTYPE\tDESC");
  expect(iif).toContain("!ENDTRNS");
  expect(iif.some((line) => line.startsWith(`CUST\t${demo.name}\t`))).toBe(true);
  const columns = iif.find((line) => line.startsWith("!TRNS\t"))!.split("\t");
  const amount = columns.indexOf("AMOUNT");
  const docNumber = columns.indexOf("DOCNUM");
  const totals = new Map<string, number>();
  let open: { number: string; sum: number; type: string } | undefined;
  for (const line of iif) {
    const fields = line.split("\t");
    if (fields[0] === "TRNS")
      open = { number: fields[docNumber]!, sum: cents(fields[amount]!), type: fields[columns.indexOf("TRNSTYPE")]! };
    else if (fields[0] === "SPL") open!.sum += cents(fields[amount]!);
    else if (fields[0] === "ENDTRNS") {
      expect(open!.sum, `transaction ${open!.number} balances`).toBe(0);
      if (open!.type === "INVOICE") totals.set(open!.number, 0);
      open = undefined;
    }
  }
  for (const line of iif.filter((l) => l.startsWith("TRNS\tINVOICE") || l.startsWith("TRNS\t\tINVOICE")))
    totals.set(line.split("\t")[docNumber]!, cents(line.split("\t")[amount]!));
  expect(totals.size).toBe(3);

  // QuickBooks Online: the invoice lines with their taxes add up to the IIF's invoice totals; payments have a row each.
  const invoicesCsv = parse(readFileSync((await (await books.download("qboInvoices")).path())!, "utf8"), {
    columns: true,
  }) as Record<string, string>[];
  expect(Object.keys(invoicesCsv[0]!)).toEqual([
    "InvoiceNo",
    "Customer",
    "InvoiceDate",
    "DueDate",
    "Terms",
    "Memo",
    "Item(Product/Service)",
    "ItemDescription",
    "ItemQuantity",
    "ItemRate",
    "ItemAmount",
    "ItemTaxCode",
    "ItemTaxAmount",
    "ServiceDate",
  ]);
  for (const [number, total] of totals) {
    const lines = invoicesCsv.filter((row) => row.InvoiceNo === number);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.reduce((sum, row) => sum + cents(row.ItemAmount!) + cents(row.ItemTaxAmount!), 0)).toBe(total);
  }
  const paymentsCsv = parse(readFileSync((await (await books.download("qboPayments")).path())!, "utf8"), {
    columns: true,
  }) as Record<string, string>[];
  for (const row of paymentsCsv) {
    expect(totals.has(row.InvoiceNo!) || row.InvoiceNo!.startsWith("INV-")).toBe(true);
    expect(cents(row.Amount!)).toBeGreaterThan(0);
  }
});

test("an owner is refused the QuickBooks page and sees no link to it", async ({ page, demo }) => {
  await signIn(page, demo.owner);
  await openMenuEntry(page, "invoices");
  await expect(page.getByRole("heading", { name: "Invoices" })).toBeVisible();
  await expect(page.getByTestId("invoice-quickbooks-link")).toHaveCount(0);
  await page.goto("/portal/integrations/qbooks");
  await expect(page.getByTestId("refused-route")).toContainText("You cannot open this screen");
  await expect(page.getByTestId("refused-roles")).toContainText("Administrator");
});
