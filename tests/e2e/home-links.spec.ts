// Tiles link to filtered lists (docs/home.md "Rules"): the home's and the v3 dashboard's tiles open the vehicle,
// compliance and inspection lists filtered by the address (?defect=major, ?kind=plate&state=expired,
// ?openDefectsOnly=true), showing only the matching rows.
import { type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../playwright.config";
import { useLocalSettings } from "./a11y";
import type { JourneyCompany } from "./journey-company";
import { SignInPage } from "./pages/sign-in-page";
import { VehiclesPage } from "./pages/vehicles-page";
import { expect, test } from "./test";

async function signIn(page: Page, demo: JourneyCompany) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(demo.owner, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
}

const numberIn = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).textContent()) ?? "").match(/\d+/)?.[0] ?? NaN);

test("home: the out-of-service tile lists only the unit out of service, a compliance tile only what it counts", async ({
  page,
  demo,
}) => {
  await signIn(page, demo);
  await expect(page.getByTestId("out-of-service-count")).toHaveText("1");
  await page.getByTestId("out-of-service-card").click();
  await expect(page).toHaveURL(/\/vehicles\?defect=major$/);
  const vehicles = new VehiclesPage(page);
  await expect(page.getByTestId("vehicle-count")).toHaveText("1 vehicle");
  await expect(vehicles.row("S-202")).toBeVisible();
  await expect(
    page
      .getByRole("combobox")
      .filter({ has: page.locator('option[value="major"]') })
      .first(),
  ).toHaveValue("major");

  // The address's filter is where the list starts; changing it on the screen still works.
  await page.goBack();
  const expiredPlates = await numberIn(page, "tile-plate-expired");
  expect(expiredPlates).toBeGreaterThan(0);
  await page.getByTestId("tile-plate-expired").click();
  await expect(page).toHaveURL(/\/compliance\?kind=plate&state=expired$/);
  await expect(page.getByRole("combobox", { name: "What" })).toHaveValue("plate");
  await expect(page.getByRole("combobox", { name: "Show" })).toHaveValue("expired");
  await expect(page.getByTestId("compliance-count")).toHaveText(
    expiredPlates === 1 ? "1 item" : `${expiredPlates} items`,
  );
  const rows = page.getByTestId("virtual-table").getByRole("row").filter({ hasText: "Expired" });
  await expect(rows).toHaveCount(expiredPlates);
  await expect(page.getByTestId("virtual-table").getByRole("row").filter({ hasText: "Safety" })).toHaveCount(0);

  // Minor defects: every vehicle the list shows has them.
  await page.goBack();
  const minor = await numberIn(page, "fleet-link-minor");
  await page.getByTestId("fleet-link-minor").click();
  await expect(page).toHaveURL(/\/vehicles\?defect=minor$/);
  await expect.poll(() => vehicles.count()).toBe(minor);
});

test("v3 dashboard: 'See all' opens the filtered lists, and the inspections chart its open defects", async ({
  page,
  demo,
}) => {
  await useLocalSettings(page, { v3: true });
  await signIn(page, demo);
  await page.getByTestId("menu-dashboard").first().click();
  await expect(page.getByTestId("dashboard-heading")).toBeVisible();
  await page
    .getByTestId("out-of-service")
    .getByRole("link", { name: /See all/ })
    .click();
  await expect(page).toHaveURL(/\/vehicles\?defect=major$/);
  await expect(page.getByTestId("vehicle-count")).toHaveText("1 vehicle");

  await page.goBack();
  await page
    .getByTestId("due-soon")
    .getByRole("link", { name: /See all/ })
    .click();
  await expect(page).toHaveURL(/\/compliance\?state=expiring&kind=all&expiringWeeks=4$/);
  await expect(page.getByRole("combobox", { name: "Show" })).toHaveValue("expiring");
  await expect(
    page.getByTestId("virtual-table").getByRole("row").filter({ hasText: "Expires in" }).first(),
  ).toBeVisible();
  await expect(page.getByTestId("virtual-table").getByRole("row").filter({ hasText: "Expired" })).toHaveCount(0);

  await page.goBack();
  await page.getByTestId("stats-link-open-defects").first().click();
  await expect(page).toHaveURL(/\/inspections\?openDefectsOnly=true$/);
  await expect(page.getByTestId("inspection-count")).toContainText(/\d/);
  const open = await numberIn(page, "inspection-count");
  expect(open).toBeGreaterThan(0);
  await expect(page.getByLabel("Open defects only")).toBeChecked();
  // The same rows as ticking "Open defects only" on the unfiltered list, which has more.
  await page.goto("/portal/operator/inspections");
  await expect(page.getByTestId("inspection-count")).toContainText(/\d/);
  expect(await numberIn(page, "inspection-count")).toBeGreaterThan(open);
  await page.getByLabel("Open defects only").check();
  await expect.poll(() => numberIn(page, "inspection-count")).toBe(open);
});
