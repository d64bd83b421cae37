import { expect, type Page } from "@playwright/test";

/**
 * Follows a main-menu entry by its id (`menu-${id}`), as a user would: on a phone the menu sits behind the Menu
 * button (docs/design/client-shell.md "Two layouts: classic and v3"), so that is pressed first.
 */
export async function openMenuEntry(page: Page, id: string): Promise<void> {
  const entry = page.getByTestId(`menu-${id}`).filter({ visible: true });
  const menuButton = page.getByTestId("open-menu").filter({ visible: true });
  await expect(entry.or(menuButton).first()).toBeVisible();
  if ((await entry.count()) === 0) await menuButton.click();
  await entry.click();
}

/** The signed-in shell and home screen. */
export class PortalPage {
  constructor(readonly page: Page) {}

  /** Home after signing in: a first sign-in is welcomed, a later one welcomed back (docs/home.md "Screens"). */
  async expectHome(firstName: string, companyName: string, { firstSignIn = false } = {}) {
    await expect(this.page).toHaveURL(/\/portal\/home$/);
    await expect(this.page.getByTestId("greeting")).toHaveText(`Hi ${firstName}`);
    await expect(this.page.getByTestId("company-name")).toHaveText(companyName);
    await expect(this.page.getByTestId("home-heading")).toHaveText(
      firstSignIn ? `Welcome, ${firstName}` : `Welcome back, ${firstName}`,
    );
  }

  async openSignOut() {
    await this.page.getByRole("link", { name: "Sign out" }).click();
    await expect(this.page.getByRole("heading", { name: "Sign out" })).toBeVisible();
  }

  /** Sign out → Confirm, ending on the sign-in screen. */
  async signOut() {
    await this.openSignOut();
    await this.confirmButton().click();
    await expect(this.page).toHaveURL(/\/signin$/);
  }

  confirmButton() {
    return this.page.getByRole("button", { name: "Confirm" });
  }

  backButton() {
    return this.page.getByRole("button", { name: "Back" });
  }
}
