import { officeUser } from "./pages/inspection-pages";
import { AdminListPage, operator } from "./pages/operator-lists-pages";
import { openMenuEntry } from "./pages/portal-page";
import { VehiclesPage } from "./pages/vehicles-page";
// The operator's cross-company lists are live (docs/operator.md "Cross-company lists"). The operator has every
// company's vehicles open; a company's owner adds a vehicle and then renames it through the portal, and each change
// shows in the operator's list — the count, the row with its Company column, the new name — without a reload. The
// same for reports: the operator's list of ready reports gains the one an owner asks for once it is ready.
import { expect, test, runClock } from "./test";

test("a company's vehicle added and renamed shows live in the operator's list of every company's vehicles", async ({
  browser,
  demo,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `Live Admin ${testInfo.project.name} ${runClock.now() % 1_000_000}`;
  const admin = await operator(browser);
  const list = new AdminListPage(admin, "vehicles");
  await list.open("Vehicles of every company");
  await admin.getByLabel("Search vehicles").fill(name);
  await list.countWhere((n) => n === 0);
  // Marks this page load: a reload or navigation would lose it.
  await admin.evaluate(() => ((window as unknown as { liveMarker: string }).liveMarker = "still here"));

  const owner = await officeUser(browser, demo.owner);
  const vehicles = new VehiclesPage(owner);
  await vehicles.openList();
  await vehicles.startAdding();
  await vehicles.fill({ name, category: "Highway Tractor", plate: "LA-0017", brake: "Air brakes" });
  await vehicles.save();
  await expect(vehicles.title()).toHaveText(`${name} (LA-0017)`);

  // The add: counted and listed, with the owner's company, in the operator's open list.
  await list.countWhere((n) => n === 1);
  await expect(list.row(name)).toBeVisible();
  await expect(list.row(name)).toContainText(demo.name);

  // The rename patches the row in place.
  await owner.getByRole("link", { name: "Edit" }).click();
  await vehicles.fill({ name: `${name} B` });
  await vehicles.save();
  await expect(vehicles.title()).toHaveText(`${name} B (LA-0017)`);
  await expect(list.row(`${name} B`)).toBeVisible();
  await expect(list.row(`${name} B`)).toContainText(demo.name);
  expect(await list.count()).toBe(1);

  expect(await admin.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe("still here");
  await owner.context().close();
  await admin.context().close();
});

test("a report an owner asks for shows in the operator's open list of ready reports once it is ready", async ({
  browser,
  demo,
}) => {
  test.setTimeout(90_000);
  const admin = await operator(browser);
  const list = new AdminListPage(admin, "reports");
  await list.open("Reports of every company");
  await list.filterByCompany(demo.name);
  await admin.getByRole("combobox", { name: "State", exact: true }).selectOption("done");
  await admin.getByRole("combobox", { name: "List", exact: true }).selectOption("users");
  await expect(admin.getByTestId("reports-count")).not.toBeEmpty();
  // The count is read once the List filter has taken: the seeded vehicles report has left the rows. (Read sooner,
  // it can still be the count of every ready report, one more than the users reports.)
  await expect(list.rows().filter({ hasNotText: "Users ·" }).filter({ hasNotText: "No results" })).toHaveCount(0);
  const before = await list.count();
  await admin.evaluate(() => ((window as unknown as { liveMarker: string }).liveMarker = "still here"));

  const owner = await officeUser(browser, demo.owner);
  await openMenuEntry(owner, "reports");
  await expect(owner.getByRole("heading", { name: "Reports", exact: true })).toBeVisible();
  await owner.getByRole("combobox", { name: "List" }).selectOption({ label: "Users" });
  await owner.getByRole("radio", { name: "CSV (spreadsheet)" }).check();
  await owner.getByRole("button", { name: "Create report" }).click();

  // Not listed while it runs (the State filter is Ready); listed, with its company, once it is.
  await list.countWhere((n) => n === before + 1);
  const row = list.rows().first();
  await expect(row).toContainText(/users-\d{4}-\d{2}-\d{2}\.csv/);
  await expect(row).toContainText("Ready");
  await expect(row).toContainText(demo.name);
  expect(await admin.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe("still here");
  await owner.context().close();
  await admin.context().close();
});
