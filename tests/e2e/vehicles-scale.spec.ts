import { E2E_FLEET_VEHICLES, E2E_PASSWORD } from "../../playwright.config";
import { scrollWithBlanks } from "../bench/browser";
import { E2E_FLEET_OWNER } from "./fleet";
import { SignInPage } from "./pages/sign-in-page";
import { VehiclesPage } from "./pages/vehicles-page";
import { expect, test } from "./test";

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
  await expect(page.getByRole("columnheader", { name: "Plate", exact: true })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
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
  await expect(page.getByRole("columnheader", { name: "Plate", exact: true })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await expect(page.locator('[role=row][data-index="0"]').getByRole("gridcell").nth(1)).toHaveText(lastPlate);
});

test("fast scrolling never leaves a blank placeholder row on screen for more than 2 frames in a row", async ({
  page,
}) => {
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

test("past the browser's height cap (a 10⁶-row list) the scrollbar still reaches the last row, and a drag lands where it points", async ({
  page,
}) => {
  // The 10⁵-vehicle fleet with the cap lowered to 1,000,000 px takes the scaled path of a 10⁶-row list of 40 px
  // rows (scaled-rows.ts): 4 rows per scrolled px instead of 2.5.
  await page.addInitScript(() => localStorage.setItem("fleet.maxScrollHeightPx", "1000000"));
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(E2E_FLEET_OWNER, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  const count = await vehicles.count();
  await expect(page.locator('[role=row][data-index="0"]')).toBeVisible();
  const ratio = Number(
    await page.locator('[data-testid="virtual-table"] [role=rowgroup]').getAttribute("data-row-ratio"),
  );
  expect(ratio).toBeGreaterThan(3);
  // The scrollbar dragged to the bottom: the last row shows, whole.
  await vehicles.table().evaluate((table) => (table.scrollTop = table.scrollHeight));
  const lastRow = page.locator(`[role=row][data-index="${count - 1}"]`);
  await expect(lastRow).toBeVisible({ timeout: 10_000 });
  await expect(lastRow.getByRole("gridcell").first()).not.toBeEmpty();
  // Half way: the rows around the middle of the list.
  await vehicles
    .table()
    .evaluate((table, r) => (table.scrollTop = (Math.floor(r.count / 2) * 40) / r.ratio), { count, ratio });
  await expect(page.locator(`[role=row][data-index="${Math.floor(count / 2)}"]`)).toBeVisible({ timeout: 10_000 });
  // The keyboard walks row by row in the scaled range too.
  await vehicles.table().focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.locator('[role=row][data-index="2"]')).toHaveAttribute("aria-selected", "true");
  const scroll = await scrollWithBlanks(page, 120, 250);
  expect(scroll.longestBlankRun, `${scroll.blankFrames} of 120 frames showed a blank row`).toBeLessThanOrEqual(2);
});
