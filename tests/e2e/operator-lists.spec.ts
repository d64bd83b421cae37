import { E2E_FLEET_COMPANY, E2E_FLEET_OWNER } from "./fleet";
import { DriverInspection, driverOnPhone, officeUser } from "./pages/inspection-pages";
import { AdminListPage, operator } from "./pages/operator-lists-pages";
// Cross-company lists (docs/operator.md "Cross-company lists"): the platform operator browses every company's
// inspections in one list with a Company column, narrows it to one company with the company filter, and opens an
// inspection of another company read-only. The journey makes its own inspection in the large e2e company (its owner,
// on a phone) so the list it browses holds two companies' inspections whatever the other journeys did; an owner is
// refused the operator's list.
import { expect, test, runClock } from "./test";

test("the operator browses every company's inspections, filters by company and opens one read-only", async ({
  browser,
  demo,
}, testInfo) => {
  test.setTimeout(120_000);
  const place = `Admin lists yard ${testInfo.project.name} ${runClock.now()}`;
  // Another company's inspection: the large e2e company's owner inspects one of its units from the driver app.
  const owner = await driverOnPhone(browser, E2E_FLEET_OWNER);
  const inspection = new DriverInspection(owner);
  await inspection.open();
  await inspection.pickVehicle("U-0000");
  const unit = ((await owner.getByTestId("picked-unit").first().textContent()) ?? "").match(/U-\d+/)![0];
  await inspection.fillTrip({ tripType: "Post-trip", location: place });
  await inspection.start();
  await inspection.answerParts();
  await inspection.signAndSubmit();
  await expect(owner.getByTestId("inspection-sent")).toBeVisible();
  await owner.context().close();

  const admin = await operator(browser);
  const list = new AdminListPage(admin, "inspections");
  await list.open("Inspections of every company");
  const all = await list.count();
  // Both companies' inspections are in the one list: the demo's seeded weeks and the one just made.
  const search = admin.getByLabel("Search inspections");
  await search.fill(place);
  await list.countWhere((n) => n === 1);
  await expect(list.rows().first()).toContainText(E2E_FLEET_COMPANY);
  await expect(list.rows().first()).toContainText(unit);
  await search.fill("");
  // At least as many: other journeys' companies, seeded meanwhile, bring their own inspections.
  await list.countWhere((n) => n >= all);
  await expect(list.rows().first()).toBeVisible();

  // The company filter: the demo company's inspections only, every row saying so.
  await list.filterByCompany(demo.name);
  const demoRows = await list.countWhere((n) => n > 0 && n < all);
  await expect(list.rows().first()).toContainText(demo.name);
  expect(new Set(await list.companiesShown())).toEqual(new Set([demo.name]));
  await list.filterByCompany(E2E_FLEET_COMPANY);
  const fleet = await list.countWhere((n) => n > 0 && n < all);
  expect(demoRows + fleet).toBeLessThanOrEqual(all);
  expect(new Set(await list.companiesShown())).toEqual(new Set([E2E_FLEET_COMPANY]));

  // Opens the other company's inspection: its details, read-only, naming the company.
  await search.fill(place);
  await list.countWhere((n) => n === 1);
  await list.rows().first().click();
  await expect(admin).toHaveURL(/\/portal\/admin\/inspections\/[^/]+$/);
  await expect(admin.getByTestId("record-title")).toContainText(unit);
  await expect(admin.getByTestId("record-company")).toContainText(E2E_FLEET_COMPANY);
  await expect(admin.getByText(place)).toBeVisible();
  await expect(admin.getByTestId("driver-signature")).toBeVisible();
  await expect(admin.getByRole("link", { name: "Repairs" })).toHaveCount(0);
  await admin.getByRole("link", { name: "Back to the list" }).click();
  await expect(admin.getByRole("heading", { name: "Inspections of every company" })).toBeVisible();
  await admin.context().close();
});

test("an owner is refused the operator's cross-company list", async ({ browser, demo }) => {
  const owner = await officeUser(browser, demo.owner);
  await owner.goto("/portal/admin/inspections");
  await expect(owner.getByTestId("not-allowed")).toBeVisible();
  await expect(owner.getByTestId("virtual-table")).toHaveCount(0);
  await owner.context().close();
});
