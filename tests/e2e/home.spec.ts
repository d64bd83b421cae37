// Home, what's new and the dashboard (docs/home.md "Screens"): the home screen's stats drawn from the demo data with
// their figures as a table, the release notes, the v3 dashboard, a mechanic's reduced home, and the screens on a phone,
// dark, in French.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../playwright.config";
import { expectNoA11yViolations, hasHorizontalScroll, useLocalSettings } from "./a11y";
import { openMenuEntry } from "./pages/portal-page";
import { SignInPage } from "./pages/sign-in-page";
import { expect, test } from "./test";

const SHOTS = "test-results/home-shots";
const CLIENT_DIR =
  process.env.E2E_CLIENT_DIR ??
  (process.env.E2E_INSTANCE ? `dist/client-e2e-${process.env.E2E_INSTANCE}` : "dist/client");

async function signIn(page: Page, email: string) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
}

/** A whole-page screenshot, and the page in screen-high parts so a tall phone page can be read at full size. */
async function shot(page: Page, name: string, projectName: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${projectName}-${name}.png`), fullPage: true });
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  const part = page.viewportSize()?.height ?? 900;
  for (let y = 0, i = 1; y < height; y += part, i++) {
    await page.screenshot({
      path: join(SHOTS, `${projectName}-${name}-part${i}.png`),
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(part, height - y) },
    });
  }
}

/** The scripts a navigation fetches, by path; gzip sizes are read from the build the server serves. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}
const gzipKB = (paths: readonly string[]) =>
  Math.round(paths.reduce((sum, path) => sum + gzipSync(readFileSync(join(CLIENT_DIR, path))).length, 0) / 102.4) / 10;

test("home stats render with the demo data: a chart, its figures as a table, the tiles and the unit out of service", async ({
  page,
  demo,
}) => {
  await signIn(page, demo.owner);
  await page.getByTestId("home-mode").getByText("Stats", { exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/home\?show=stats$/);
  await expect(page.getByTestId("whats-new")).toHaveCount(0);
  const inspections = page.getByTestId("stats-inspections");
  await expect(inspections.locator("canvas").first()).toBeVisible();
  await expect(page.getByTestId("stats-checkins")).toBeVisible();
  await expect(page.getByTestId("stats-timesheets")).toBeVisible();
  // The demo seed (src/server/features/inspections/demo.ts): S-202 has an open major defect.
  await expect(page.getByTestId("out-of-service-count")).toHaveText("1");
  await expect(page.getByTestId("tile-plate-expired")).toBeVisible();

  await inspections.getByText("Show the figures as a table").click();
  const table = inspections.getByTestId("stats-table");
  await expect(table.locator("tbody tr")).toHaveCount(15);
  await expect(table.locator("thead th")).toHaveText([
    "Day",
    "Inspections done",
    "With minor defects",
    "With major defects",
  ]);
  // Two weeks of inspections: the total column adds up to more than zero.
  const totals = (await table.locator("tbody tr td:nth-of-type(1)").allTextContents()).map(Number);
  expect(totals.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

  await page.getByTestId("stats-range").getByText("Last 15 months").click();
  await expect(table.locator("thead th").first()).toHaveText("Month");
  await expect(table.locator("tbody tr")).toHaveCount(15);

  // The mode is in the address: a reload shows the stats again.
  await page.reload();
  await expect(page.getByTestId("stats-inspections").locator("canvas").first()).toBeVisible();
  await expect(page.getByTestId("whats-new")).toHaveCount(0);
  await expectNoA11yViolations(page, { label: "home stats" });
});

test("the home route's JavaScript: the page without the charts, and the chart chunk loaded on its own", async ({
  browser,
  demo,
}, testInfo) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, demo.owner);
  // Cold loads with the stored session: what's new alone (no chart), then all (the chart chunk follows).
  const cold = await context.newPage();
  const withoutCharts = recordScripts(cold);
  await cold.goto("/portal/home?show=whatsnew");
  await expect(cold.getByTestId("whats-new")).toBeVisible();
  await cold.waitForLoadState("networkidle");
  const all = await context.newPage();
  const withCharts = recordScripts(all);
  await all.goto("/portal/home");
  await expect(all.getByTestId("stats-inspections").locator("canvas").first()).toBeVisible();
  await all.waitForLoadState("networkidle");
  const chart = withCharts.filter((path) => path.includes("stats-chart"));
  expect(withoutCharts.some((path) => path.includes("stats-chart"))).toBe(false);
  expect(chart).toHaveLength(1);
  const initial = withCharts.filter((path) => !chart.includes(path));
  const figures = {
    homeInitialJsGzipKB: gzipKB(initial),
    chartChunkGzipKB: gzipKB(chart),
    whatsNewOnlyJsGzipKB: gzipKB(withoutCharts),
    files: Object.fromEntries(withCharts.map((path) => [path.replace(/^.*\//, ""), gzipKB([path])])),
  };
  testInfo.annotations.push({ type: "home JS gzip", description: JSON.stringify(figures) });
  console.log(`home route JS (gzip): ${JSON.stringify(figures)}`);
  await context.close();
});

test("what's new lists the release notes down to v1.5.0, on home and at both whatsnew addresses", async ({
  page,
  demo,
}) => {
  await signIn(page, demo.owner);
  await page.getByTestId("home-mode").getByText("What's new").click();
  await expect(page).toHaveURL(/\?show=whatsnew$/);
  await expect(page.getByTestId("home-stats")).toHaveCount(0);
  await expect(page.getByTestId("release-2.5.1")).toContainText("v2.5.1");

  await openMenuEntry(page, "whatsNew");
  await expect(page).toHaveURL(/\/portal\/operator\/[^/]+\/whatsnew$/);
  const whatsNewPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name: "What's new", level: 1 })).toBeVisible();
  await expect(page.getByTestId("release-2.5.1")).toBeVisible();
  await expect(page.getByTestId("release-1.5.0")).toBeVisible();
  await expect(page.getByTestId("release-portal-home")).toContainText("Home, what's new and the dashboard");
  await expectNoA11yViolations(page, { label: "what's new" });
  await page.goto("/portal/operator/whatsnew");
  await expect(page.getByTestId("release-2.5.1")).toBeVisible();

  // The generic /portal/operator/{companyId}/{section}: check-ins live at /portal/operator/checkins.
  await page.goto(whatsNewPath.replace(/whatsnew$/, "checkins"));
  await expect(page).toHaveURL(/\/portal\/operator\/checkins$/);
  await expect(page.getByRole("heading", { name: "Check-ins" })).toBeVisible();
  await page.goto(whatsNewPath.replace(/whatsnew$/, "nonsense"));
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the v3 dashboard: tiles, charts, due soon and the vehicle out of service, each leading to its list", async ({
  page,
  demo,
}) => {
  await useLocalSettings(page, { v3: true });
  await signIn(page, demo.owner);
  await openMenuEntry(page, "dashboard");
  await expect(page.getByTestId("dashboard-heading")).toBeVisible();
  await expect(page.getByTestId("tile-plate-expired")).toBeVisible();
  await expect(page.getByTestId("stats-inspections").locator("canvas").first()).toBeVisible();
  await expect(page.getByTestId("due-soon").getByRole("listitem").first()).toBeVisible();
  const outOfService = page.getByTestId("out-of-service");
  await expect(outOfService.getByRole("link", { name: "S-202" })).toBeVisible();
  // 15 columns on a wide screen (docs/home.md "Screens").
  const columns = await page
    .getByTestId("dashboard-grid")
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(15);
  await expectNoA11yViolations(page, { label: "dashboard" });
  await outOfService.getByRole("link", { name: "S-202" }).click();
  await expect(page).toHaveURL(/\/portal\/operator\/vehicles\/[^/]+\/details$/);
  await page.goBack();
  await page
    .getByTestId("out-of-service")
    .getByRole("link", { name: /See all/ })
    .click();
  await expect(page).toHaveURL(/\/vehicles\?defect=major$/);
});

test("a mechanic's home: the inspections and the vehicles out of service, no compliance or people's figures", async ({
  page,
  demo,
}) => {
  await signIn(page, demo.mechanic);
  await expect(page.getByTestId("stats-inspections")).toBeVisible();
  await expect(page.getByTestId("out-of-service-count")).toHaveText("1");
  await expect(page.getByTestId("stats-checkins")).toHaveCount(0);
  await expect(page.getByTestId("stats-timesheets")).toHaveCount(0);
  await expect(page.getByTestId("tile-plate-expired")).toHaveCount(0);
  await expect(page.getByTestId("menu-whatsNew")).toHaveCount(0);
});

test("home and dashboard on a phone, dark, in French: no sideways scroll, accessible", async ({
  page,
  demo,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLocalSettings(page, { theme: "dark", v3: true });
  await page.addInitScript(() => localStorage.setItem("fleet.locale", "fr-CA"));
  const signInPage = new SignInPage(page);
  await page.goto("/signin");
  await page.getByLabel("Courriel").fill(demo.owner);
  await page.getByLabel("Mot de passe").fill(E2E_PASSWORD);
  await signInPage.waitForBotCheck();
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/portal\/home$/);
  const inspections = page.getByTestId("stats-inspections");
  await expect(inspections.locator("canvas").first()).toBeVisible();
  await expect(inspections.locator("figcaption")).toHaveText("Inspections, 15 derniers jours");
  await inspections.getByText("Afficher les chiffres en tableau").click();
  await expect(inspections.getByTestId("stats-table").locator("thead th").first()).toHaveText("Jour");
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectNoA11yViolations(page, { label: "home, phone, dark, French" });
  await shot(page, "home-phone-dark-fr", testInfo.project.name);

  await page.goto(new URL(page.url()).pathname.replace("/portal/home", "/portal/operator/whatsnew"));
  await expect(page.getByRole("heading", { name: "Nouveautés", level: 1 })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await shot(page, "whatsnew-phone-dark-fr", testInfo.project.name);

  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByTestId("drawer").getByTestId("menu-dashboard").click();
  await expect(page.getByTestId("dashboard-heading")).toHaveText("Tableau de bord");
  await expect(page.getByTestId("out-of-service").getByRole("link", { name: "S-202" })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectNoA11yViolations(page, { label: "dashboard, phone, dark, French" });
  await shot(page, "dashboard-phone-dark-fr", testInfo.project.name);
});

test("screenshots of home and the dashboard on a desktop, light and dark", async ({ page, demo }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await useLocalSettings(page, { v3: true });
  await signIn(page, demo.owner);
  await expect(page.getByTestId("stats-inspections").locator("canvas").first()).toBeVisible();
  await shot(page, "home-desktop-light", testInfo.project.name);
  await openMenuEntry(page, "dashboard");
  await expect(page.getByTestId("out-of-service").getByRole("link", { name: "S-202" })).toBeVisible();
  await expect(page.getByTestId("stats-inspections").locator("canvas").first()).toBeVisible();
  await shot(page, "dashboard-desktop-light", testInfo.project.name);
  await page.evaluate(() => {
    const settings = JSON.parse(localStorage.getItem("fleet.settings") ?? "{}") as Record<string, unknown>;
    localStorage.setItem("fleet.settings", JSON.stringify({ ...settings, theme: "dark" }));
  });
  await page.reload();
  await expect(page.getByTestId("stats-inspections").locator("canvas").first()).toBeVisible();
  await shot(page, "dashboard-desktop-dark", testInfo.project.name);
});
