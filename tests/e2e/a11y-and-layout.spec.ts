import { type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../playwright.config";
import { expectNoA11yViolations, hasHorizontalScroll, useLocalSettings } from "./a11y";
import { SignInPage } from "./pages/sign-in-page";
import { VehiclesPage } from "./pages/vehicles-page";
import { expect, test } from "./test";

// Every screen passes axe's WCAG 2.1 AA checks (docs/design/client-shell.md "Dark mode and accessibility") in both
// themes, fits a phone, and speaks the portal's language down to its reference data.

async function signIn(page: Page, email: string) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
}

/** Adds a vehicle through the form and returns on its details screen. */
async function addVehicle(page: Page, name: string) {
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  await vehicles.startAdding();
  await vehicles.fill({
    name,
    category: "Trailer",
    plate: `${name.slice(0, 3)}-1`,
    brake: "Air brakes",
    safetyDate: "2025-01-15",
  });
  await vehicles.save();
  await expect(vehicles.title()).toContainText(name);
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    // Several screens, each checked by axe: longer than one journey on a busy machine.
    test.setTimeout(90_000);
    test.beforeEach(async ({ page }) => {
      await useLocalSettings(page, { theme });
    });

    test(`the public screens pass the accessibility checks (${theme})`, async ({ page }) => {
      const signInPage = new SignInPage(page);
      await signInPage.open();
      await signInPage.waitForBotCheck();
      await expectNoA11yViolations(page, { label: `sign-in, ${theme}` });
      await page.goto("/register");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page, { label: `register, ${theme}` });
      await page.goto("/recovery");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page, { label: `recovery, ${theme}` });
    });

    test(`the vehicle screens pass the accessibility checks (${theme})`, async ({ page, demo }) => {
      await signIn(page, demo.owner);
      await addVehicle(page, `Axe ${theme}`);
      await expectNoA11yViolations(page, { label: `vehicle details, ${theme}` });
      await page.getByRole("link", { name: "Edit" }).click();
      await expect(page.getByRole("heading", { name: "Edit vehicle" })).toBeVisible();
      await expectNoA11yViolations(page, { label: `vehicle form, ${theme}` });
      // The form with its field errors showing.
      await page.getByLabel("Name or unit number").fill("");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByTestId("field-error").first()).toBeVisible();
      await expectNoA11yViolations(page, { label: `vehicle form with errors, ${theme}` });
      const vehicles = new VehiclesPage(page);
      await vehicles.openList();
      await expect(vehicles.row(`Axe ${theme}`)).toBeVisible();
      await expectNoA11yViolations(page, { label: `vehicle list, ${theme}` });
    });
  });
}

