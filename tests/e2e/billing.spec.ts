// Billing (docs/billing.md): the owner opens the month's invoice, a declined test card shows the processor's message
// and leaves it open, the documented test card pays it, and the PDF downloaded afterwards says it is paid. Also the
// plan screen, the pages of the list, and a phone in dark mode.
import { readFileSync } from "node:fs";

import { type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../playwright.config";
import { readMailFolder } from "../../src/server/mail/templates/eml";
import { pdfText } from "../../src/server/testing/pdf-text";
import { expectNoA11yViolations, hasHorizontalScroll } from "./a11y";
import type { JourneyCompany } from "./journey-company";
import { mailDir } from "./mail-folder";
import { InvoiceDetailsPage, InvoicesPage, PayInvoicePage } from "./pages/billing-pages";
import { openMenuEntry } from "./pages/portal-page";
import { SignInPage } from "./pages/sign-in-page";
import { expect, test } from "./test";

async function signInAsOwner(page: Page, demo: JourneyCompany) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(demo.owner, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
}

test("the owner pays the open invoice with a test card after a decline, and the PDF says it is paid", async ({
  page,
  demo,
}) => {
  await signInAsOwner(page, demo);
  const invoices = new InvoicesPage(page);
  await invoices.openFromMenu();
  // The demo company's history (features/billing/demo-invoices.ts): three paid months, last month's and this month's open.
  await expect(invoices.row("Paid")).toHaveCount(3);
  await expect(invoices.row("Open")).toHaveCount(2);
  await invoices.openRow("Open");
  const details = new InvoiceDetailsPage(page);
  await expect(details.status).toHaveText("Open");
  await expect(page.getByTestId("invoice-lines")).toContainText("HST 13%");
  // The seller's number beside the tax it charges, as on the PDF (docs/billing.md "The seller").
  await expect(page.getByTestId("tax-registration")).toContainText("GST/HST no. 701234567 RT0001");
  const number = await details.number();

  await details.pay();
  const pay = new PayInvoicePage(page);
  await pay.payWith("4000 0000 0000 0002");
  await expect(pay.declined).toContainText("Your card was declined.");
  await pay.payWith("4000 0000 0000 9995");
  await expect(pay.declined).toContainText("Your card has insufficient funds.");
  await pay.payWith("4242 4242 4242 4242");
  await expect(page.getByTestId("paid-banner")).toContainText(`Invoice ${number} is paid`);
  await expect(details.status).toHaveText("Paid");
  await expect(page.getByTestId("invoice-due")).toHaveText("$0.00");

  const download = await details.downloadPdf();
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const text = pdfText(readFileSync((await download.path())!));
  expect(text).toContain(number);
  expect(text).toMatch(/Status:\s+Paid/);
  expect(text).toContain("Visa ending 4242");
  expect(text).toContain("Amount due");

  // Reloaded, the list shows it paid too.
  await page.reload();
  await expect(details.status).toHaveText("Paid");
});

test("a payment link pays an invoice without signing in; the owner sees it paid and gets the thank-you mail", async ({
  page,
  browser,
  demo,
}, testInfo) => {
  await signInAsOwner(page, demo);
  const invoices = new InvoicesPage(page);
  await invoices.openFromMenu();
  await invoices.openRow("Open");
  const details = new InvoiceDetailsPage(page);
  const number = await details.number();
  await page.getByTestId("invoice-payment-link").click();
  const url = await page.getByTestId("payment-link-url").inputValue();
  expect(url).toMatch(/\/portal\/operator\/billing\/paymentLink\?token=[A-Za-z0-9_-]{20,}$/);
  // Copy puts it on the clipboard, to paste into a mail to the bookkeeper.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByTestId("payment-link-copy").click();
  await expect(page.getByRole("status").filter({ hasText: "Copied." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // Someone without an account (the company's bookkeeper) opens it in another browser.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(url);
  await expect(stranger.getByTestId("link-title")).toContainText(number);
  // The invoice's table gets the room of a page, not the sign-in screens' narrow column.
  expect((await stranger.getByTestId("invoice-due").boundingBox())!.x).toBeGreaterThan(500);
  await expectNoA11yViolations(stranger, { label: "payment link page" });
  const pay = new PayInvoicePage(stranger);
  const month = await stranger.getByTestId("card-month").inputValue();
  await pay.payWith("4000 0000 0000 9995", "321");
  await expect(pay.declined).toContainText("Your card has insufficient funds.");
  // What was typed stays for the next try: only the card changes.
  await expect(stranger.getByTestId("card-month")).toHaveValue(month);
  await expect(stranger.getByTestId("card-cvc")).toHaveValue("321");
  await pay.payWith("4242 4242 4242 4242");
  await expect(stranger.getByTestId("paid-banner")).toContainText(`Invoice ${number} is paid`);
  // The link works once.
  await stranger.reload();
  await expect(stranger.getByRole("alert")).toContainText("LinkExpired");

  // The owner's open screen turns paid by itself (InvoicesChangedNotification), and the thank-you is mailed.
  await expect(details.status).toHaveText("Paid");
  await expect
    .poll(
      () =>
        readMailFolder(mailDir(testInfo))
          .filter((mail) => mail.text.includes(`invoice ${number}`) && mail.text.includes("We received"))
          .map((mail) => mail.to),
      { timeout: 10_000 },
    )
    .toEqual([demo.owner]);
});

test("the billing screen shows the plan's features, prices and the next invoice", async ({ page, demo }) => {
  await signInAsOwner(page, demo);
  await openMenuEntry(page, "billing");
  await expect(page.getByRole("heading", { name: "Billing" })).toBeVisible();
  await expect(page.getByTestId("billing-period")).toHaveText("Monthly");
  await expect(page.getByTestId("billing-features")).toContainText("Hours of Service");
  await expect(page.getByTestId("invoice-total")).toHaveText(/^\$[\d,]+\.\d{2}$/);
});

test("the billing addresses that name no invoice lead to the invoices list, never to an error", async ({
  page,
  demo,
}) => {
  await signInAsOwner(page, demo);
  for (const path of [
    "/portal/operator/billing/details",
    "/portal/operator/billing/paid",
    "/portal/operator/billing/paymentLink",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/portal\/operator\/invoices$/);
    await expect(page.getByRole("heading", { name: "Invoices" })).toBeVisible();
    await expect(page.getByTestId("error-id")).toHaveCount(0);
  }
});

test("pages of the invoice list: sizes and page numbers, and its CSV export", async ({ page, demo }) => {
  await signInAsOwner(page, demo);
  const invoices = new InvoicesPage(page);
  await invoices.openFromMenu();
  await page.getByLabel("Rows per page").selectOption("5");
  await expect(page.getByTestId("invoice-page")).toHaveText("Page 1 of 1");
  await expect(page.getByTestId("invoice-count")).toHaveText("5 invoices");
  // The export of the list downloads and parses: a header and one line per invoice.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("invoice-export").click()]);
  const lines = readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^Invoice number,PO number,Status,/);
  expect(lines).toHaveLength(6);
});

test("the invoice screens fit a phone in dark mode and pass the accessibility checks", async ({ page, demo }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await signInAsOwner(page, demo);
  await page.goto("/portal/operator/invoices");
  const invoices = new InvoicesPage(page);
  await expect(invoices.row("Paid").first()).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectNoA11yViolations(page);
  await invoices.openRow("Paid");
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectNoA11yViolations(page);
});
