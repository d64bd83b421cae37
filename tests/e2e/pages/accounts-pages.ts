import { join } from "node:path";

import { expect, type Page, type TestInfo } from "@playwright/test";

import { lastMailedPath } from "../../../src/server/mail/templates/eml";

/** The newest link under `prefix` mailed to `to` by the e2e server of this project (DATA_DIR/mail, .eml files). */
export async function mailedPath(testInfo: TestInfo, to: string, prefix: string): Promise<string> {
  // playwright.config.ts gives each E2E_INSTANCE its own data folder (…-pglite-1).
  const suffix = process.env.E2E_INSTANCE ? `-${process.env.E2E_INSTANCE}` : "";
  const dir = join("test-results", `e2e-data-${testInfo.project.name}${suffix}`, "mail");
  let path: string | undefined;
  await expect
    .poll(() => (path = lastMailedPath(dir, to, prefix)), {
      message: `a mail to ${to} with a ${prefix} link`,
      timeout: 10_000,
    })
    .toBeDefined();
  return path!;
}

/** `/register`: the sign-up form. */
export class RegisterPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/register");
    await expect(this.page.getByRole("heading", { name: "Register your company" })).toBeVisible();
  }

  async fill(values: {
    first: string;
    last: string;
    email: string;
    phone: string;
    company: string;
    website: string;
    city: string;
    province: string;
    role: string;
    fleetSize: string;
  }) {
    const p = this.page;
    await p.getByLabel("First name").fill(values.first);
    await p.getByLabel("Last name").fill(values.last);
    await p.getByLabel("Email").fill(values.email);
    await p.getByLabel("Phone").fill(values.phone);
    await p.getByLabel("Company name").fill(values.company);
    await p.getByLabel("Company website (optional)").fill(values.website);
    await p.getByLabel("City").fill(values.city);
    // Chromium here reports en-US, where the portal says "State" for "Province".
    await p.getByLabel(/^(Province|State)$/).selectOption(values.province);
    await p.getByLabel("Your role in the company").fill(values.role);
    await p.getByLabel("Fleet size").selectOption(values.fleetSize);
    await p.getByLabel("How did you hear about us?").selectOption("friend");
    await p.getByLabel("Hours of Service").check();
    await p.getByLabel(/I accept the terms/).check();
  }

  async submitWhenBotCheckPasses() {
    // The widget solves its proof of work by itself; the hidden field holds the answer once it has.
    await expect(this.page.locator('[data-testid="bot-check"] input[name="altcha"]')).toHaveValue(/.+/, {
      timeout: 20_000,
    });
    await this.page.getByRole("button", { name: "Register", exact: true }).click();
  }
}

/** A form with "New password" and "Confirm new password" (verify, reset, change). */
export async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
}

/** `/portal/settings`. */
export class SettingsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByRole("link", { name: /^(Settings|Paramètres)$/ }).click();
  }

  language() {
    return this.page.locator("main select").first();
  }
}

/** `/recovery`: "Forgot your password?" — ask for a reset link by email. */
export class LostPasswordPage {
  constructor(readonly page: Page) {}

  async request(email: string) {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByRole("button", { name: "Send the link" }).click();
    await expect(this.page.getByTestId("recovery-sent")).toBeVisible();
  }
}