// The shared shell (header, menu, v3 sidebar, footer, settings' controls) in the two combinations users meet most.
for (const settings of [
  { theme: "light", v3: false },
  { theme: "dark", v3: true },
] as const) {
  test(`the signed-in shell passes the accessibility checks (${settings.theme}, ${settings.v3 ? "v3" : "classic"})`, async ({
    page,
    demo,
  }) => {
    test.setTimeout(90_000);
    await useLocalSettings(page, settings);
    await signIn(page, demo.manager);
    for (const path of ["/portal/home", "/portal/settings", "/portal/profile", "/no/such/page"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNoA11yViolations(page, { label: `${path}, ${settings.theme}, ${settings.v3 ? "v3" : "classic"}` });
    }
  });
}

test.describe("on a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("sign-in fits the screen, and once signed in the header keeps Sign out within reach", async ({ page, demo }) => {
    const signInPage = new SignInPage(page);
    await signInPage.open();
    await expect(page.getByTestId("logo")).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await signInPage.signIn(demo.owner, E2E_PASSWORD);
    await expect(page).toHaveURL(/\/portal\/home$/);
    expect(await hasHorizontalScroll(page)).toBe(false);
    const signOut = page.getByRole("link", { name: "Sign out" });
    await expect(signOut).toBeInViewport();
    await signOut.click();
    await expect(page.getByRole("heading", { name: "Sign out" })).toBeVisible();
  });

  test("the vehicle list shows the columns that matter on a phone, and list and details fit the screen", async ({
    page,
    demo,
  }) => {
    await signIn(page, demo.owner);
    await addVehicle(page, "Phone Unit 1");
    expect(await hasHorizontalScroll(page)).toBe(false);
    const vehicles = new VehiclesPage(page);
    await vehicles.openList();
    expect(await hasHorizontalScroll(page)).toBe(false);
    const headers = vehicles.table().getByRole("columnheader");
    await expect(headers.filter({ hasText: /^Name/ })).toBeVisible();
    await expect(headers.filter({ hasText: /^Safety expiry/i })).toBeVisible();
    await expect(headers.filter({ hasText: /^Category/i })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign out" })).toBeInViewport();
  });

  test("in the v3 layout the sidebar is a drawer that opens, leads to a screen and closes", async ({ page, demo }) => {
    await useLocalSettings(page, { v3: true });
    await signIn(page, demo.owner);
    await expect(page.getByTestId("sidebar")).toBeHidden();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole("button", { name: "Menu" }).click();
    // The dialog element is Headless UI's zero-size wrapper; the panel is what shows.
    const drawer = page.getByRole("dialog", { name: "Main menu" });
    const panel = page.getByTestId("drawer");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await drawer.getByRole("link", { name: "Vehicles & Trailers" }).click();
    await expect(page.getByRole("heading", { name: "Vehicles & Trailers" })).toBeVisible();
    await expect(panel).toBeHidden();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole("button", { name: "Menu" }).click();
    await drawer.getByRole("button", { name: "Close the menu" }).click();
    await expect(panel).toBeHidden();
    await expectNoA11yViolations(page, { label: "v3 vehicle list on a phone" });
  });

  test("in the old layout the menu sits behind a Menu button too, leaving the screen to the page", async ({
    page,
    demo,
  }) => {
    await signIn(page, demo.owner);
    const mainMenu = page.getByRole("navigation", { name: "Main menu" });
    await expect(mainMenu).toBeHidden();
    // The header and what is above the page's title: a line or two, not the 16-entry menu (about 330 px before).
    const title = page.getByRole("heading", { level: 1 }).first();
    await expect(title).toBeVisible();
    expect((await title.boundingBox())!.y).toBeLessThan(200);
    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Main menu" });
    await drawer.getByRole("link", { name: "Vehicles & Trailers" }).click();
    await expect(page.getByRole("heading", { name: "Vehicles & Trailers" })).toBeVisible();
    await expect(page.getByTestId("drawer")).toBeHidden();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoA11yViolations(page, { label: "classic vehicle list on a phone" });
  });
});

test("page titles name the screen, in the portal's language", async ({ page, demo }) => {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await expect(page).toHaveTitle("Sign in · Fleet Portal");
  await signInPage.signIn(demo.owner, E2E_PASSWORD);
  await expect(page).toHaveTitle("Home · Fleet Portal");
  await new VehiclesPage(page).openList();
  await expect(page).toHaveTitle("Vehicles & Trailers · Fleet Portal");
  // An address under the portal that no screen has (outside the page addresses the server answers a plain 404:
  // src/shared/page-addresses.ts).
  await page.goto("/portal/no/such/page");
  await expect(page).toHaveTitle("Page not found · Fleet Portal");
});

test("counts are plural-aware: 1 vehicle, 2 vehicles", async ({ page, demo }) => {
  await signIn(page, demo.owner);
  await addVehicle(page, "Plural Alpha");
  await addVehicle(page, "Plural Beta");
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  await vehicles.search("Plural Alpha");
  await expect(page.getByTestId("vehicle-count")).toHaveText("1 vehicle");
  await vehicles.search("Plural");
  await expect(page.getByTestId("vehicle-count")).toHaveText("2 vehicles");
});

