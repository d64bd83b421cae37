// Schedules (docs/schedules.md): the owner copies the NSC 13 Schedule 1 template, renames the copy, edits a question,
// saves, sees the change on the details screen, and assigns the copy to a vehicle, whose details then name it. A
// template stays read-only; a duplicate part number comes back from the server under its field.
import { type Page } from "@playwright/test";

import { expectNoA11yViolations, hasHorizontalScroll, useLocalSettings } from "./a11y";
import { officeUser, PHONE } from "./pages/inspection-pages";
import { VehiclesPage } from "./pages/vehicles-page";
import { expect, test } from "./test";

const TEMPLATE = "NSC Standard 13 — Schedule 1";
/** A vehicle no other journey inspects, so its new schedule changes nothing elsewhere. */
const VEHICLE = "T-105";

async function openSchedules(page: Page) {
  await page.goto("/portal/operator/inspections");
  await page.getByRole("link", { name: "Schedules", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Inspection schedules" })).toBeVisible();
  await expect(page.getByTestId("schedule-templates")).toBeVisible();
}

test("the owner copies NSC 13 Schedule 1, renames it, edits a question and assigns it to a vehicle", async ({
  browser,
  demo,
}, testInfo) => {
  test.setTimeout(90_000);
  const renamed = `Yard trucks ${testInfo.project.name}`;
  const page = await officeUser(browser, demo.owner);
  await openSchedules(page);
  await expectNoA11yViolations(page, { label: "schedules list" });
  await page.screenshot({ path: testInfo.outputPath("schedules-list.png"), fullPage: true });

  // A template is read-only: its details offer no edit and no assignment.
  const templates = page.getByTestId("schedule-templates");
  await templates.getByRole("link", { name: TEMPLATE, exact: true }).click();
  await expect(page.getByTestId("schedule-title")).toHaveText(TEMPLATE);
  await expect(page.getByTestId("schedule-question").first()).toContainText("Air brake system");
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Assign to vehicles" })).toHaveCount(0);
  await page.goBack();

  // Copy → the copy's edit screen.
  await templates.getByRole("button", { name: `Copy ${TEMPLATE}` }).click();
  await expect(page.getByRole("heading", { name: "Edit inspection schedule" })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`${TEMPLATE} (copy)`);
  await expectNoA11yViolations(page, { label: "schedule edit" });
  await page.getByLabel("Name", { exact: true }).fill(renamed);
  const first = page.getByTestId("question-editor").first();
  await first.getByLabel("Question", { exact: true }).fill("Air brake system and gauges");

  // A duplicate part number is the server's problem (schedule.questions.1.part duplicate), shown under that field.
  const second = page.getByTestId("question-editor").nth(1);
  await second.getByLabel("Part", { exact: true }).fill("1");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(second.getByTestId("field-error")).toHaveText("Another question already uses this part number.");
  await second.getByLabel("Part", { exact: true }).fill("2");
  await page.getByRole("button", { name: "Save" }).click();

  // The details show the saved text.
  await expect(page.getByTestId("schedule-title")).toHaveText(renamed);
  await expect(page.getByTestId("question-text").first()).toHaveText("Air brake system and gauges");
  await expectNoA11yViolations(page, { label: "schedule details" });

  // Assign it to one vehicle, found by typing.
  await page.getByRole("button", { name: "Assign to vehicles" }).click();
  const assign = page.getByTestId("assign-vehicles");
  await assign.getByLabel("Search vehicles").fill(VEHICLE);
  await assign.getByRole("checkbox", { name: VEHICLE }).check();
  await assign.getByRole("button", { name: "Assign to 1 vehicle" }).click();
  await expect(assign.getByTestId("assign-result")).toHaveText("Assigned to 1 vehicle.");
  await expectNoA11yViolations(page, { label: "schedule assign" });
  await page.screenshot({ path: testInfo.outputPath("schedule-details.png"), fullPage: true });

  // The list counts the vehicle; the vehicle's details name the schedule.
  await page.getByRole("link", { name: "All schedules" }).click();
  await expect(page.getByTestId("company-schedules").getByRole("row").filter({ hasText: renamed })).toContainText(
    "Company copy",
  );
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  await vehicles.search(VEHICLE);
  await vehicles.row(VEHICLE).click();
  await expect(page.getByTestId("vehicle-schedule")).toContainText(renamed);
  await page.getByTestId("vehicle-schedule").getByRole("link", { name: renamed }).click();
  await expect(page.getByTestId("schedule-title")).toHaveText(renamed);
});

test("the schedule screens fit a phone in dark mode", async ({ browser, demo }, testInfo) => {
  const page = await officeUser(browser, demo.owner);
  await page.setViewportSize(PHONE.viewport);
  await useLocalSettings(page, { theme: "dark" });
  await openSchedules(page);
  await page.screenshot({ path: testInfo.outputPath("schedules-list-phone-dark.png"), fullPage: true });
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.getByTestId("company-schedules").getByRole("link").first().click();
  await expect(page.getByTestId("schedule-title")).toBeVisible();
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit inspection schedule" })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectNoA11yViolations(page, { label: "schedule edit (phone, dark)" });
  await page.screenshot({ path: testInfo.outputPath("schedule-edit-phone-dark.png") });
});
