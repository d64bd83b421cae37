import { PLATFORM_COMPANY_NAME } from "../../src/server/seed/demo";
import { AdminHomePage, ViewAsBanner } from "./pages/admin-home-pages";
import { officeUser } from "./pages/inspection-pages";
import { operator } from "./pages/operator-lists-pages";
import { openMenuEntry } from "./pages/portal-page";
import { VehiclesPage } from "./pages/vehicles-page";
// The admin home and the read-only view (docs/operator.md "Home and figures", "The read-only view"): the platform
// operator opens Admin from the main menu and sees the platform's figures and charts; opens a company's portal
// read-only from the admin home — bannered, its vehicles there, a save refused by the server — keeps the view across
// a reload, and leaves it. Viewing changes no record, so the journey may look at the demo company that other journeys
// use; an owner is refused the admin home.
import { expect, test, runClock } from "./test";

test("the operator sees the platform's figures, views a company read-only and leaves", async ({ browser, demo }) => {
  test.setTimeout(90_000);
  const page = await operator(browser);
  const home = new AdminHomePage(page);
  await home.openFromMenu();

  // The figures: the seed's companies (the platform's own, the demos, the large e2e fleet) and their vehicles.
  expect(await home.figureValue("companiesActive")).toBeGreaterThanOrEqual(3);
  expect(await home.figureValue("vehicles")).toBeGreaterThan(0);
  expect(await home.figureValue("invoicesPaid")).toBeGreaterThan(0);
  // The charts, with their figures as a table: the demo's two weeks of inspections over the last 15 days.
  const inspections = home.series("inspections");
  await expect(inspections.locator("canvas").first()).toBeVisible();
  await inspections.getByText("Show the figures as a table").click();
  const table = inspections.getByTestId("stats-table");
  await expect(table.locator("tbody tr")).toHaveCount(15);
  const daily = (await table.locator("tbody tr td").allTextContents()).map((text) => Number(text.replace(/\D/g, "")));
  expect(daily.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  await page.getByTestId("platform-range").getByText("Last 15 months").click();
  await expect(table.locator("tbody tr")).toHaveCount(15);
  await expect(home.series("revenueCents").locator("canvas").first()).toBeVisible();

  // The read-only view of the demo company, from the admin home.
  const view = new ViewAsBanner(page);
  await home.viewCompany(demo.name);
  await expect(page).toHaveURL(/\/portal\/operator\/[^/]+\/home$/);
  await view.expectViewing(demo.name);
  await expect(page.getByTestId("company-name")).toHaveText(demo.name);

  // Its vehicles, through its own menu.
  await openMenuEntry(page, "vehicles");
  const vehicles = new VehiclesPage(page);
  await expect(page.getByRole("heading", { name: "Vehicles & Trailers" })).toBeVisible();
  await expect(vehicles.row("S-202")).toBeVisible();
  const before = await vehicles.count();
  await view.expectViewing(demo.name);

  // Save is off in the view and says why (the server would refuse it too: ReadOnlyView); nothing is added.
  await vehicles.startAdding();
  await vehicles.fill({ name: `Never saved ${runClock.now()}`, category: "Straight Truck", brake: "Air brakes" });
  const save = page.getByRole("button", { name: "Save" });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAttribute("title", "Read-only view: nothing can be changed");

  // So are the buttons that change a record at once: a unit's Remove, off and saying why.
  await page.goBack();
  await vehicles.row("S-202").click();
  const remove = page.getByRole("button", { name: "Remove", exact: true });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAttribute("title", "Read-only view: nothing can be changed");

  // A reload keeps the view (it lives on the session), banner and all.
  await page.goto("/portal/operator/vehicles");
  await view.expectViewing(demo.name);
  await expect(vehicles.row("S-202")).toBeVisible();
  expect(await vehicles.count()).toBe(before);

  // Leaving: back on the admin home, in the operator's own company.
  await view.exit();
  await expect(page).toHaveURL(/\/portal\/admin\/home$/);
  await expect(page.getByTestId("company-name")).toHaveText(PLATFORM_COMPANY_NAME);
  await page.reload();
  await expect(page.getByTestId("admin-heading")).toHaveText("Admin");
  await expect(view.banner()).toHaveCount(0);
  await page.context().close();
});

test("an owner has no Admin entry and is refused the admin home", async ({ browser, demo }) => {
  const owner = await officeUser(browser, demo.owner);
  await expect(owner.getByTestId("menu-admin")).toHaveCount(0);
  await owner.goto("/portal/admin/home");
  await expect(owner.getByTestId("not-allowed")).toBeVisible();
  await expect(owner.getByTestId("platform-figures")).toHaveCount(0);
  await owner.context().close();
});

test("the operator opens each of a company's screens from its admin page: read-only there, the invoice settings its own", async ({
  browser,
  demo,
}) => {
  test.setTimeout(120_000);
  const page = await operator(browser);
  await page.goto("/portal/admin/company/list");
  await page.getByLabel("Search companies").fill(demo.name);
  await page.getByTestId("virtual-table").getByRole("row").filter({ hasText: demo.name }).first().click();
  await expect(page.getByTestId("admin-company-name")).toHaveText(demo.name);
  const details = page.url();
  const companyId = /\/portal\/admin\/companys\/([^/]+)\/details$/.exec(details)![1]!;
  const view = new ViewAsBanner(page);
  // Each section of /portal/admin/companys/{id}/… (docs/operator.md "A company's screens"), and the screen it opens.
  const sections: [string, RegExp][] = [
    ["Home", new RegExp(`/portal/operator/${companyId}/home$`)],
    ["Compliance", new RegExp(`/portal/operator/${companyId}/compliance`)],
    ["Employees", new RegExp(`/portal/operator/${companyId}/users$`)],
    ["Vehicles & Trailers", new RegExp(`/portal/operator/${companyId}/vehicles$`)],
    ["Inspections", new RegExp(`/portal/operator/${companyId}/inspections`)],
    ["Hours of Service", new RegExp(`/portal/operator/${companyId}/hours$`)],
    ["Check-ins", /\/portal\/operator\/checkins$/],
    ["Invoices", /\/portal\/operator\/invoices$/],
    ["Schedules", new RegExp(`/portal/operator/${companyId}/schedules$`)],
    ["Checklists", /\/portal\/operator\/checklists$/],
  ];
  for (const [label, address] of sections) {
    await page.getByTestId("company-sections").getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(address);
    await view.expectViewing(demo.name);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByText("Page not found")).toHaveCount(0);
    await expect(page.getByTestId("refused-route")).toHaveCount(0);
    // The section's address was replaced: Back is the company's admin page again.
    await page.goBack();
    await expect(page.getByTestId("admin-company-name")).toHaveText(demo.name);
  }
  // The invoice settings are the operator's own: the company's billing page, out of the view, editable.
  await page.getByTestId("company-sections").getByRole("link", { name: "Invoice settings", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/admin/companys/${companyId}/billing$`));
  await expect(view.banner()).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  // An address with a section the product does not have is "Page not found".
  await page.goto(`/portal/admin/companys/${companyId}/spaceships`);
  await expect(page.getByText("Page not found")).toBeVisible();
  await page.context().close();
});
