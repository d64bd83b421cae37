// A screen the session may not use is refused before anything is filled (docs/design/client-shell.md "Refused
// screens"): the route guard reads the menu's gates and the events' access, and the refusal names what is needed.
import { type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../playwright.config";
import { expectNoA11yViolations } from "./a11y";
import { openMenuEntry } from "./pages/portal-page";
import { SignInPage } from "./pages/sign-in-page";
import { expect, test } from "./test";

async function signIn(page: Page, email: string) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
}

test("a mechanic who follows an office address is told which role it needs, with no form to fill", async ({
  page,
  demo,
}) => {
  await signIn(page, demo.mechanic);
  await openMenuEntry(page, "vehicles");
  await expect(page).toHaveURL(/\/portal\/operator\/[^/]+\/vehicles$/);
  const operator = page.url().replace(/\/vehicles$/, "");

  for (const screen of ["users/add", "users/invite", "users", "hours", "invoices"]) {
    await page.goto(`${operator}/${screen}`);
    const refused = page.getByTestId("refused-route");
    await expect(refused.getByRole("heading", { name: "You cannot open this screen" })).toBeVisible();
    // "Owner or Manager" (the menu's office roles), or with Administrator where the save's event names it too.
    await expect(page.getByTestId("refused-roles")).toContainText(/Owner,? (or )?Manager/);
    await expect(page.getByLabel("First name")).toHaveCount(0);
  }
  // Check-ins and the payment cards, at their addresses without a company: refused the same way.
  for (const address of ["/portal/operator/checkins", "/portal/operator/payment/edit"]) {
    await page.goto(address);
    await expect(
      page.getByTestId("refused-route").getByRole("heading", { name: "You cannot open this screen" }),
    ).toBeVisible();
    await expect(page.getByTestId("refused-roles")).toContainText(/Owner/);
    await expect(page.getByLabel("Card number")).toHaveCount(0);
  }
  await expectNoA11yViolations(page, { label: "refused screen" });
  await page.getByRole("link", { name: "Go to your home page" }).click();
  await expect(page).toHaveURL(/\/portal\/home$/);
});
