import { expect, type Download, type Page } from "@playwright/test";

import { openMenuEntry } from "./portal-page";

/** `/portal/integrations/qbooks`, the operator's QuickBooks exports, as an administrator meets it. */
export class QuickBooksPage {
  constructor(readonly page: Page) {}

  /** From the invoices screen, where administrators find it (it has no menu item: docs/billing.md "Decisions"). */
  async openFromInvoices() {
    await openMenuEntry(this.page, "invoices");
    await expect(this.page.getByRole("heading", { name: "Invoices" })).toBeVisible();
    await this.page.getByTestId("invoice-quickbooks-link").click();
    await expect(this.page).toHaveURL(/\/portal\/integrations\/qbooks$/);
    await expect(this.page.getByRole("heading", { name: "QuickBooks", exact: true })).toBeVisible();
  }

  get connection() {
    return this.page.getByTestId("qb-connection");
  }

  get summary() {
    return this.page.getByTestId("qb-summary");
  }

  historyRows() {
    return this.page.getByTestId("qb-history-row");
  }

  async choosePeriod(from: string, to: string) {
    await this.page.getByTestId("qb-from").fill(from);
    await this.page.getByTestId("qb-to").fill(to);
  }

  async chooseCompany(name: string) {
    await this.page.getByLabel("Companies").selectOption({ label: name });
  }

  async export() {
    await this.page.getByTestId("qb-export").click();
    await expect(this.page.getByTestId("qb-exported")).toBeVisible();
  }

  /** Downloads one file of the export just made ("iif", "qboInvoices" or "qboPayments"). */
  async download(format: string): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent("download"),
      this.page.getByTestId("qb-exported").getByTestId(`qb-file-${format}`).click(),
    ]);
    return download;
  }
}
