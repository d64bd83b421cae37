import { readFile } from "node:fs/promises";

import { E2E_PASSWORD } from "../../playwright.config";
import { expectNoA11yViolations } from "./a11y";
import { RegisterPage, SettingsPage, chooseNewPassword, mailedPath } from "./pages/accounts-pages";
import { PortalPage, openMenuEntry } from "./pages/portal-page";
import { SignInPage } from "./pages/sign-in-page";
import { expect, test } from "./test";

test("register → the mail → verify → set password → sign in → French and back → sign out", async ({
  page,
}, testInfo) => {
  const email = `rosa.${testInfo.project.name}@ottawavalley.localhost`;
  // The proof-of-work worker arrives late, as on a slow phone: Register is pressed while the bot check still runs.
  let release: () => void = () => undefined;
  const late = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/sha-[^/]*\.js$/, async (route) => {
    await late;
    await route.continue();
  });
  const register = new RegisterPage(page);
  await register.open();
  await register.fill({
    first: "Rosa",
    last: "Diaz",
    email,
    phone: "613-555-0199",
    company: "Ottawa Valley Transit",
    website: `ottawavalley-${testInfo.project.name}.localhost`,
    city: "Ottawa",
    province: "ON",
    role: "Owner",
    fleetSize: "6-10",
  });
  await page.getByRole("button", { name: "Register", exact: true }).click();
  // It waits for the check, says so, and registers by itself once it passes: no error to click through.
  await expect(page.getByTestId("register-waiting")).toBeVisible();
  await expect(page.getByTestId("error-id")).toHaveCount(0);
  release();
  await expect(page.getByTestId("register-sent")).toContainText("The reply may take up to 24 hours.");

  await page.goto(await mailedPath(testInfo, email, "/verify"));
  await expect(page.getByText("Welcome, Rosa.")).toBeVisible();
  await chooseNewPassword(page, "rosa-chooses-a-password");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByTestId("verify-done")).toContainText("Ottawa Valley Transit is ready.");
  await page.getByRole("link", { name: "Go to sign-in" }).click();

  const signIn = new SignInPage(page);
  await signIn.signIn(email, "rosa-chooses-a-password");
  const portal = new PortalPage(page);
  await portal.expectHome("Rosa", "Ottawa Valley Transit", { firstSignIn: true });

  // A brand-new company's home says what to do next: its vehicles, its people, its schedules.
  const checklist = page.getByTestId("getting-started");
  await expect(checklist.getByTestId("getting-started-progress")).toContainText("0 of 3 done");
  await expectNoA11yViolations(page, { label: "getting started" });
  // The fleet from a spreadsheet: the template downloads, and filled with its examples it imports as it is.
  await checklist.getByTestId("setup-vehicles").getByRole("link", { name: "Import them from a spreadsheet" }).click();
  await expect(page.getByRole("heading", { name: "Import vehicles from a spreadsheet" })).toBeVisible();
  await expectNoA11yViolations(page, { label: "import vehicles" });
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("vehicles-template").click()]);
  expect(download.suggestedFilename()).toBe("vehicles.csv");
  const template = await readFile(await download.path());
  await page.getByTestId("import-file").setInputFiles({ name: "vehicles.csv", mimeType: "text/csv", buffer: template });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByTestId("import-done")).toContainText("Imported 2 of 2 rows");
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(page.getByTestId("virtual-table").getByRole("row").filter({ hasText: "TR-950" })).toBeVisible();
  // Home again: the step is ticked, and a reload still greets her first session as one.
  await openMenuEntry(page, "home");
  await expect(checklist.getByTestId("setup-vehicles")).toHaveAttribute("data-done", "true");
  await expect(checklist.getByTestId("getting-started-progress")).toContainText("1 of 3 done");
  await page.reload();
  await expect(page.getByTestId("home-heading")).toHaveText("Welcome, Rosa");

  const settings = new SettingsPage(page);
  await settings.open();
  await settings.language().selectOption("fr-CA");
  await expect(page.getByRole("heading", { name: "Paramètres" })).toBeVisible();
  await expect(page.getByTestId("greeting")).toHaveText("Bonjour Rosa");
  await settings.language().selectOption("en-CA");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();

  await portal.openSignOut();
  await portal.confirmButton().click();
  await expect(page).toHaveURL(/\/signin$/);
});

