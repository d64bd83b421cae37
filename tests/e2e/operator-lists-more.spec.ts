// Cross-company lists (docs/operator.md "Cross-company lists"), the rest of the admin lists: the platform operator
// opens every company's schedules, reports, saved payment cards and vehicle positions from the admin navigation, sees
// the demo and e2e companies' rows in each with a Company column, narrows each to one company with the company
// filter, and opens a row where it has details. The rows come from the seed: every company's copies of the standard
// schedules, the demo company's finished vehicles report, the second demo company's saved cards and the demo
// company's inspected units. The last journey goes through the other lists (vehicles, employees, hours, check-ins,
// invoices, equipment, checklists) the same way, into a record of the journey's own demo company.
import { type Page } from "@playwright/test";

import { E2E_FLEET_COMPANY } from "./fleet";
import { officeUser } from "./pages/inspection-pages";
import { AdminListPage, operator } from "./pages/operator-lists-pages";
import { expect, test } from "./test";

// Each journey narrows cross-company lists that hold every journey's company and the 100,000-vehicle one: on a
// loaded machine a list can take seconds to answer each filter, so these get the admin lists' longer time.
test.describe.configure({ timeout: 90_000 });

/** Opens a list from the admin navigation's list row, as the operator would. */
async function openFromNav(admin: Page, navId: string, list: AdminListPage, heading: string) {
  await admin.getByTestId(`admin-nav-${navId}`).click();
  await expect(admin).toHaveURL(new RegExp(`/portal/admin/${list.domain}$`));
  await expect(admin.getByRole("heading", { name: heading })).toBeVisible();
  await expect(admin.getByTestId(`${list.domain}-count`)).not.toBeEmpty();
}

