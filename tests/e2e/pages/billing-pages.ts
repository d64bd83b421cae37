import { expect, type Download, type Page } from "@playwright/test";

import { openMenuEntry } from "./portal-page";

/** The invoices list, an invoice and its pay screen, as an owner meets them (docs/billing.md "Screens"). */
export class InvoicesPage {
  constructor(readonly page: Page) {}

  async openFromMenu() {
    await openMenuEntry(this.page, "invoices");
    await expect(this.page.getByRole("heading", { name: "Invoices" })).toBeVisible();
  }

  row(text: string | RegExp) {
    return this.page.getByRole("row").filter({ hasText: text });
  }

  async openRow(text: string | RegExp) {
    await this.row(text).first().click();
    await expect(this.page.getByTestId("invoice-title")).toBeVisible();
  }
}

export class InvoiceDetailsPage {
  constructor(readonly page: Page) {}

  get title() {
    return this.page.getByTestId("invoice-title");
  }

  get status() {
    return this.page.getByTestId("invoice-status").first();
  }

  async number(): Promise<string> {
    return ((await this.title.textContent()) ?? "").replace(/^Invoice\s+/, "").trim();
  }

  async pay() {
    await this.page.getByTestId("invoice-pay").click();
    await expect(this.page.getByRole("heading", { name: /^Pay invoice/ })).toBeVisible();
  }

  async downloadPdf(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent("download"),
      this.page.getByTestId("invoice-pdf").click(),
    ]);
    return download;
  }
}

export class PayInvoicePage {
  constructor(readonly page: Page) {}

  async payWith(number: string, cvc = "123") {
    await this.page.getByTestId("card-number").fill(number);
    await this.page.getByTestId("card-cvc").fill(cvc);
    await this.page.getByTestId("pay-submit").click();
  }

  get declined() {
    return this.page.getByTestId("card-declined");
  }
}
