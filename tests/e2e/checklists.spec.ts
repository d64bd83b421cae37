// Checklists (docs/checklists.md): a manager builds a checklist with each kind of item (a list answer graded major),
// reorders it by keyboard and by drag, previews it as the driver sees it; a driver fills it on a phone at /drive with
// the major answer; the office sees the result live on the checklist, the result whole, and the mail is in the outbox.

import { readMailFolder } from "../../src/server/mail/templates/eml";
import { expectNoA11yViolations } from "./a11y";
import { mailDir } from "./mail-folder";
import { ChecklistEditorPage, DriverChecklist } from "./pages/checklist-pages";
import { driverOnPhone, officeUser } from "./pages/inspection-pages";
import { expect, test, runClock } from "./test";

const hasHorizontalScroll = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test("a checklist with a list answer graded major, filled on a phone with that answer → result in the office, mail in the outbox", async ({
  browser,
  demo,
}, testInfo) => {
  test.setTimeout(120_000);
  const defectsTo = `checklist-defects-${testInfo.project.name}@mapleleaf.localhost`;
  const name = `Reefer unit pre-trip ${testInfo.project.name} ${runClock.now() % 100000}`;
  const manager = await officeUser(browser, demo.owner);
  await manager.goto("/portal/operator/company/edit");
  await manager.getByLabel("Defect notifications", { exact: true }).fill(defectsTo);
  await manager.getByRole("button", { name: "Save" }).click();
  await expect(manager).toHaveURL(/company\/display$/);
  await manager.goto("/portal/home");

  const editor = new ChecklistEditorPage(manager);
  await editor.openAdd();
  await editor.name(name);
  await editor.fillItem(0, "Unit running", "Yes/No", [
    ["Yes", "Good"],
    ["No", "Major"],
  ]);
  await editor.addItem();
  await editor.fillItem(1, "Fuel level", "List", [
    ["Full", "Good"],
    ["Below a quarter", "Minor"],
    ["Empty", "Major"],
  ]);
  await editor.addItem();
  await editor.fillItem(2, "Set point (°C)", "Number");
  await editor.addItem();
  await editor.fillItem(3, "Remarks on the unit", "Text");
  // Keyboard path: the set point moves above the fuel level.
  await editor.item(2).getByTestId("item-up").focus();
  await manager.keyboard.press("Enter");
  expect(await editor.itemNames()).toEqual(["Unit running", "Set point (°C)", "Fuel level", "Remarks on the unit"]);
  // Drag path: the text item is dragged onto the first place, then back with the Down buttons.
  await editor.item(3).getByTestId("drag-item").dragTo(editor.item(0));
  expect(await editor.itemNames()).toEqual(["Remarks on the unit", "Unit running", "Set point (°C)", "Fuel level"]);
  for (let i = 0; i < 3; i++) await editor.item(i).getByTestId("item-down").click();
  expect(await editor.itemNames()).toEqual(["Unit running", "Set point (°C)", "Fuel level", "Remarks on the unit"]);
  await expectNoA11yViolations(manager, { label: "checklist editor" });
  // The preview shows it as the driver will, and grades a tried answer.
  await manager.getByTestId("preview-toggle").click();
  await manager.getByTestId("checklist-preview").getByRole("button", { name: "Empty", exact: true }).click();
  await expect(manager.getByTestId("preview-grade")).toHaveText("Result so far: Major");
  await editor.save();
  await expect(manager.getByTestId("checklist-name")).toHaveText(name);
  await expect(manager.getByTestId("checklist-items")).toContainText("3. Fuel level");
  await expect(manager.getByTestId("result-count")).toHaveText("0 results");

  const phone = await driverOnPhone(browser, demo.driver1);
  const fill = new DriverChecklist(phone);
  await fill.open(name);
  await fill.pickVehicle("T-104");
  await fill.choose(1, "Yes");
  await fill.type(2, "-18");
  await fill.choose(3, "Empty");
  await fill.type(4, "Compressor cycling normally");
  expect(await hasHorizontalScroll(phone)).toBe(false);
  await expectNoA11yViolations(phone, { label: "driver checklist" });
  await fill.send();
  await expect(phone.getByTestId("checklist-sent")).toBeVisible();
  await expect(phone.getByTestId("checklist-confirmation")).toContainText("Major problem");

  // Live in the office's open details screen.
  await expect(manager.getByTestId("result-count")).toHaveText("1 result", { timeout: 5000 });
  const row = manager.getByTestId("virtual-table").getByRole("row").filter({ hasText: "Daniel Roy" }).first();
  await expect(row).toContainText("Major");
  await row.click();
  await expect(manager.getByTestId("result-details")).toContainText("T-104");
  await expect(manager.getByTestId("result-item").nth(2)).toContainText("Empty");

  // The mail to the company's defect list, through the outbox.
  await expect
    .poll(
      () =>
        readMailFolder(mailDir(testInfo)).filter(
          (mail) =>
            mail.to.includes(defectsTo) && mail.text.includes(name) && mail.text.includes("MAJOR — Fuel level: Empty"),
        ).length,
      { timeout: 10_000 },
    )
    .toBe(1);
});
