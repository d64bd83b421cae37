import { expect, type Page } from "@playwright/test";

/** The users list, the person form and details, and the CSV import. */
export class UsersPage {
  constructor(readonly page: Page) {}

  async openList() {
    await this.page.goto("/portal/operator/users");
    await expect(this.page.getByRole("heading", { name: "Users", exact: true })).toBeVisible();
    await expect(this.page.getByTestId("user-count")).not.toBeEmpty();
  }

  table() {
    return this.page.getByTestId("virtual-table");
  }

  row(text: string) {
    return this.table().getByRole("row").filter({ hasText: text });
  }

  async count(): Promise<number> {
    return Number(((await this.page.getByTestId("user-count").textContent()) ?? "").replace(/\D/g, ""));
  }

  async search(text: string) {
    await this.page.getByLabel("Search users").fill(text);
  }

  async fill(values: {
    first?: string;
    last?: string;
    email?: string;
    phone?: string;
    employmentId?: string;
    licenceClass?: string;
    licenceExpiry?: string;
    roles?: Record<string, boolean>;
  }) {
    const p = this.page;
    if (values.first !== undefined) await p.getByLabel("First name").fill(values.first);
    if (values.last !== undefined) await p.getByLabel("Last name").fill(values.last);
    if (values.email !== undefined) await p.getByLabel("Email", { exact: true }).fill(values.email);
    if (values.phone !== undefined) await p.getByLabel("Phone").fill(values.phone);
    if (values.employmentId !== undefined) await p.getByLabel("Employment ID").fill(values.employmentId);
    // Playwright's Chromium speaks en-US: "License".
    if (values.licenceClass !== undefined) await p.getByLabel("License class").selectOption(values.licenceClass);
    if (values.licenceExpiry !== undefined) await p.getByLabel("License expiration").fill(values.licenceExpiry);
    for (const [role, on] of Object.entries(values.roles ?? {}))
      await p.getByRole("checkbox", { name: role, exact: true }).setChecked(on);
  }

  title() {
    return this.page.getByTestId("user-title");
  }

  state() {
    return this.page.getByTestId("user-state");
  }

  /** Import a CSV given as text; waits for the answer (the done line or the problems table). */
  async importCsv(name: string, text: string) {
    await this.importFile(name, "text/csv", Buffer.from(text, "utf8"));
  }

  /** Import any file (a CSV, an .xlsx workbook); waits for the answer. */
  async importFile(name: string, mimeType: string, buffer: Buffer) {
    await this.page.getByTestId("import-file").setInputFiles({ name, mimeType, buffer });
    await this.page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(this.page.getByTestId("import-done").or(this.page.getByTestId("import-problems"))).toBeVisible({
      timeout: 20_000,
    });
  }
}

/** `/company/edit` and `/company/display`. */
export class CompanyPages {
  constructor(readonly page: Page) {}

  async openEdit() {
    await this.page.goto("/portal/operator/company/edit");
    await expect(this.page.getByRole("heading", { name: "Edit company" })).toBeVisible();
  }

  address(which: "hq" | "address") {
    return this.page.getByTestId(`address-${which}`);
  }
}