test("recovery: the mailed link sets a new password once; opened again it says it was used", async ({
  page,
  demo,
}, testInfo) => {
  // Each project has its own server and database, so this password is changed once per project. A demo driver whom
  // no other journey signs in as, and who forgot the password he chose: the link gives him a new one.
  const email = demo.email("dmitri.ivanov");
  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByTestId("recovery-sent")).toBeVisible();

  const link = await mailedPath(testInfo, email, "/recovery");
  await page.goto(link);
  await chooseNewPassword(page, "dmitri-recovered-password");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByTestId("reset-done")).toBeVisible();

  // The spent link says so at once, with no form to fill in vain, and leads to a new one.
  await page.goto(link);
  await expect(page.getByTestId("reset-link-spent")).toContainText("This link has been used already");
  await expect(page.getByRole("button", { name: "Save the new password" })).toHaveCount(0);
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/recovery$/);

  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email, "dmitri-recovered-password");
  await new PortalPage(page).expectHome("Dmitri", demo.name);
});

test("a user of two companies switches company by clicking its name in the header", async ({ page, demo }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(demo.manager, E2E_PASSWORD);
  const portal = new PortalPage(page);
  await portal.expectHome("Marcus", demo.name);
  await page.getByTestId("company-name").click();
  await expect(page.getByRole("heading", { name: "Choose a company" })).toBeVisible();
  await page.getByRole("button", { name: demo.secondName }).click();
  await portal.expectHome("Marcus", demo.secondName);
  // The choice is remembered across a reload.
  await page.reload();
  await portal.expectHome("Marcus", demo.secondName);
});

test("a mechanic sees the reduced menu; Dashboard only in v3", async ({ page, demo }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(demo.mechanic, E2E_PASSWORD);
  await expect(page.getByTestId("greeting")).toHaveText("Hi Mei");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByTestId("menu-home")).toBeVisible();
  const ids = await menu
    .locator("[data-testid^=menu-]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("data-testid")!.slice(5)));
  // A mechanic's menu (docs/users.md "Who may do what"): Home, Vehicles & Trailers, Equipment, Inspections, Checklists,
  // Reports — nothing else.
  expect(
    ids.every((id) => ["home", "vehicles", "equipment", "inspections", "checklists", "reports"].includes(id)),
  ).toBe(true);
  await page.goto("/portal/settings");
  await page.getByLabel("Use the new layout (v3)").check();
  await expect(menu.getByTestId("menu-dashboard")).toHaveCount(0);
});

test("the v3 switch and dark mode survive a reload", async ({ page, demo }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(demo.manager, E2E_PASSWORD);
  await expect(page.getByTestId("greeting")).toHaveText("Hi Marcus");
  await page.goto("/portal/settings");
  await page.getByLabel("Use the new layout (v3)").check();
  await expect(page.getByTestId("sidebar")).toBeVisible();
  await page.getByRole("switch").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  // The sidebar is 220 px wide (polled: its width animates).
  await expect.poll(async () => (await page.getByTestId("sidebar").boundingBox())?.width).toBe(220);

  await page.reload();
  await expect(page.getByTestId("sidebar")).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await openMenuEntry(page, "dashboard");
  await expect(page).toHaveURL(/\/portal\/v3\/operator\/[^/]+\/dashboard$/);
  await expect(page.getByTestId("dashboard-heading")).toBeVisible();
  await page.getByRole("button", { name: "Collapse the sidebar" }).click();
  await expect.poll(async () => (await page.getByTestId("sidebar").boundingBox())?.width).toBe(56);
});

test("every public route has its screen", async ({ page }) => {
  for (const [path, heading] of [
    ["/about", "About Fleet Portal"],
    ["/privacy", "Privacy policy"],
    ["/terms", "Terms of service"],
    ["/my160", "The 160 km radius exemption"],
    ["/isFleetPortalRight4Me", "Is Fleet Portal right for me?"],
    ["/signup", "Register your company"],
    ["/signupv0", "Register your company"],
    ["/signinv0", "Sign in to your fleet"],
    ["/recovery", "Lost password"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await page.goto("/verify/not-a-registration");
  await expect(page.getByTestId("error-id")).toHaveText("(NotFound)");
});
