import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The add/edit vehicle form as a user meets it, including the "More details" section. A field's message is its
 * accessible description (aria-describedby), so a check on it proves the message sits with that field.
 */
export class VehicleFormPage {
  constructor(readonly page: Page) {}

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async openDetails() {
    const toggle = this.page.getByRole("button", { name: "More details (optional)" });
    if (await toggle.isVisible()) await toggle.click();
    await expect(this.page.getByTestId("vehicle-details-section")).toBeVisible();
  }

  async fillBasics(name: string) {
    await this.field("Name or unit number").fill(name);
    await this.field("Category").selectOption({ label: "Straight Truck" });
    await this.field("Brake type").selectOption({ label: "Air brakes" });
  }

  async expectMessageUnder(label: string, message: string) {
    await expect(this.field(label)).toHaveAttribute("aria-invalid", "true");
    await expect(this.field(label)).toHaveAccessibleDescription(message);
  }

  nonStandardVin(): Locator {
    return this.page.getByLabel("Non-standard VIN (pre-1981 or special unit)");
  }

  banner(): Locator {
    return this.page.getByRole("alert").filter({ hasText: "There appears to be a problem" });
  }
}
