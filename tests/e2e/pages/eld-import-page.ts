import { expect, type Locator, type Page } from "@playwright/test";

/** The ELD file import screen (`/portal/operator/hours/import-eld`, or an employee's), as the office uses it. */
export class EldImportPage {
  constructor(readonly page: Page) {}

  /** Opens it from the Hours of Service list's "Import ELD file" action. */
  async openFromHoursList() {
    await this.page.getByTestId("eld-import-link").click();
    await expect(this.page.getByRole("heading", { name: "Import an ELD file" })).toBeVisible();
  }

  async pickDriver(name: string) {
    await expect(this.page.getByTestId("eld-import-driver").getByRole("option", { name })).toHaveCount(1);
    await this.page.getByTestId("eld-import-driver").selectOption({ label: name });
  }

  /** Chooses the file (its text, as the ELD wrote it) and imports it. */
  async importFile(name: string, text: string) {
    await this.page
      .getByTestId("eld-import-file")
      .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
    await this.page.getByRole("button", { name: "Import", exact: true }).click();
  }

  get result(): Locator {
    return this.page.getByTestId("eld-import-result");
  }

  dayRow(shownDay: string): Locator {
    return this.page.getByTestId("eld-import-day").filter({ hasText: shownDay });
  }

  get problem(): Locator {
    return this.page.getByTestId("eld-import-problem");
  }
}
