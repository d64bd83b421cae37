import { expect, type Page } from "@playwright/test";

/** The sign-in screen as a user meets it (`/` and `/signin`). */
export class SignInPage {
  constructor(readonly page: Page) {}

  async open(path = "/signin") {
    await this.page.goto(path);
    await expect(this.page.getByRole("heading", { name: "Sign in to your fleet" })).toBeVisible();
  }

  async signIn(email: string, password: string, options: { keepSignedIn?: boolean } = {}) {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password").fill(password);
    const keep = this.page.getByLabel("Keep me signed in on this computer");
    if (options.keepSignedIn === false) await keep.uncheck();
    await this.waitForBotCheck();
    await this.page.getByRole("button", { name: "Sign in" }).click();
  }

  /** The widget solves its proof of work by itself; the hidden field holds the answer once it has. */
  async waitForBotCheck() {
    await expect(this.page.locator('[data-testid="bot-check"] input[name="altcha"]')).toHaveValue(/.+/, {
      timeout: 20_000,
    });
  }

  async forgotPassword() {
    await this.page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(this.page.getByRole("heading", { name: "Lost password" })).toBeVisible();
  }

  get problem() {
    return this.page.getByRole("alert");
  }
}
