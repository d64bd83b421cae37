import { localDay } from "../../src/shared/rules/checkins";
import { shiftDay } from "../../src/shared/rules/timesheets";
import { expectNoA11yViolations } from "./a11y";
import { ChecklistEditorPage, DriverChecklist, VehicleChecklistsPage } from "./pages/checklist-pages";
import { driverOnPhone, officeUser } from "./pages/inspection-pages";
import { openMenuEntry } from "./pages/portal-page";
// Vehicle checklists (docs/checklists.md "Rules"): a manager attaches a new checklist to a vehicle every day, first due
// yesterday; the vehicle shows it overdue and the compliance screen lists it; a driver on a phone finds it first under
// "Due now", fills it, and the vehicle shows it done and up to date.
import { expect, test, runClock } from "./test";

/** The demo company counts due days in its own time zone (src/server/seed/demo.ts). */
const COMPANY_ZONE = "America/Toronto";

test("a checklist attached every day is overdue on the vehicle and in compliance; filled on a phone it is up to date", async ({
  browser,
  demo,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `Tail lift daily ${testInfo.project.name} ${runClock.now() % 100000}`;
  const yesterday = shiftDay(localDay(runClock.now(), COMPANY_ZONE), -1);
  const manager = await officeUser(browser, demo.owner);
  const editor = new ChecklistEditorPage(manager);
  await editor.openAdd();
  await editor.name(name);
  await editor.fillItem(0, "Lift raises and lowers", "Yes/No", [
    ["Yes", "Good"],
    ["No", "Major"],
  ]);
  await editor.save();

  // Attached from the checklist, due every day from yesterday: overdue at once.
  const attached = new VehicleChecklistsPage(manager);
  await attached.attachToVehicles(["P-602"], 1, yesterday);
  await expect(manager.getByTestId("attached-count")).toHaveText("Attached to 1 vehicle");
  await expect(attached.row("P-602").getByTestId("due-overdue")).toBeVisible();
  await attached.row("P-602").getByRole("link", { name: "P-602" }).click();
  await expect(manager.getByTestId("vehicle-title")).toContainText("P-602");
  const vehicleUrl = manager.url();
  const onVehicle = attached.row(name);
  await expect(onVehicle.getByTestId("due-overdue")).toBeVisible();
  await expect(onVehicle.getByTestId("plan")).toHaveText("Every day");
  await expect(onVehicle.getByTestId("last-done")).toHaveText("Never");
  await expectNoA11yViolations(manager, { label: "vehicle checklists panel" });

  await openMenuEntry(manager, "compliance");
  await manager.getByRole("combobox", { name: "What" }).selectOption("checklist");
  await expect(manager.getByRole("row").filter({ hasText: name })).toContainText("P-602");

  // The driver finds it first, with its vehicle already picked.
  const phone = await driverOnPhone(browser, demo.driver1);
  await phone.getByTestId("tile-checklist").click();
  await phone.getByTestId("pick-due-checklist").filter({ hasText: name }).click();
  await expect(phone.getByTestId("drive-title")).toHaveText(name);
  await expect(phone.getByTestId("picked-vehicle")).toContainText("P-602");
  const fill = new DriverChecklist(phone);
  await fill.choose(1, "Yes");
  await fill.send();
  await expect(phone.getByTestId("checklist-sent")).toBeVisible();

  // Done today, next due tomorrow; no longer a compliance item.
  await expect(manager.getByRole("row").filter({ hasText: name })).toHaveCount(0, { timeout: 5000 });
  await manager.goto(vehicleUrl);
  await expect(onVehicle.getByTestId("due-scheduled")).toBeVisible();
  await expect(onVehicle.getByTestId("last-done")).not.toHaveText("Never");
});
