// Page objects of the checklist screens: the office's editor and details, the driver app's checklist.
import { expect, type Page } from "@playwright/test";

import { openMenuEntry } from "./portal-page";

export class ChecklistEditorPage {
  constructor(private readonly page: Page) {}

  async openAdd() {
    await openMenuEntry(this.page, "checklists");
    await expect(this.page.getByRole("heading", { name: "Checklists", exact: true })).toBeVisible();
    await this.page.getByTestId("add-checklist").first().click();
    await expect(this.page.getByRole("heading", { name: "Add checklist" })).toBeVisible();
  }

  async name(text: string) {
    await this.page.getByTestId("checklist-name-input").fill(text);
  }

  item(index: number) {
    return this.page.getByTestId(`item-editor-${index}`);
  }

  async addItem() {
    await this.page.getByTestId("add-item").click();
  }

  /** Names item `index`, picks its type and, for a list, its answers with their grades. */
  async fillItem(
    index: number,
    name: string,
    type: "Text" | "Number" | "List" | "Yes/No",
    options: [string, "Good" | "Minor" | "Major"][] = [],
  ) {
    const item = this.item(index);
    await item.getByTestId("item-name").fill(name);
    await item.getByTestId("item-type").selectOption({ label: type });
    for (const [j, [option, grade]] of options.entries()) {
      if (j >= (await item.getByTestId("option-name").count())) await item.getByTestId("add-option").click();
      await item.getByTestId("option-name").nth(j).fill(option);
      await item.getByTestId("option-grade").nth(j).selectOption({ label: grade });
    }
  }

  async itemNames(): Promise<string[]> {
    return this.page
      .getByTestId("item-name")
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  }

  async save() {
    await this.page.getByTestId("save-checklist").click();
    await expect(this.page).toHaveURL(/\/checklists\/[^/]+\/details$/);
  }
}

export class DriverChecklist {
  constructor(private readonly page: Page) {}

  async open(checklist: string) {
    await this.page.getByTestId("tile-checklist").click();
    await this.page.getByTestId("pick-checklist").filter({ hasText: checklist }).click();
    await expect(this.page.getByTestId("drive-title")).toHaveText(checklist);
  }

  async pickVehicle(name: string) {
    await this.page.getByLabel("Find the vehicle").fill(name);
    await this.page.getByTestId("unit-result").filter({ hasText: name }).first().click();
    await expect(this.page.getByTestId("picked-vehicle")).toContainText(name);
  }

  item(number: number) {
    return this.page.getByTestId(`fill-item-${number}`);
  }

  async choose(number: number, option: string) {
    await this.item(number).getByRole("button", { name: option, exact: true }).click();
  }

  async type(number: number, value: string) {
    await this.item(number).getByTestId("fill-value").fill(value);
  }

  async send() {
    await this.page.getByTestId("submit-checklist").click();
  }
}

/** The vehicle checklists: a checklist's "Attached to N vehicles" and a vehicle's "Checklists" panel. */
export class VehicleChecklistsPage {
  constructor(private readonly page: Page) {}

  /** On a checklist's details: attaches it to the vehicles found by `names`, every `days` days, first due on `firstDue`. */
  async attachToVehicles(names: string[], days: number, firstDue: string) {
    await this.page.getByTestId("open-attach-to-vehicles").click();
    const form = this.page.getByTestId("attach-to-vehicles");
    for (const name of names) {
      await form.getByLabel("Search vehicles").fill(name);
      await form.getByRole("checkbox", { name: new RegExp(`^${name}\\b`) }).check();
    }
    await form.getByTestId("attach-many-schedule").selectOption("everyDays");
    await form.getByTestId("attach-many-every-days").fill(String(days));
    await form.getByTestId("attach-many-first-due").fill(firstDue);
    await form.getByTestId("attach-to-vehicles-submit").click();
    await expect(form).toBeHidden();
  }

  /** The attached checklist's row: on a checklist it is named by its vehicle, on a vehicle by its checklist. */
  row(name: string) {
    return this.page.getByTestId("vehicle-checklist").filter({ hasText: name });
  }
}
