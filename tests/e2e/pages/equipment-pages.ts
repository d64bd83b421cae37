// Page objects of the equipment screens: the list, form and details in the portal, and the equipment
// inspection in the driver app (the checklist flow with Equipment picked instead of a vehicle).
import { expect, type Page } from "@playwright/test";

export interface EquipmentFormFields {
  name?: string;
  make?: string;
  model?: string;
  serial?: string;
  year?: string;
  hours?: string;
  notes?: string;
}

export class EquipmentPages {
  constructor(readonly page: Page) {}

  /** Through the main menu, as a user finds it. */
  async openList() {
    await this.page.getByTestId("menu-equipment").first().click();
    await expect(this.page.getByRole("heading", { name: "Equipment", exact: true })).toBeVisible();
    await expect(this.page.getByTestId("equipment-count")).not.toBeEmpty();
  }

  row(name: string) {
    return this.page.getByTestId("virtual-table").getByRole("row").filter({ hasText: name });
  }

  async search(text: string) {
    await this.page.getByLabel("Search equipment").fill(text);
  }

  async startAdding() {
    await this.page.getByRole("button", { name: "Add equipment" }).click();
    await expect(this.page.getByRole("heading", { name: "Add equipment" })).toBeVisible();
  }

  async fill(fields: EquipmentFormFields) {
    const labels: [keyof EquipmentFormFields, string][] = [
      ["name", "Name or unit number"],
      ["make", "Make"],
      ["model", "Model"],
      ["serial", "Serial number"],
      ["year", "Year"],
      ["hours", "Hours meter (h)"],
      ["notes", "Notes"],
    ];
    for (const [key, label] of labels)
      if (fields[key] !== undefined) await this.page.getByLabel(label, { exact: true }).fill(fields[key]!);
  }

  async save() {
    await this.page.getByRole("button", { name: "Save" }).click();
    await expect(this.page).toHaveURL(/\/equipment\/[^/]+\/details$/);
  }

  title() {
    return this.page.getByTestId("equipment-title");
  }

  status() {
    return this.page.getByTestId("defect-badge").first();
  }

  async remove(expectedQuestion: string) {
    await this.page.getByRole("button", { name: "Remove" }).click();
    await expect(this.page.getByText(expectedQuestion)).toBeVisible();
    await this.page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await expect(this.page.getByTestId("removed-badge")).toBeVisible();
  }

  /** The details screen's Inspect: picks the checklist, answers item by item, sends; lands on the result. */
  async inspectFromOffice(checklist: string, answers: [number, string][]) {
    await this.page.getByRole("link", { name: "Inspect", exact: true }).click();
    await this.page.getByTestId("inspect-checklist").selectOption({ label: checklist });
    for (const [number, option] of answers)
      await this.page.getByTestId(`fill-item-${number}`).getByRole("button", { name: option, exact: true }).click();
    await this.page.getByRole("button", { name: "Send" }).click();
    await expect(this.page).toHaveURL(/\/checklists\/results\//);
  }

  async markRepaired(note: string) {
    await this.page.getByRole("button", { name: "Mark repaired" }).click();
    await this.page.getByTestId("repair-note").fill(note);
    await this.page.getByRole("dialog").getByRole("button", { name: "Mark repaired" }).click();
    await expect(this.page.getByRole("dialog")).toHaveCount(0);
  }
}

/** The driver app's checklist flow for an equipment (features/checklists/drive with Equipment picked). */
export class DriverEquipmentInspection {
  constructor(private readonly page: Page) {}

  async open(checklist: string) {
    await this.page.getByTestId("tile-checklist").click();
    await this.page.getByTestId("pick-checklist").filter({ hasText: checklist }).click();
    await expect(this.page.getByTestId("drive-title")).toHaveText(checklist);
  }

  async pickEquipment(name: string) {
    await this.page.getByTestId("unit-kind-equipment").click();
    await this.page.getByLabel("Find the equipment").fill(name);
    await this.page.getByTestId("unit-result").filter({ hasText: name }).first().click();
    await expect(this.page.getByTestId("picked-vehicle")).toContainText(name);
  }

  async choose(number: number, option: string) {
    await this.page.getByTestId(`fill-item-${number}`).getByRole("button", { name: option, exact: true }).click();
  }

  async send() {
    await this.page.getByTestId("submit-checklist").click();
  }
}
