import { expect, type Browser, type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../../playwright.config";
import { SignInPage } from "./sign-in-page";

/** The platform operator of the demo seed, signed in through the sign-in page (bot check included). */
export async function operator(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn("admin@fleetportal.localhost", E2E_PASSWORD);
  await expect(page).not.toHaveURL(/\/signin$/);
  return page;
}

/** An operator's cross-company list (/portal/admin/{list}) and the read-only record a row opens. */
export class AdminListPage {
  constructor(
    readonly page: Page,
    /** The list's path under /portal/admin/ and its name in test ids (`${domain}-count`). */
    readonly domain: string,
  ) {}

  async open(heading: string, path = `/portal/admin/${this.domain}`) {
    await this.page.goto(path);
    await expect(this.page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(this.page.getByTestId(`${this.domain}-count`)).not.toBeEmpty();
  }

  table() {
    return this.page.getByTestId("virtual-table");
  }

  rows() {
    // Loaded rows only: a window on its way shows placeholder rows (aria-busy).
    return this.table()
      .locator('[role=row]:not([aria-busy="true"])')
      .filter({ has: this.page.getByRole("gridcell") });
  }

  row(text: string) {
    return this.rows().filter({ hasText: text });
  }

  async count(): Promise<number> {
    const text = (await this.page.getByTestId(`${this.domain}-count`).textContent()) ?? "";
    return Number(text.replace(/\D/g, ""));
  }

  /** Waits until the count shows `predicate`'s number, and returns it. */
  async countWhere(predicate: (count: number) => boolean): Promise<number> {
    await expect.poll(() => this.count().then(predicate)).toBe(true);
    return this.count();
  }

  /** The company filter: types part of the name and picks the company; undefined clears it. */
  async filterByCompany(name: string | undefined) {
    if (name === undefined) {
      await this.page.getByRole("button", { name: "Clear Company" }).click();
      return;
    }
    await this.page.getByLabel("Company", { exact: true }).click();
    const box = this.page.getByRole("combobox", { name: "Company" });
    // The whole name: every journey has a demo company of its own, all named alike (tests/e2e/journey-company.ts).
    await box.fill(name);
    await this.page.getByRole("option", { name, exact: true }).click();
    await expect(box).toHaveValue(name);
    // Taken once the rows on screen are all that company's: until then the count and rows can still be the last
    // filter's (every use here filters to a company that has rows).
    await expect
      .poll(
        async () => {
          const shown = await this.companiesShown();
          return shown.length > 0 && shown.every((company) => company === name);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  }

  /** The Company column's cells of the rows on screen. */
  async companiesShown(): Promise<string[]> {
    return this.columnShown(0);
  }

  /**
   * The texts of one column's cells (0: Company) in the rows on screen, read in one go: a live list re-renders its
   * rows while a test reads them, and a locator held per row would wait for a row that is gone.
   */
  async columnShown(column: number): Promise<string[]> {
    return this.rows().evaluateAll(
      (rows, index) => rows.map((row) => row.querySelectorAll('[role="gridcell"]')[index]?.textContent?.trim() ?? ""),
      column,
    );
  }
}
