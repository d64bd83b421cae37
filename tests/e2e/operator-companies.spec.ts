import type { Browser, Page, TestInfo } from "@playwright/test";

import { expectNoA11yViolations } from "./a11y";
import { chooseNewPassword, mailedPath, RegisterPage } from "./pages/accounts-pages";
import { CompanyBillingPage, NewCompanyPage, RegistrationsPage } from "./pages/admin-companies-pages";
import { operator } from "./pages/operator-lists-pages";
import { PortalPage } from "./pages/portal-page";
import { SignInPage } from "./pages/sign-in-page";
// Companies and registrations (docs/operator.md "Companies and registrations"): the platform operator approves a
// registration that waits for them, the new owner's sign-in mail is in the outbox and its link lets them choose a
// password and sign in; the operator creates a company with its owner, then changes its discount and features, and
// the company's billing display changes with them, each change in the company's audit log. Each journey makes its own
// registration and company.
import { expect, test, runClock } from "./test";

/** A company registers on the public form and the operator approves it; answers the applicant's email and company. */
async function registerAndApprove(
  page: Page,
  browser: Browser,
  testInfo: TestInfo,
  slug: string,
): Promise<{ email: string; company: string }> {
  const tag = `${slug}-${testInfo.project.name}-${runClock.now()}`;
  const email = `nadia.${tag}@lakeshorebus.localhost`;
  const company = `Lakeshore Bus ${tag}`;
  const register = new RegisterPage(page);
  await register.open();
  await register.fill({
    first: "Nadia",
    last: "Haddad",
    email,
    phone: "905-555-0123",
    company,
    website: `lakeshore-${tag}.localhost`,
    city: "Oakville",
    province: "ON",
    role: "Owner",
    fleetSize: "11-20",
  });
  await register.submitWhenBotCheckPasses();
  await expect(page.getByTestId("register-sent")).toBeVisible();

  const admin = await operator(browser);
  const registrations = new RegistrationsPage(admin);
  await registrations.open();
  // The demo's two sign-ups wait too (features/operator/demo-registrations.ts).
  await expect(registrations.row("Prairie Grain Haulers")).toBeVisible();
  await registrations.openRow(company);
  await expect(registrations.details()).toContainText(email);
  // What the applicant chose, in words: "A friend", the page's language by name, never the stored codes.
  await expect(registrations.details()).toContainText("A friend");
  await expect(registrations.details()).toContainText(/English \((Canada|United States)\)/);
  await expect(registrations.details()).not.toContainText(/\ben-(CA|US)\b/);
  await registrations.approve();
  await registrations.details().getByTestId("registration-company").click();
  await expect(admin.getByTestId("admin-company-name")).toHaveText(company);
  await expect(admin.getByTestId("admin-company-details")).toContainText(email);
  await admin.context().close();
  return { email, company };
}

test("the operator approves a waiting registration; the owner's mail sets a password and the owner signs in", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { email, company } = await registerAndApprove(page, browser, testInfo, "mail");

  // The owner's sign-in mail, through the outbox: a link to choose a password.
  await page.goto(await mailedPath(testInfo, email, "/recovery"));
  await chooseNewPassword(page, "nadia-owner-password");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByTestId("reset-done")).toBeVisible();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email, "nadia-owner-password");
  await new PortalPage(page).expectHome("Nadia", company, { firstSignIn: true });
});

test("an applicant approved before following their confirmation link chooses their password there and signs in", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { email, company } = await registerAndApprove(page, browser, testInfo, "verify");
  // The sign-up's own /verify link, opened after the approval: not "sign in with your password" (there is none yet)
  // but the password form.
  await page.goto(await mailedPath(testInfo, email, "/verify"));
  await chooseNewPassword(page, "nadia-chose-at-verify");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByTestId("verify-done")).toContainText(`${company} is ready`);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email, "nadia-chose-at-verify");
  await new PortalPage(page).expectHome("Nadia", company, { firstSignIn: true });
});

test("the operator creates a company; its discount and features change its billing display, each change audited", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}-${runClock.now()}`;
  const name = `Rideau Coach ${tag}`;
  const admin = await operator(browser);
  const form = new NewCompanyPage(admin);
  await form.open();
  await form.fill({
    name,
    website: `rideau-${tag}.localhost`,
    city: "Ottawa",
    province: "ON",
    first: "Luc",
    last: "Gagnon",
    email: `luc.${tag}@rideaucoach.localhost`,
  });
  await form.create();
  await expect(admin.getByTestId("admin-company-name")).toHaveText(name);
  await expect(admin.getByTestId("admin-company-details")).toContainText(`luc.${tag}@rideaucoach.localhost`);

  // The company list finds it (both of its paths show it), and a row opens the company.
  await admin.goto("/portal/admin/company/list");
  await admin.getByLabel("Search companies").fill(name);
  const row = admin.getByTestId("virtual-table").getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(`luc.${tag}@rideaucoach.localhost`);
  await expect(row).toContainText("Active");
  await expectNoA11yViolations(admin, { label: "company list" });
  await row.click();
  await expect(admin.getByTestId("admin-company-name")).toHaveText(name);

  await admin.getByTestId("company-billing-link").click();
  const billing = new CompanyBillingPage(admin);
  await expect(billing.display().getByTestId("billing-discount")).toHaveText("None");
  await expect(billing.display().getByTestId("billing-features")).not.toContainText("Hours of Service");
  await expect(billing.display().getByTestId("billing-features")).toContainText("$3.00 / vehicle");

  await admin.getByLabel("Discount").selectOption("half");
  await billing.setFeature("Hours of Service", true, "2.50");
  await billing.setFeature("Inspections", true, "4.00");
  await billing.save();
  await expect(billing.display().getByTestId("billing-discount")).toHaveText("Half (50%)");
  await expect(billing.display().getByTestId("billing-features")).toContainText("Hours of Service");
  await expect(billing.display().getByTestId("billing-features")).toContainText("$4.00 / vehicle");
  await expectNoA11yViolations(admin, { label: "company billing" });

  // A price that is not a number is refused under its field, and nothing is saved.
  await billing.setFeature("Map", true, "cheap");
  await admin.getByTestId("save-billing").click();
  await expect(billing.feature("Map").getByTestId("field-error")).toBeVisible();

  // Both writes are in the company's audit log, newest first, with before and after.
  await admin.getByRole("link", { name: "Company details" }).click();
  const audit = admin.getByRole("grid", { name: "Audit log" });
  await expect(audit.getByRole("row").filter({ hasText: "Company changed" })).toHaveCount(1);
  await expect(audit.getByRole("row").filter({ hasText: "Company created" })).toHaveCount(1);
  await audit.getByRole("row").filter({ hasText: "Company changed" }).click();
  await expect(admin.getByTestId("audit-entry")).toContainText("discount");
  await expect(admin.getByTestId("audit-entry")).toContainText("feature.timesheets");
  await expectNoA11yViolations(admin, { label: "company details" });
  await admin.context().close();
});
