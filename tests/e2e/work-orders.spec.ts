// Work orders screen (docs/work-orders.md "Screens"): a unit inspected with a minor defect gets a work order from the
// inspection's details; the company's work orders list (reached from the inspections screen) finds it by search, the
// Defects column filter and the status filter; a row opens the work order; the mechanic starts it and the office's open
// list shows it in progress live; the unit's details lead to its own work orders; the assigned mechanic was mailed; a
// sign-off from the inspection's repair tab completes the order, live on the owner's screen. The journey makes its own inspection
// and work order (V-701), so it depends on no other journey's records.
import { type Page } from "@playwright/test";

import { expectNoA11yViolations } from "./a11y";
import { sentMail } from "./mail-folder";
import { DriverInspection, driverOnPhone, officeUser } from "./pages/inspection-pages";
import { openMenuEntry } from "./pages/portal-page";
import { expect, test, runClock } from "./test";

const UNIT = "V-701";

const rowOf = (page: Page, text: string) =>
  page.getByTestId("virtual-table").getByRole("row").filter({ hasText: text });

test("a work order opened from an inspection is found on the work orders list, opens, and follows the shop's progress live", async ({
  browser,
  demo,
}, testInfo) => {
  test.setTimeout(120_000);
  const remark = `Wiper blade torn ${testInfo.project.name} ${runClock.now()}`;
  // The manager inspects from the driver app (no record of duty status needed: the rule is for drivers and mechanics).
  const phone = await driverOnPhone(browser, demo.manager);
  const inspection = new DriverInspection(phone);
  await inspection.open();
  await inspection.pickVehicle(UNIT);
  await inspection.fillTrip({ location: `Work order yard ${testInfo.project.name}` });
  await inspection.start();
  await inspection.answerParts({ 2: { severity: "minor", remark } });
  await inspection.signAndSubmit();
  await expect(phone.getByTestId("inspection-sent")).toBeVisible();

  // The office opens a work order for it from the inspection's details, for Mei Chen.
  const owner = await officeUser(browser, demo.owner);
  await openMenuEntry(owner, "inspections");
  await owner.getByLabel("Search inspections").fill(`Work order yard ${testInfo.project.name}`);
  await rowOf(owner, UNIT).first().click();
  await expect(owner.getByTestId("inspection-title")).toContainText(UNIT);
  const inspectionPath = new URL(owner.url()).pathname;
  await owner.getByTestId("open-work-order").click();
  const form = owner.getByTestId("work-order-open-form");
  await form.getByTestId("work-order-defect").first().check();
  await form.getByTestId("work-order-assignee").selectOption({ label: "Mei Chen" });
  await form.getByTestId("work-order-open-submit").click();
  const number = (await owner
    .getByTestId("work-order")
    .first()
    .getByTestId("work-order-number")
    .textContent())!.replace(/\D/g, "");

  // The list, from the inspections screen: search, the Defects column filter and the status filter find it.
  await openMenuEntry(owner, "inspections");
  await owner.getByTestId("work-orders-link").click();
  await expect(owner.getByRole("heading", { name: "Work orders", exact: true })).toBeVisible();
  await expect(owner.getByTestId("work-order-count")).toHaveText(/^\d+ work orders?$/);
  await owner.getByLabel("Search work orders").fill(UNIT);
  const row = rowOf(owner, `#${number}`);
  await expect(row).toContainText(UNIT);
  await expect(row).toContainText("1 defect");
  await expect(row).toContainText("Mei Chen");
  await expect(row.getByTestId("work-order-status")).toHaveText("Open");
  // The Defects filter matches what the row names (the part, and the defect the driver picked there).
  const defects = (await row.getByTestId("work-order-defects").getAttribute("title"))!;
  await owner.getByLabel("Filter Defects").fill(defects.slice(0, 10).toUpperCase());
  await expect(owner.getByTestId("work-order-count")).toHaveText("1 work order");
  await owner.getByRole("combobox", { name: "Status", exact: true }).selectOption("completed");
  await expect(owner.getByTestId("work-order-count")).toHaveText("0 work orders");
  await owner.getByRole("combobox", { name: "Status", exact: true }).selectOption("active");
  await expect(row).toBeVisible();
  await expectNoA11yViolations(owner, { label: "work orders list" });

  // The mechanic opens it from the same list and starts work: the owner's open list follows live.
  const mechanic = await officeUser(browser, demo.mechanic);
  await mechanic.goto(new URL(owner.url()).pathname);
  await mechanic.getByLabel("Search work orders").fill(`#${number}`);
  await rowOf(mechanic, UNIT).first().click();
  await expect(mechanic.getByTestId("work-order-title")).toHaveText(`Work order ${number}`);
  await expect(mechanic.getByTestId("work-order")).toContainText(remark);
  await expectNoA11yViolations(mechanic, { label: "work order details" });
  await mechanic.getByTestId("work-order-start").click();
  await expect(mechanic.getByTestId("work-order-status")).toHaveText("In progress");
  await expect(row.getByTestId("work-order-status")).toHaveText("In progress", { timeout: 2000 });

  // The unit's details lead to its own work orders, the unit already picked.
  await mechanic.getByRole("link", { name: "The vehicle" }).click();
  await expect(mechanic.getByTestId("vehicle-title")).toContainText(UNIT);
  await mechanic.getByTestId("work-orders-link").click();
  await expect(mechanic.getByRole("heading", { name: "Work orders", exact: true })).toBeVisible();
  await expect(mechanic.locator(`input[aria-label="Vehicle"]`)).toHaveValue(new RegExp(UNIT));
  await expect(rowOf(mechanic, `#${number}`)).toBeVisible();
  await expect(
    mechanic.getByTestId("virtual-table").getByRole("row").filter({ hasNotText: UNIT }).filter({ hasText: /#\d+/ }),
  ).toHaveCount(0);

  // Mei Chen was mailed the order when it was assigned to her.
  await expect
    .poll(
      () =>
        sentMail(testInfo).filter(
          (mail) => mail.to.includes(demo.mechanic) && mail.text.includes(`work order #${number} for ${UNIT}`),
        ).length,
      { timeout: 10_000 },
    )
    .toBe(1);

  // The owner watches the order while the mechanic signs its only defect off from the inspection's Repairs tab, not
  // from the order: the order is completed, and the owner's screen says so live.
  await row.click();
  await expect(owner.getByTestId("work-order-status")).toHaveText("In progress");
  await mechanic.goto(inspectionPath);
  await mechanic.getByRole("link", { name: "Repairs" }).click();
  const openDefect = mechanic.getByTestId("open-defect");
  await openDefect.getByRole("radio", { name: "Repaired" }).check();
  await openDefect.getByLabel("What was done").fill("New wiper blade fitted");
  await mechanic.getByTestId("signature-mode").click();
  await mechanic.getByRole("button", { name: "Sign off" }).click();
  await expect(mechanic.getByTestId("repair-saved")).toBeVisible();
  await expect(owner.getByTestId("work-order-status")).toHaveText("Completed", { timeout: 2000 });
  await expect(owner.getByTestId("work-order-start")).toHaveCount(0);
});
