import { type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../playwright.config";
import { SignInPage } from "./pages/sign-in-page";
import { VehiclesPage } from "./pages/vehicles-page";
import { expect, test } from "./test";

async function signIn(page: Page, email: string) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
}

test("a trailer without a brake type is refused with the message next to the field, and nothing is saved", async ({
  page,
  demo,
}) => {
  await signIn(page, demo.owner);
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  const before = await vehicles.count();
  await vehicles.startAdding();
  await vehicles.fill({ name: "No Brakes 1", category: "Trailer", plate: "NB-001" });
  await vehicles.save();
  await expect(page.getByTestId("field-error")).toHaveText("A vehicle or trailer must have a brake type.");
  await expect(page.getByLabel("Brake type")).toHaveAttribute("aria-invalid", "true");
  await vehicles.openList();
  expect(await vehicles.count()).toBe(before);
  await vehicles.search("No Brakes 1");
  await expect(page.getByTestId("no-results")).toHaveText("No results match search");
});

test("add, edit, remove with confirmation, and restore a vehicle", async ({ page, demo }) => {
  await signIn(page, demo.owner);
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  await vehicles.startAdding();
  await vehicles.fill({
    name: "Reefer 7",
    category: "Trailer",
    plate: "rf-7007",
    brake: "Air brakes",
    safetyDate: "2026-03-15",
  });
  await vehicles.save();
  await expect(vehicles.title()).toHaveText("Reefer 7 (RF-7007)");
  // A safety runs to the end of its month, one year on (docs/vehicles.md "Rules"): end of March 2027.
  await expect(page.getByTestId("safety-expiry")).toContainText("2027");

  await page.getByRole("link", { name: "Edit" }).click();
  await vehicles.fill({ name: "Reefer 7B" });
  await vehicles.save();
  await expect(vehicles.title()).toHaveText("Reefer 7B (RF-7007)");

  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Are you sure you want to remove vehicle Reefer 7B (RF-7007)?")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByTestId("removed-badge")).toBeVisible();
  await vehicles.openList();
  await vehicles.search("Reefer 7B");
  await expect(page.getByTestId("no-results")).toBeVisible();
  await page.getByLabel("Status").selectOption("removed");
  await vehicles.row("Reefer 7B").click();
  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByTestId("removed-badge")).toHaveCount(0);
  await vehicles.openList();
  await vehicles.search("Reefer 7B");
  await expect(vehicles.row("Reefer 7B")).toBeVisible();
});

test("a vehicle saved in one browser appears live in another browser of the same company", async ({
  page,
  browser,
  demo,
}) => {
  await signIn(page, demo.owner);
  const first = new VehiclesPage(page);
  await first.openList();
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signIn(otherPage, demo.manager);
  const second = new VehiclesPage(otherPage);
  await second.openList();
  await second.search("Live Unit");
  await expect(otherPage.getByTestId("no-results")).toBeVisible();

  await first.startAdding();
  await first.fill({ name: "Live Unit 1", category: "Highway Tractor", plate: "LV-0001", brake: "Air brakes" });
  await first.save();
  await expect(first.title()).toHaveText("Live Unit 1 (LV-0001)");
  // Within a second (the list refetches at most every 250 ms after a notification).
  await expect(second.row("Live Unit 1")).toBeVisible({ timeout: 1500 });
  await otherContext.close();
});

test("an uploaded photo is shown on the details screen", async ({ page, demo }) => {
  await signIn(page, demo.owner);
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  await vehicles.startAdding();
  await vehicles.fill({ name: "Photo Van", category: "Van", plate: "PH-0001", brake: "Hydraulic brakes" });
  await vehicles.save();
  // A 1×1 PNG.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  await page.getByTestId("image-input").setInputFiles({ name: "van.png", mimeType: "image/png", buffer: png });
  await expect(page.getByTestId("vehicle-image")).toHaveAttribute("src", /^data:image\/png;base64,/);
  await page.reload();
  await expect(page.getByTestId("vehicle-image")).toBeVisible();
});