test("the operator browses every company's schedules and opens one read-only", async ({ browser, demo }) => {
  const admin = await operator(browser);
  const list = new AdminListPage(admin, "schedules");
  await list.open("Schedules of every company");
  const all = await list.countWhere((n) => n > 0);
  // The list's other name shows the same screen.
  await list.open("Schedules of every company", "/portal/admin/schedule/list");
  // At least as many: other journeys' companies, seeded meanwhile, bring their own schedules.
  await list.countWhere((n) => n >= all);

  await list.filterByCompany(demo.name);
  await list.countWhere((n) => n > 0 && n < all);
  expect(new Set(await list.companiesShown())).toEqual(new Set([demo.name]));
  await list.filterByCompany(E2E_FLEET_COMPANY);
  await list.countWhere((n) => n > 0 && n < all);
  expect(new Set(await list.companiesShown())).toEqual(new Set([E2E_FLEET_COMPANY]));

  // The search and a column filter narrow it: the company's copy of NSC 13 Schedule 1.
  await admin.getByLabel("Search schedules").fill("schedule 1");
  await list.countWhere((n) => n >= 1);
  await admin.getByLabel("Filter Name").fill("NSC");
  await list.countWhere((n) => n >= 1);
  // Taken once the rows on screen are the filtered ones (the count can still be the last filter's).
  await expect
    .poll(async () => {
      const names = await list.columnShown(1);
      return names.length > 0 && names.every((shown) => /NSC/.test(shown) && /schedule 1/i.test(shown));
    })
    .toBe(true);
  const name = (await list.columnShown(1))[0]!;
  await list.rows().first().click();
  await expect(admin).toHaveURL(/\/portal\/admin\/schedules\/[^/]+$/);
  await expect(admin.getByTestId("record-title")).toHaveText(name);
  await expect(admin.getByTestId("record-company")).toContainText(E2E_FLEET_COMPANY);
  await expect(admin.getByRole("heading", { name: /\d+ parts?/ })).toBeVisible();
  await expect(admin.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await admin.getByRole("link", { name: "Back to the list" }).click();
  await expect(admin.getByRole("heading", { name: "Schedules of every company" })).toBeVisible();
  await admin.context().close();
});

test("the operator finds the demo company's finished report and opens it", async ({ browser, demo }) => {
  const admin = await operator(browser);
  await admin.goto("/portal/admin/home");
  const list = new AdminListPage(admin, "reports");
  await openFromNav(admin, "reports", list, "Reports of every company");
  await list.countWhere((n) => n > 0);
  await list.filterByCompany(demo.name);
  await admin.getByRole("combobox", { name: "State", exact: true }).selectOption("done");
  await list.countWhere((n) => n > 0);
  expect(new Set(await list.companiesShown())).toEqual(new Set([demo.name]));
  await admin.getByLabel("Filter File").fill("vehicles-");
  await list.countWhere((n) => n >= 1);
  const row = list.rows().first();
  await expect(row).toContainText(/vehicles-\d{4}-\d{2}-\d{2}\.csv/);
  await expect(row).toContainText("Ready");
  await row.click();
  await expect(admin).toHaveURL(/\/portal\/admin\/reports\/[^/]+$/);
  await expect(admin.getByTestId("record-title")).toContainText(/vehicles-\d{4}-\d{2}-\d{2}\.csv/);
  await expect(admin.getByTestId("record-company")).toContainText(demo.name);
  await expect(admin.getByTestId("report-state")).toHaveText("Ready");
  await expect(admin.getByTestId("record-facts")).toContainText("Vehicles & Trailers");
  await admin.context().close();
});

test("the operator sees saved cards as brand, last four digits and expiry, and opens the company's billing", async ({
  browser,
  demo,
}) => {
  const admin = await operator(browser);
  const list = new AdminListPage(admin, "cards");
  await list.open("Payment cards of every company");
  const all = await list.countWhere((n) => n >= 2);
  await list.filterByCompany(demo.secondName);
  await list.countWhere((n) => n >= 2 && n <= all);
  expect(new Set(await list.companiesShown())).toEqual(new Set([demo.secondName]));
  await expect(list.row("Mastercard")).toContainText("•••• 4444");
  // The expired card only: the American Express one, shown as expired.
  await admin.getByRole("combobox", { name: "Expiry", exact: true }).selectOption("expired");
  await list.countWhere((n) => n === 1);
  await expect(list.rows().first()).toContainText("American Express");
  await expect(list.rows().first()).toContainText("Expired");
  // Nothing but brand, last four and expiry: no card number, no processor reference.
  await expect(list.table()).not.toContainText("pm_");
  await list.rows().first().click();
  await expect(admin).toHaveURL(/\/portal\/admin\/companys\/[^/]+\/billing$/);
  await admin.context().close();
});

test("the operator sees each unit's last known position and opens a placed unit", async ({ browser, demo }) => {
  const admin = await operator(browser);
  await admin.goto("/portal/admin/home");
  const list = new AdminListPage(admin, "map-positions");
  await openFromNav(admin, "mapPositions", list, "Vehicle positions of every company");
  const all = await list.countWhere((n) => n > 0);
  const position = admin.getByRole("combobox", { name: "Position", exact: true });
  // The demo company's trip inspections carry coordinates: its units are on its map, most of them at least.
  await list.filterByCompany(demo.name);
  const demoUnits = await list.countWhere((n) => n > 0 && n < all);
  await position.selectOption("placed");
  // Fewer than all: the demo fleet has units never inspected (a count of them all is still the last filter's).
  const placed = await list.countWhere((n) => n > 0 && n < demoUnits);
  expect(new Set(await list.companiesShown())).toEqual(new Set([demo.name]));
  await expect(list.rows().first()).toContainText(/-?\d+\.\d{5}, -?\d+\.\d{5}/);
  await position.selectOption("unplaced");
  await list.countWhere((n) => n === demoUnits - placed);
  // The e2e fleet's units were made without inspections: none has a position yet.
  await list.filterByCompany(E2E_FLEET_COMPANY);
  const unplaced = await list.countWhere((n) => n > 0);
  await expect(list.rows().first()).toContainText("No position yet");
  await position.selectOption("any");
  await list.countWhere((n) => n >= unplaced);

  await list.filterByCompany(demo.name);
  await position.selectOption("placed");
  await list.countWhere((n) => n === placed);
  const unit = (await list.columnShown(1))[0]!;
  await admin.getByLabel("Filter Unit").fill(unit);
  await list.countWhere((n) => n >= 1 && n <= placed);
  await list.rows().first().click();
  await expect(admin).toHaveURL(/\/portal\/admin\/vehicles\/[^/]+$/);
  await expect(admin.getByTestId("record-title")).toContainText(unit);
  await expect(admin.getByTestId("record-company")).toContainText(demo.name);
  await admin.context().close();
});

test("an owner is refused the operator's card and position lists", async ({ browser, demo }) => {
  const owner = await officeUser(browser, demo.owner);
  for (const path of ["/portal/admin/cards", "/portal/admin/map-positions"]) {
    await owner.goto(path);
    await expect(owner.getByTestId("not-allowed")).toBeVisible();
    await expect(owner.getByTestId("virtual-table")).toHaveCount(0);
  }
  await owner.context().close();
});

test("the operator opens each of the other cross-company lists from the admin navigation, narrows it to one company and opens a record read-only", async ({
  browser,
  demo,
}) => {
  test.setTimeout(180_000);
  const admin = await operator(browser);
  await admin.goto("/portal/admin/home");
  // Each list the admin navigation offers with its heading and where a row leads (the record's read-only page).
  const lists = [
    { nav: "vehicles", domain: "vehicles", heading: "Vehicles of every company" },
    { nav: "employees", domain: "employees", heading: "Employees of every company" },
    { nav: "hours", domain: "hours", heading: "Hours of every company" },
    { nav: "checkins", domain: "checkins", heading: "Check-ins of every company" },
    { nav: "invoices", domain: "invoices", heading: "Invoices of every company" },
    { nav: "equipment", domain: "equipment", heading: "Equipment of every company" },
    { nav: "checklists", domain: "checklists", heading: "Checklists of every company" },
  ];
  for (const { nav, domain, heading } of lists) {
    const list = new AdminListPage(admin, domain);
    await openFromNav(admin, nav, list, heading);
    const all = await list.countWhere((n) => n > 0);
    // The journey's own demo company: a share of every company's rows, each row saying whose it is.
    await list.filterByCompany(demo.name);
    await list.countWhere((n) => n > 0 && n <= all);
    await list.rows().first().click();
    await expect(admin).toHaveURL(new RegExp(`/portal/admin/${domain}/[^/]+$`));
    await expect(admin.getByTestId("record-company")).toContainText(demo.name);
    await admin.getByRole("link", { name: "Back to the list" }).click();
    await expect(admin.getByRole("heading", { name: heading })).toBeVisible();
  }
  await admin.context().close();
});
