// People (docs/users.md, docs/company.md): the users list, add / edit / remove / restore, invitation by mail, CSV
// import and export, and the company details screens.
import { readFile } from "node:fs/promises";

import { type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../playwright.config";
import { expectNoA11yViolations, hasHorizontalScroll, useLocalSettings } from "./a11y";
import { chooseNewPassword, mailedPath } from "./pages/accounts-pages";
import { PortalPage, openMenuEntry } from "./pages/portal-page";
import { SignInPage } from "./pages/sign-in-page";
import { CompanyPages, UsersPage } from "./pages/users-pages";
import { expect, test } from "./test";

async function signIn(page: Page, email: string, password = E2E_PASSWORD) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(email, password);
  await expect(page).toHaveURL(/\/portal\/home$/);
}

test("the users list shows the demo employees, searches as typed and filters by role", async ({ page, demo }) => {
  await signIn(page, demo.owner);
  await openMenuEntry(page, "users");
  const users = new UsersPage(page);
  await expect(users.row("Olivia Tremblay")).toBeVisible();
  for (const name of ["Marcus Singh", "Mei Chen", "Daniel Roy", "Priya Patel"])
    await expect(users.row(name)).toBeVisible();
  await users.search("mechanic@");
  await expect(users.row("Mei Chen")).toBeVisible();
  await expect(users.row("Olivia Tremblay")).toHaveCount(0);
  await users.search("");
  await page.getByRole("combobox", { name: "Role", exact: true }).selectOption("driver");
  await expect(users.row("Daniel Roy")).toBeVisible();
  await expect(users.row("Marcus Singh")).toHaveCount(0);
});

