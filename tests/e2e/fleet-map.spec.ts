// Named so that it runs before inspections.spec.ts: the journeys share one seeded database, and the work-order
// journey there puts S-202, the demo fleet's out-of-service unit, back in service.
// The fleet map (docs/map.md): the demo fleet's last known positions on the offline base map — the side list with its
// counts per status, a drawn canvas, and a pin or a row opening the vehicle; the v3 address shows the same.
import { mkdirSync } from "node:fs";

import { type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../playwright.config";
import { expectNoA11yViolations, useLocalSettings } from "./a11y";
import type { JourneyCompany } from "./journey-company";
import { MapPage } from "./pages/map-page";
import { SignInPage } from "./pages/sign-in-page";
import { expect, test } from "./test";

async function signIn(page: Page, demo: JourneyCompany) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(demo.owner, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
}

/** Out of service's pin colour in the light theme (map-colors.ts). */
const OUT_OF_SERVICE_RGB = [0xb9, 0x1c, 0x1c] as const;

test("the map shows the demo fleet's pins and the list beside it; a row opens the vehicle", async ({ page, demo }) => {
  await signIn(page, demo);
  const map = new MapPage(page);
  await map.openFromMenu();
  // The demo seed places its inspected units around the GTA and along the 401 and the A-20.
  await expect(page.getByTestId("map-summary")).toContainText(/\d+ vehicles placed/);
  const placed = Number(
    ((await page.getByTestId("map-summary").textContent()) ?? "").match(/(\d+) vehicles placed/)![1],
  );
  expect(placed).toBeGreaterThanOrEqual(14);
  await expect(map.count(2)).toContainText("1 Out of service");
  const counts = await Promise.all(
    ([0, 1, 2] as const).map(async (s) => Number(((await map.count(s).textContent()) ?? "").match(/\d+/)![0])),
  );
  expect(counts.reduce((a, b) => a + b, 0)).toBe(placed);
  await map.expectDrawn();
  // Worst first: the out-of-service unit heads the list.
  await expect(map.rows().first()).toContainText("S-202");
  await map.rows().first().click();
  await expect(page).toHaveURL(/\/portal\/operator\/vehicles\/[^/]+\/details$/);
  await expect(page.getByTestId("vehicle-title")).toContainText("S-202");

  // Keyboard: a row is a link, Enter opens it.
  await page.goBack();
  await expect(map.rows().nth(1)).toBeVisible();
  const second = ((await map.rows().nth(1).getByTestId("map-list-name").textContent()) ?? "").trim();
  await map.rows().nth(1).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/details$/);
  await expect(page.getByTestId("vehicle-title")).toContainText(second);
});

test("a click on the out-of-service pin zooms through its cluster and opens the vehicle; the keys pan and zoom", async ({
  page,
  demo,
}) => {
  await signIn(page, demo);
  const map = new MapPage(page);
  await map.openFromMenu();
  await map.expectDrawn();
  const canvas = map.canvas();
  // Keyboard: + zooms in, - out, arrows move (the view's zoom is on the canvas).
  const zoom = async () => Number(await canvas.getAttribute("data-zoom"));
  const start = await zoom();
  await canvas.focus();
  await page.keyboard.press("+");
  await expect.poll(zoom).toBeGreaterThan(start);
  await page.keyboard.press("-");
  await expect.poll(zoom).toBeCloseTo(start, 1);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("0");
  await map.expectDrawn();
  for (let attempt = 0; attempt < 10 && !page.url().endsWith("/details"); attempt++) {
    await map.settled();
    const spot = await map.findColour(OUT_OF_SERVICE_RGB);
    expect(spot, "the out-of-service pin is drawn").toBeDefined();
    const before = await zoom();
    await page.mouse.click(spot!.x, spot!.y);
    // A cluster zooms in; a single pin opens its vehicle.
    await expect.poll(async () => page.url().endsWith("/details") || (await zoom()) > before).toBe(true);
  }
  await expect(page).toHaveURL(/\/details$/);
  await expect(page.getByTestId("vehicle-title")).toContainText("S-202");
});

test("the v3 address shows the map", async ({ page, demo }) => {
  await signIn(page, demo);
  const map = new MapPage(page);
  await map.openFromMenu();
  await page.goto(page.url().replace("/portal/operator/", "/portal/v3/operator/"));
  await expect(page.getByRole("heading", { name: "Map", exact: true })).toBeVisible();
  await map.expectDrawn();
  await expect(map.rows().first()).toContainText("S-202");
});

test("on a phone, dark: the map above, the list below, nothing wider than the screen; no accessibility violations", async ({
  page,
  demo,
}, testInfo) => {
  mkdirSync("test-results/map-shots", { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demo);
  const map = new MapPage(page);
  await map.openFromMenu();
  await map.expectDrawn();
  await page.screenshot({ path: `test-results/map-shots/${testInfo.project.name}-desktop.png` });
  await expectNoA11yViolations(page, { label: "map" });
  await useLocalSettings(page, { theme: "dark" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await map.expectDrawn();
  await expect(map.rows().first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
  await page.screenshot({ path: `test-results/map-shots/${testInfo.project.name}-phone-dark.png`, fullPage: true });
  await expectNoA11yViolations(page, { label: "map, phone, dark" });
});
