import { chooseNewPassword, mailedPath } from "./pages/accounts-pages";
import { CompanyBillingPage, NewCompanyPage } from "./pages/admin-companies-pages";
import { operator } from "./pages/operator-lists-pages";
import { PortalPage, openMenuEntry } from "./pages/portal-page";
import { SignInPage } from "./pages/sign-in-page";
// An operator changes a company's features while its owner has the portal open: the owner's menu gains the feature
// switched on and loses the one switched off at once, without a reload, and the new entry's screen loads (the server
// already lets the open session through to it). The journey makes its own company and owner.
import { expect, test, runClock } from "./test";

test("an open session's menu follows the operator's change of its company's features, without a reload", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${runClock.now()}`;
  const name = `Algonquin Haul ${tag}`;
  const email = `ines.${tag}@algonquinhaul.localhost`;
  const admin = await operator(browser);
  const form = new NewCompanyPage(admin);
  await form.open();
  await form.fill({
    name,
    website: `algonquin-${tag}.localhost`,
    city: "Pembroke",
    province: "ON",
    first: "Inès",
    last: "Lavoie",
    email,
  });
  await form.create();
  await expect(admin.getByTestId("admin-company-name")).toHaveText(name);

  // The owner chooses a password from the welcome mail and signs in: inspections on, hours of service off.
  await page.goto(await mailedPath(testInfo, email, "/recovery"));
  await chooseNewPassword(page, "ines-owner-password");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByTestId("reset-done")).toBeVisible();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email, "ines-owner-password");
  await new PortalPage(page).expectHome("Inès", name, { firstSignIn: true });
  // A new company's first screen: what to do next. With inspections on, choosing schedules is a step; keeping the
  // standard ones ticks it at once.
  const checklist = page.getByTestId("getting-started");
  await expect(checklist.getByTestId("getting-started-progress")).toContainText("0 of 3 done");
  await expect(checklist.getByTestId("setup-schedules")).toHaveAttribute("data-done", "false");
  await checklist.getByTestId("keep-standard-schedules").click();
  await expect(checklist.getByTestId("setup-schedules")).toHaveAttribute("data-done", "true");
  await expect(checklist.getByTestId("getting-started-progress")).toContainText("1 of 3 done");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByTestId("menu-inspections")).toBeVisible();
  await expect(menu.getByTestId("menu-hours")).toHaveCount(0);
  // Survives only as long as the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));

  // The operator switches hours of service on and inspections off.
  await admin.getByTestId("company-billing-link").click();
  const billing = new CompanyBillingPage(admin);
  await billing.setFeature("Hours of Service", true, "2.50");
  await billing.setFeature("Inspections", false);
  await billing.save();

  // The owner's open page follows at once.
  await expect(menu.getByTestId("menu-hours")).toBeVisible();
  await expect(menu.getByTestId("menu-inspections")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // The new entry's screen loads its (empty) timesheets: the server lets this session through too.
  await openMenuEntry(page, "hours");
  await expect(page.getByRole("heading", { name: "Hours of Service", exact: true })).toBeVisible();
  await expect(page.getByTestId("timesheet-count")).toContainText("0");
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Switched back on, inspections returns to the menu, still without a reload.
  await billing.setFeature("Inspections", true);
  await billing.save();
  await expect(menu.getByTestId("menu-inspections")).toBeVisible();
  await admin.context().close();
});