test("add an employee, edit, remove with the confirmation and the insurance reminder, and restore", async ({
  page,
  demo,
}, testInfo) => {
  await signIn(page, demo.owner);
  const users = new UsersPage(page);
  await users.openList();
  await page.getByRole("link", { name: "Add employee" }).click();
  await expect(page.getByRole("heading", { name: "Add an employee" })).toBeVisible();
  // A bad email is refused under its field, and nothing is sent.
  await users.fill({ first: "Jean", last: "Tremblay", email: "not-an-email" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("field-error")).toHaveText("Enter a valid email address.");
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email", { exact: true })).toBeFocused();

  const email = `jean.${testInfo.project.name}@mapleleaf.localhost`;
  await users.fill({ email, employmentId: "E-204", licenceClass: "AZ", licenceExpiry: "2020-01-31" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(users.title()).toHaveText("Jean Tremblay");
  await expect(page.getByTestId("user-roles")).toHaveText("Commercial Driver");
  await expect(page.getByTestId("licence-expired")).toHaveText("Expired");

  await page.getByRole("link", { name: "Edit" }).click();
  await users.fill({ last: "Laframboise", licenceExpiry: "2099-01-31", roles: { Mechanic: true } });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(users.title()).toHaveText("Jean Laframboise");
  await expect(page.getByTestId("user-roles")).toContainText("Mechanic");
  await expect(page.getByTestId("licence-days")).toContainText(/Expires in [\d,]+ days/);

  await page.getByRole("button", { name: "Remove" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Are you sure you want to remove user Jean Laframboise?")).toBeVisible();
  await expect(dialog.getByTestId("insurance-reminder")).toContainText("business insurance");
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(users.state()).toHaveText("Removed");

  await users.openList();
  await users.search("Laframboise");
  await expect(page.getByTestId("no-results")).toBeVisible();
  await page.getByRole("combobox", { name: "User state", exact: true }).selectOption("inactive");
  await users.row("Jean Laframboise").click();
  await page.getByRole("button", { name: "Restore" }).click();
  // Added as an employee (not invited), Jean comes back as he was: active, though he has no password yet.
  await expect(users.state()).toHaveText("Active");
  await users.openList();
  await users.search("Laframboise");
  await expect(users.row("Jean Laframboise")).toBeVisible();
});

test("invite → the mail → choose a password → the new manager signs in", async ({ page, browser, demo }, testInfo) => {
  await signIn(page, demo.owner);
  const users = new UsersPage(page);
  await users.openList();
  await page.getByRole("link", { name: "Invite user" }).click();
  await expect(page.getByRole("heading", { name: "Invite a user" })).toBeVisible();
  const email = `nadia.${testInfo.project.name}@mapleleaf.localhost`;
  await users.fill({ first: "Nadia", last: "Okafor", email, roles: { Manager: true, "Commercial Driver": false } });
  await expect(page.getByLabel("Send the invitation by email")).toBeChecked();
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(users.title()).toHaveText("Nadia Okafor");
  await expect(users.state()).toHaveText("Invited");

  // The same email again is InviteExists.
  await users.openList();
  await page.getByRole("link", { name: "Invite user" }).click();
  await users.fill({ first: "Nadia", last: "Again", email, roles: { Manager: true, "Commercial Driver": false } });
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByTestId("error-id")).toHaveText("(InviteExists)");

  const invited = await browser.newContext();
  const other = await invited.newPage();
  await other.goto(await mailedPath(testInfo, email, "/recovery"));
  await chooseNewPassword(other, "nadia-chooses-a-password");
  await other.getByRole("button", { name: "Save the new password" }).click();
  await expect(other.getByTestId("reset-done")).toBeVisible();
  await signIn(other, email, "nadia-chooses-a-password");
  await new PortalPage(other).expectHome("Nadia", demo.name, { firstSignIn: true });
  await invited.close();
});

const HEADER = "First name,Last name,Email,Roles,Licence class,Licence expiry";

test("a CSV with one bad row imports nothing and lists the row; fixed, every row imports with progress; export downloads a CSV", async ({
  page,
  demo,
}, testInfo) => {
  await signIn(page, demo.owner);
  const users = new UsersPage(page);
  await users.openList();
  const before = await users.count();
  const tag = testInfo.project.name;
  const rows = (bad: boolean) =>
    [
      `Ana,"Silva, Jr.",ana.${tag}@import.localhost,Driver,AZ,2028-01-31`,
      `Ben,Cho,${bad ? "ben-at-nowhere" : `ben.${tag}@import.localhost`},Driver,DZ,2027-06-30`,
      `Cleo,Park,cleo.${tag}@import.localhost,"Driver, Mechanic",G,2029-12-31`,
    ].join("\r\n");
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page.getByRole("heading", { name: "Import users from a spreadsheet" })).toBeVisible();

  await users.importCsv("people.csv", `\uFEFF${HEADER}\r\n${rows(true)}\r\n`);
  const problems = page.getByTestId("import-problems");
  await expect(problems).toContainText("Nothing was imported");
  await expect(problems.getByRole("row")).toHaveCount(2);
  await expect(problems.getByRole("row").nth(1)).toContainText("3");
  await expect(problems.getByRole("row").nth(1)).toContainText("ben-at-nowhere");
  await expect(problems.getByRole("row").nth(1)).toContainText("Not a valid email address");
  await users.openList();
  expect(await users.count()).toBe(before);

  await page.getByRole("link", { name: "Import CSV" }).click();
  await users.importCsv("people.csv", `\uFEFF${HEADER}\r\n${rows(false)}\r\n`);
  await expect(page.getByTestId("import-done")).toContainText("Imported 3 of 3 rows");
  await expect(page.getByTestId("import-progress")).toHaveAttribute("value", "100");
  await users.openList();
  await expect.poll(() => users.count()).toBe(before + 3);
  await users.search(`@import.localhost`);
  await expect(users.row("Cleo Park")).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile((await file.path())!, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  expect(text).toContain(`cleo.${tag}@import.localhost`);
  expect(text).not.toContain(demo.owner);
});

test("the company edit screen saves addresses and email lists, with messages under the bad ones", async ({
  page,
  demo,
}) => {
  await signIn(page, demo.owner);
  const company = new CompanyPages(page);
  await company.openEdit();
  await page.getByLabel("Defect notifications", { exact: true }).fill("fleet@mapleleaf.localhost, not-an-address");
  const hq = company.address("hq");
  await hq.getByLabel("Street").fill("12 Rue Principale");
  await hq.getByLabel("City").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByLabel("Defect notifications", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter email addresses separated by commas, each a valid address.")).toBeVisible();
  await expect(hq.getByLabel("City")).toHaveAttribute("aria-invalid", "true");
  // The first invalid field in the page order gets the focus: the head office comes before the lists.
  await expect(hq.getByLabel("City")).toBeFocused();

  await page
    .getByLabel("Defect notifications", { exact: true })
    .fill("fleet@mapleleaf.localhost, shop@mapleleaf.localhost");
  await hq.getByLabel("City").fill("Gatineau");
  await hq.getByLabel("State").fill("QC");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/company\/display$/);
  await expect(page.getByText("fleet@mapleleaf.localhost, shop@mapleleaf.localhost")).toBeVisible();
  await expect(page.getByText("12 Rue Principale, Gatineau, QC")).toBeVisible();
  // Billing fields are for administrators only.
  await expect(page.getByTestId("company-admin")).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`the people and company screens pass axe on a phone, ${theme}, without scrolling sideways`, async ({
    page,
    demo,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await useLocalSettings(page, { theme });
    await signIn(page, demo.owner);
    const users = new UsersPage(page);
    await users.openList();
    await expect(users.row("Daniel Roy")).toBeVisible();
    const screens: [string, () => Promise<void>][] = [
      ["users list", async () => {}],
      [
        "user details",
        async () => {
          await users.row("Daniel Roy").click();
          await expect(users.title()).toHaveText("Daniel Roy");
        },
      ],
      [
        "user form with errors",
        async () => {
          await page.getByRole("link", { name: "Edit" }).click();
          await page.getByLabel("First name").fill("");
          await page.getByRole("button", { name: "Save" }).click();
          await expect(page.getByTestId("field-error").first()).toBeVisible();
        },
      ],
      [
        "invite form",
        async () => {
          await users.openList();
          await page.getByRole("link", { name: "Invite user" }).click();
          await expect(page.getByRole("heading", { name: "Invite a user" })).toBeVisible();
        },
      ],
      [
        "import",
        async () => {
          await users.openList();
          await page.getByRole("link", { name: "Import CSV" }).click();
          await expect(page.getByRole("heading", { name: "Import users from a spreadsheet" })).toBeVisible();
        },
      ],
      [
        "company edit",
        async () => {
          await new CompanyPages(page).openEdit();
        },
      ],
      [
        "company display",
        async () => {
          await openMenuEntry(page, "company");
          await expect(page.getByTestId("company-title")).toBeVisible();
        },
      ],
    ];
    for (const [label, open] of screens) {
      await open();
      expect(await hasHorizontalScroll(page), `${label} scrolls sideways`).toBe(false);
      await expectNoA11yViolations(page, { label: `${label}, ${theme}` });
    }
  });
}

test("an administrator sees and saves the billing fields; an owner never sees them", async ({ page }) => {
  await signIn(page, "admin@fleetportal.localhost");
  const company = new CompanyPages(page);
  await company.openEdit();
  const billing = page.getByTestId("company-admin-fields");
  await expect(billing).toBeVisible();
  await billing.getByLabel("Credit ($)").fill("12.50");
  await billing.getByLabel("Billing period").selectOption("quarterly");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/company\/display$/);
  await expect(page.getByTestId("company-admin")).toContainText("$12.50");
  await expect(page.getByTestId("company-admin")).toContainText("Quarterly");
});

test("a person added in one browser appears live in another browser's users list", async ({
  page,
  browser,
  demo,
}, testInfo) => {
  await signIn(page, demo.owner);
  const watching = new UsersPage(page);
  await watching.openList();
  await watching.search("Zoltan");
  await expect(page.getByTestId("no-results")).toBeVisible();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, demo.manager);
  const adding = new UsersPage(other);
  await adding.openList();
  await other.getByRole("link", { name: "Add employee" }).click();
  await adding.fill({ first: "Zoltan", last: "Kovacs", email: `zoltan.${testInfo.project.name}@mapleleaf.localhost` });
  await other.getByRole("button", { name: "Save" }).click();
  await expect(adding.title()).toHaveText("Zoltan Kovacs");
  // UsersChangedNotification: the list refetches at most every 250 ms after a notification.
  await expect(watching.row("Zoltan Kovacs")).toBeVisible({ timeout: 2000 });
  await otherContext.close();
});
