// Equipment (docs/equipment.md): the office adds, edits, removes and restores an equipment with the vehicles' wording;
// a driver inspects it on a phone at /drive against a checklist with a major answer → the equipment is out of service
// in the office, live, and the equipment mail is in the outbox; marked repaired it is back in service, and the office
// inspects it from its details screen.

import { readMailFolder } from "../../src/server/mail/templates/eml";
import { expectNoA11yViolations } from "./a11y";
import { mailDir } from "./mail-folder";
import { ChecklistEditorPage } from "./pages/checklist-pages";
import { DriverEquipmentInspection, EquipmentPages } from "./pages/equipment-pages";
import { driverOnPhone, officeUser } from "./pages/inspection-pages";
import { expect, test, runClock } from "./test";

test("add, edit, remove with confirmation, and restore an equipment", async ({ browser, demo }) => {
  const name = `Scissor lift ${runClock.now() % 100000}`;
  const page = await officeUser(browser, demo.owner);
  const equipment = new EquipmentPages(page);
  await equipment.openList();
  await equipment.startAdding();
  await equipment.fill({ name, make: "Genie", model: "GS-1930", serial: "gs30p-118544", year: "2020", hours: "412.5" });
  await equipment.save();
  await expect(equipment.title()).toHaveText(name);
  await expect(page.getByText("GS30P-118544")).toBeVisible();
  await expect(page.getByText("412.5 h")).toBeVisible();
  await expect(equipment.status()).toHaveText("Good");
  await expectNoA11yViolations(page, { label: "equipment details" });

  await page.getByRole("link", { name: "Edit" }).click();
  await equipment.fill({ name: `${name}B`, hours: "430" });
  await equipment.save();
  await expect(equipment.title()).toHaveText(`${name}B`);
  await expect(page.getByText("430 h")).toBeVisible();

  await equipment.remove(`Are you sure you want to remove equipment ${name}B (GS30P-118544)?`);
  await equipment.openList();
  await equipment.search(`${name}B`);
  await expect(page.getByTestId("no-results")).toBeVisible();
  await page.getByLabel("Status").selectOption("removed");
  await equipment.row(`${name}B`).click();
  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByTestId("removed-badge")).toHaveCount(0);
  await equipment.openList();
  await equipment.search(`${name}B`);
  await expect(equipment.row(`${name}B`)).toContainText("GS-1930");
});

test("an equipment inspected on a phone with a major answer is out of service in the office; repaired, it is back", async ({
  browser,
  demo,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name} ${runClock.now() % 100000}`;
  const unit = `Forklift E2E ${stamp}`;
  const checklist = `Forklift pre-shift ${stamp}`;
  const equipmentTo = `equipment-${testInfo.project.name}@mapleleaf.localhost`;
  const office = await officeUser(browser, demo.owner);
  await office.goto("/portal/operator/company/edit");
  await office.getByLabel("Equipment defect notifications", { exact: true }).fill(equipmentTo);
  await office.getByRole("button", { name: "Save" }).click();
  await expect(office).toHaveURL(/company\/display$/);
  await office.goto("/portal/home");

  const editor = new ChecklistEditorPage(office);
  await editor.openAdd();
  await editor.name(checklist);
  await editor.fillItem(0, "Brakes hold on the ramp", "Yes/No", [
    ["Yes", "Good"],
    ["No", "Major"],
  ]);
  await editor.addItem();
  await editor.fillItem(1, "Forks and chains", "List", [
    ["Good", "Good"],
    ["Worn", "Minor"],
  ]);
  await editor.save();

  const equipment = new EquipmentPages(office);
  await equipment.openList();
  await equipment.startAdding();
  await equipment.fill({ name: unit, make: "Toyota", model: "8FGU25", serial: "8FGU25-90210", hours: "6120.5" });
  await equipment.save();
  await expect(equipment.status()).toHaveText("Good");

  const phone = await driverOnPhone(browser, demo.driver1);
  const inspect = new DriverEquipmentInspection(phone);
  await inspect.open(checklist);
  await inspect.pickEquipment(unit);
  await inspect.choose(1, "No");
  await inspect.choose(2, "Good");
  expect(await phone.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(
    false,
  );
  await expectNoA11yViolations(phone, { label: "driver equipment inspection" });
  await inspect.send();
  await expect(phone.getByTestId("checklist-sent")).toBeVisible();
  await expect(phone.getByTestId("checklist-confirmation")).toContainText("Major problem");

  // Live on the office's open details screen: out of service, the inspection listed.
  await expect(equipment.status()).toHaveText("Major — out of service", { timeout: 5000 });
  await expect(office.getByTestId("result-count")).toHaveText("1 result", { timeout: 5000 });
  await expect
    .poll(
      () =>
        readMailFolder(mailDir(testInfo)).filter(
          (mail) =>
            mail.to.includes(equipmentTo) &&
            mail.text.includes(unit) &&
            mail.text.includes("MAJOR — Brakes hold on the ramp: No"),
        ).length,
      { timeout: 10_000 },
    )
    .toBe(1);

  await equipment.markRepaired("Brake shoes replaced, tested on the ramp");
  await expect(equipment.status()).toHaveText("Good");
  await expect(office.getByTestId("last-repair")).toContainText("Brake shoes replaced");

  // From the office: the same checklist filled for it on the details screen's Inspect, now all good.
  await equipment.inspectFromOffice(checklist, [
    [1, "Yes"],
    [2, "Good"],
  ]);
  await expect(office.getByTestId("result-details")).toContainText(unit);
  await office.getByRole("link", { name: unit }).click();
  await expect(equipment.status()).toHaveText("Good");
  await expect(office.getByTestId("result-count")).toHaveText("2 results");
});