test("in French (Canada) vehicle categories, counts, titles and the bot check speak French", async ({ page, demo }) => {
  // The mechanic: choosing French is saved on the user, and later journeys read the owner's and the manager's mail in English.
  await signIn(page, demo.mechanic);
  await addVehicle(page, "Remorque Un");
  await page.goto("/portal/settings");
  await page.getByLabel("Language").selectOption("fr-CA");
  await expect(page.getByRole("heading", { name: "Paramètres" })).toBeVisible();
  await page.goto("/portal/operator/vehicles");
  await expect(page.getByRole("heading", { name: "Véhicules et remorques" })).toBeVisible();
  await expect(page).toHaveTitle("Véhicules et remorques · Fleet Portal");
  const category = page.getByRole("combobox", { name: "Catégorie", exact: true });
  await expect(category.locator("option", { hasText: "Remorque" })).toHaveCount(1);
  await expect(category.locator("option", { hasText: "Autobus (scolaire)" })).toHaveCount(1);
  await expect(category.locator("option", { hasText: /^Trailer$/ })).toHaveCount(0);
  await page.getByLabel("Rechercher des véhicules").fill("Remorque Un");
  await expect(page.getByTestId("vehicle-count")).toHaveText("1 véhicule");
  await page.getByRole("link", { name: "Se déconnecter" }).click();
  await page.getByRole("button", { name: "Confirmer" }).click();
  // The bot check says "Je ne suis pas un robot", then "Vérification…", then "Vérifié": any of them is French.
  await expect(page.getByTestId("bot-check")).toContainText(/Je ne suis pas un robot|Vérification|Vérifié/);
  await expect(page.getByTestId("bot-check")).not.toContainText(/not a robot|Verified|Verifying/);
});

test("the time zone picker groups zones by region and finds one by typing", async ({ page, demo }) => {
  await signIn(page, demo.owner);
  await page.goto("/portal/settings");
  const input = page.getByRole("combobox", { name: "Time zone" });
  await input.click();
  await input.fill("vancouver");
  const options = page.getByRole("listbox");
  await expect(options.getByRole("group", { name: "Americas" })).toBeVisible();
  await options.getByRole("option", { name: /Vancouver/ }).click();
  await expect(input).toHaveValue(/Vancouver \(UTC−0[78]:00\)/);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue(/Vancouver/);
  await input.fill("eastern");
  await expect(options.getByRole("option", { name: /Toronto/ })).toBeVisible();
  await expectNoA11yViolations(page, { label: "settings with the time zone list open" });
});

test("the first Tab stop skips the header and the menu to the page (keyboard only)", async ({ page, demo }) => {
  await signIn(page, demo.owner);
  await page.goto("/portal/operator/vehicles");
  await expect(page.getByRole("heading", { name: "Vehicles & Trailers" })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  // The next stop is the list's own first control, not one of the header's or the menu's ~19.
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  await expect(page.locator("main").locator(":focus")).toHaveCount(1);
  await expect(focused).toBeVisible();
});

test("the collapsed v3 sidebar shows each entry's icon, named by its label", async ({ page, demo }) => {
  await useLocalSettings(page, { v3: true });
  await signIn(page, demo.owner);
  const sidebar = page.getByTestId("sidebar");
  await sidebar.getByRole("button", { name: "Collapse the sidebar" }).click();
  const vehicles = sidebar.getByRole("link", { name: "Vehicles & Trailers" });
  await expect(vehicles).toBeVisible();
  await expect(vehicles).toHaveText(""); // no first letters ("C", "C", "C"): the icon, and the label as its name
  await expect(vehicles.locator("svg")).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Compliance" })).toBeVisible();
  await expect(sidebar.getByRole("switch", { name: "Dark theme" })).toBeVisible();
  // The footer names the release and its day, not a placeholder version.
  await expect(page.getByTestId("client-version")).toHaveText(/^Version \d+\.\d+\.\d+, released \w{3} \d{1,2}, \d{4}$/);
  await expect(page.getByTestId("client-version")).not.toContainText("0.1.0");
  await expectNoA11yViolations(page, { label: "collapsed v3 sidebar" });
});
