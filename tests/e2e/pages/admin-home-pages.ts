import { expect, type Locator, type Page } from "@playwright/test";

import { openMenuEntry } from "./portal-page";

/** The admin home (/portal/admin/home): the platform's figures, its charts and the company finder. */
export class AdminHomePage {
  constructor(readonly page: Page) {}

  /** From any portal screen, through the main menu's Admin entry. */
  async openFromMenu() {
    await openMenuEntry(this.page, "admin");
    await expect(this.page).toHaveURL(/\/portal\/admin\/home$/);
    await expect(this.page.getByTestId("admin-heading")).toHaveText("Admin");
  }

  figure(id: string): Locator {
    return this.page.getByTestId(`figure-${id}`);
  }

  /** A figure once loaded, as a number. */
  async figureValue(id: string): Promise<number> {
    await expect(this.figure(id)).toHaveText(/^[\d,\s]+$/);
    return Number(((await this.figure(id).textContent()) ?? "").replace(/\D/g, ""));
  }

  series(name: string): Locator {
    return this.page.getByTestId(`platform-series-${name}`);
  }

  /** Types into the finder and opens the one company it shows by that name, read-only. */
  async viewCompany(name: string) {
    await this.page.getByLabel("Company name or website").fill(name);
    const hit = this.page.getByTestId("company-finder-hit").filter({ hasText: name });
    await expect(hit).toHaveCount(1);
    await hit.getByTestId("view-as-open").click();
  }
}

/** The banner of a read-only view, on every screen while it lasts. */
export class ViewAsBanner {
  constructor(readonly page: Page) {}

  banner(): Locator {
    return this.page.getByTestId("view-as-banner");
  }

  async expectViewing(companyName: string) {
    await expect(this.banner()).toContainText(`Viewing ${companyName} as the operator — read only`);
  }

  async exit() {
    await this.page.getByTestId("view-as-exit").click();
    await expect(this.banner()).toHaveCount(0);
  }
}
