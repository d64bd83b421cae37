import { expect, type Page } from "@playwright/test";

/** The vehicle list, form and details screens. */
export class VehiclesPage {
  constructor(readonly page: Page) {}

  async openList() {
    await this.page.goto("/portal/operator/vehicles");
    await expect(this.page.getByRole("heading", { name: "Vehicles & Trailers" })).toBeVisible();
    await expect(this.page.getByTestId("vehicle-count")).not.toBeEmpty();
  }

  table() {
    return this.page.getByTestId("virtual-table");
  }

  row(name: string) {
    return this.table().getByRole("row").filter({ hasText: name });
  }

  async count(): Promise<number> {
    const text = (await this.page.getByTestId("vehicle-count").textContent()) ?? "";
    return Number(text.replace(/\D/g, ""));
  }

  async search(text: string) {
    await this.page.getByLabel("Search vehicles").fill(text);
  }

  async startAdding() {
    await this.page.getByRole("button", { name: "Add vehicle" }).click();
    await expect(this.page.getByRole("heading", { name: "Add a vehicle or trailer" })).toBeVisible();
  }

  async fill(fields: { name?: string; category?: string; plate?: string; brake?: string; safetyDate?: string }) {
    if (fields.name !== undefined) await this.page.getByLabel("Name or unit number").fill(fields.name);
    if (fields.category !== undefined) await this.page.getByLabel("Category").selectOption({ label: fields.category });
    if (fields.plate !== undefined) await this.page.getByLabel("Plate", { exact: true }).fill(fields.plate);
    if (fields.brake !== undefined) await this.page.getByLabel("Brake type").selectOption({ label: fields.brake });
    if (fields.safetyDate !== undefined) await this.page.getByLabel("Annual safety date").fill(fields.safetyDate);
  }

  async save() {
    await this.page.getByRole("button", { name: "Save" }).click();
  }

  title() {
    return this.page.getByTestId("vehicle-title");
  }
}
