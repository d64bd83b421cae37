import { E2E_PASSWORD } from "../../playwright.config";
import type { JourneyCompany } from "./journey-company";
import { LostPasswordPage, mailedPath } from "./pages/accounts-pages";
import { PortalPage } from "./pages/portal-page";
import { SignInPage } from "./pages/sign-in-page";
import { expect, test } from "./test";

async function signedIn(page: import("@playwright/test").Page, demo: JourneyCompany) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(demo.manager, E2E_PASSWORD);
  const portal = new PortalPage(page);
  await portal.expectHome("Marcus", demo.name);
  return portal;
}

test("Back closes the sign-out dialog and keeps the session", async ({ page, demo }) => {
  const portal = await signedIn(page, demo);
  await portal.openSignOut();
  await portal.backButton().click();
  await portal.expectHome("Marcus", demo.name);
});

test("Confirm signs out, clears the stored session and returns to sign-in; a reload stays signed out", async ({
  page,
  demo,
}) => {
  const portal = await signedIn(page, demo);
  await portal.openSignOut();
  await portal.confirmButton().click();
  await expect(page).toHaveURL(/\/signin$/);
  // Only this browser's device token for the account stays (docs/accounts.md "Slowing down guesses"): no session.
  expect(await page.evaluate(() => ({ local: Object.keys(localStorage), tab: sessionStorage.length }))).toEqual({
    local: ["fleet.devices"],
    tab: 0,
  });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign in to your fleet" })).toBeVisible();
  await page.goto("/portal/home");
  await expect(page).toHaveURL(/\/signin$/);
});

test("signing out in one tab signs out the other tab of the same session", async ({ page, context, demo }) => {
  await signedIn(page, demo);
  const second = await context.newPage();
  await second.goto("/portal/home");
  await new PortalPage(second).expectHome("Marcus", demo.name);
  const portal = new PortalPage(page);
  await portal.openSignOut();
  await portal.confirmButton().click();
  await expect(second).toHaveURL(/\/signin$/);
  // The other tab is left on a working sign-in screen, without a reload (docs/accounts.md "Rules").
  const again = new SignInPage(second);
  await again.signIn(demo.manager, E2E_PASSWORD);
  await new PortalPage(second).expectHome("Marcus", demo.name);
});

// The socket closed at sign-out must be reopened for the public screens (shared office computers).
test("sign in, sign out and sign in again without a reload", async ({ page, demo }) => {
  const portal = await signedIn(page, demo);
  await portal.signOut();
  const signIn = new SignInPage(page);
  await signIn.signIn(demo.manager, E2E_PASSWORD);
  await portal.expectHome("Marcus", demo.name);
  await expect(signIn.problem).toHaveCount(0);
  // And once more: the second sign-out reopens the socket as well.
  await portal.signOut();
  await signIn.signIn(demo.manager, E2E_PASSWORD);
  await portal.expectHome("Marcus", demo.name);
});

test('after signing out, "Forgot your password?" works and mails a link', async ({ page, demo }, testInfo) => {
  const portal = await signedIn(page, demo);
  await portal.signOut();
  await new SignInPage(page).forgotPassword();
  await new LostPasswordPage(page).request(demo.manager);
  expect(await mailedPath(testInfo, demo.manager, "/recovery")).toMatch(/^\/recovery\/.+/);
});
