import { expect, test } from "@playwright/test";
import { E2E_FLEET_VEHICLES, E2E_PASSWORD } from "../../playwright.config";
import { scrollWithBlanks } from "../bench/browser";
import { E2E_FLEET_OWNER } from "./fleet";
import { SignInPage } from "./pages/sign-in-page";
import { VehiclesPage } from "./pages/vehicles-page";

test.skip(E2E_FLEET_VEHICLES === 0, "no large fleet seeded (E2E_FLEET_VEHICLES=0)");

test("the list of a 100,000-vehicle fleet scrolls to the end and shows the last plate", async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(E2E_FLEET_OWNER, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  const count = await vehicles.count();
  expect(count).toBeGreaterThan(E2E_FLEET_VEHICLES * 0.95); // about 2 % are seeded as removed
  // Sorted by plate, descending: the last row holds the smallest plate.
  await page.getByRole("button", { name: "Plate", exact: true }).click();
  await page.getByRole("button", { name: "Plate", exact: true }).click();
  await expect(page.getByRole("columnheader", { name: "Plate", exact: true })).toHaveAttribute("aria-sort", "descending");
  // The re-sorted list has loaded (its first row is a real row, not a placeholder) before the keyboard moves.
  await expect(page.locator('[role=row][data-index="0"]')).toBeVisible();
  await vehicles.table().focus();
  await page.keyboard.press("End");
  const lastRow = page.locator(`[role=row][data-index="${count - 1}"]`);
  await expect(lastRow).toBeVisible({ timeout: 10_000 });
  const lastPlate = (await lastRow.getByRole("gridcell").nth(1).textContent()) ?? "";
  expect(lastPlate).toMatch(/^[A-Z]{3,4}-\d{3}$/);
  // Ascending, the first row holds that same smallest plate: the end of the list really was its end.
  await page.getByRole("button", { name: "Plate", exact: true }).click();
  await expect(page.getByRole("columnheader", { name: "Plate", exact: true })).toHaveAttribute("aria-sort", "ascending");
  await expect(page.locator('[role=row][data-index="0"]').getByRole("gridcell").nth(1)).toHaveText(lastPlate);
});

test("fast scrolling never leaves a blank placeholder row on screen for more than 2 frames in a row", async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(E2E_FLEET_OWNER, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  await expect(page.locator('[role=row][data-index="0"]')).toBeVisible();
  // 250 px a frame (about 375 rows a second): the windows ahead of the scroll must arrive before their rows show.
  const run = await scrollWithBlanks(page, 240, 250);
  expect(run.longestBlankRun, `${run.blankFrames} of 240 frames showed a blank row`).toBeLessThanOrEqual(2);
});
