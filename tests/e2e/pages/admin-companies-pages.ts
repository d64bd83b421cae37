import { expect, type Page } from "@playwright/test";

/** `/portal/admin/registration/list`: the registrations waiting for the operator, and the one opened. */
export class RegistrationsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/portal/admin/registration/list");
    await expect(this.page.getByRole("heading", { name: "Registrations" })).toBeVisible();
  }

  row(text: string) {
    return this.page.getByTestId("virtual-table").getByRole("row").filter({ hasText: text });
  }

  async openRow(companyName: string) {
    await this.page.getByLabel("Search registrations").fill(companyName);
    await this.row(companyName).click();
    await expect(this.details()).toContainText(companyName);
  }

  details() {
    return this.page.getByTestId("registration-details");
  }

  async approve() {
    await this.page.getByTestId("approve-registration").click();
    await expect(this.details().getByTestId("registration-status")).toHaveText("Approved");
  }
}

/** `/portal/admin/new`: a company with its owner, features and prices, billing period and discount. */
export class NewCompanyPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/portal/admin/new");
    await expect(this.page.getByRole("heading", { name: "New company" })).toBeVisible();
    await expect(this.page.getByTestId("feature-prices")).toBeVisible();
  }

  async fill(values: {
    name: string;
    website: string;
    city: string;
    province: string;
    first: string;
    last: string;
    email: string;
  }) {
    const p = this.page;
    await p.getByLabel("Company name", { exact: true }).fill(values.name);
    await p.getByLabel("Website (optional)", { exact: true }).fill(values.website);
    await p.getByLabel("City", { exact: true }).fill(values.city);
    await p.getByLabel(/^(Province or state|State or province)$/).selectOption(values.province);
    await p.getByLabel("Owner's first name", { exact: true }).fill(values.first);
    await p.getByLabel("Owner's last name", { exact: true }).fill(values.last);
    await p.getByLabel("Owner's email", { exact: true }).fill(values.email);
  }

  async create() {
    await this.page.getByTestId("create-company").click();
  }
}

/** `/portal/admin/companys/{id}/billing`: features on or off with prices, period and discount, and the billing display. */
export class CompanyBillingPage {
  constructor(readonly page: Page) {}

  feature(name: string) {
    return this.page
      .getByTestId("feature-prices")
      .getByRole("row")
      .filter({ has: this.page.getByText(name, { exact: true }) });
  }

  async setFeature(name: string, on: boolean, price?: string) {
    const row = this.feature(name);
    await row.getByRole("checkbox").setChecked(on);
    if (price !== undefined) await row.getByRole("textbox").fill(price);
  }

  async save() {
    await this.page.getByTestId("save-billing").click();
    await expect(this.page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  }

  display() {
    return this.page.getByTestId("admin-billing-display");
  }
}
