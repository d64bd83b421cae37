// Hours of service (docs/hours.md): a driver on a phone at /drive goes on duty, drives, goes off duty and certifies the
// day with a signature → the office's open Hours of Service list shows the day live with its status, and its
// details draw the log grid; the seeded day with 9 hours off and no declared deferral shows the violation with the
// section it breaks.
import { type Browser, type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../playwright.config";
import { violationDay } from "../../src/server/features/hours/demo";
import { carrierDayOf } from "../../src/shared/rules/timesheets";
import { expectNoA11yViolations } from "./a11y";
import type { JourneyCompany } from "./journey-company";
import { openMenuEntry } from "./pages/portal-page";
import { SignInPage } from "./pages/sign-in-page";
import { expect, test, runClock } from "./test";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const ZONE = "America/Toronto";

/** A day as the list and the details write it in en-US (Playwright's Chromium), e.g. "Thu, Nov 12, 2026". */
const shownDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(y, m - 1, d, 12));
};

async function driverOnPhone(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext(PHONE)).newPage();
  await page.goto("/drive");
  await expect(page).toHaveURL(/\/drive\/signin$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await new SignInPage(page).waitForBotCheck();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/drive\/$/);
  return page;
}

async function officeHours(browser: Browser, demo: JourneyCompany): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(demo.manager, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
  await openMenuEntry(page, "hours");
  await expect(page.getByRole("heading", { name: "Hours of Service", exact: true })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Today" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("timesheet-count")).not.toBeEmpty();
  return page;
}

async function record(driver: Page, status: string, label: string) {
  await driver.getByTestId(`status-${status}`).click();
  await driver.getByTestId("record-status").click();
  await expect(driver.getByTestId("current-status")).toContainText(label);
}

const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

test("a driver on a phone goes on duty, drives, goes off duty and certifies: the office sees the day live, with its grid", async ({
  browser,
  demo,
}) => {
  const office = await officeHours(browser, demo);
  const driver = await driverOnPhone(browser, demo.driver1);
  await driver.getByTestId("tile-hours").click();
  await expect(driver.getByTestId("drive-title")).toHaveText("Hours of service");
  await expect(driver).toHaveURL(/\/drive\/hours$/); // the screen's address, never its route pattern
  // The seeded days end off duty, carried into today.
  await expect(driver.getByTestId("current-status")).toContainText("Off duty");
  await expect(driver.getByTestId("left-cycle")).not.toHaveText("—");
  await driver.getByTestId("hours-location").fill("Mississauga, ON yard");
  await record(driver, "on", "On duty (not driving)");
  await record(driver, "driving", "Driving");
  await driver.getByTestId("hours-location").fill("Kingston, ON");
  await record(driver, "off", "Off duty");
  await expect(driver.getByTestId("current-status")).toContainText("Kingston, ON");
  await expectNoA11yViolations(driver, { label: "driver hours" });

  // The office's list follows live: Daniel Roy's day is in progress.
  await expect(rowOf(office, "Daniel Roy").getByTestId("timesheet-status")).toHaveText("In Progress");
  await expectNoA11yViolations(office, { label: "hours list" });

  // Today is still being kept, so it is not among the days to certify (49 CFR 395.8: a day is certified at its end);
  // opened by its address, it says when it can be. The latest worked day, left uncertified by the demo, can be.
  const toCertify = driver.getByTestId("days-to-certify").getByRole("link");
  await expect(toCertify.first()).toBeVisible();
  await expect(toCertify.filter({ hasText: "Today" })).toHaveCount(0);
  const certifyPath = new URL((await toCertify.first().getAttribute("href"))!, driver.url()).pathname;
  await toCertify.first().click();
  await expect(driver.getByTestId("certify-day")).toBeVisible();
  await expect(driver.getByTestId("log-grid")).toBeVisible();
  // The whole day fits the phone's width: the driver certifies what they can see, not hours 0–12.
  const grid = (await driver.getByTestId("log-grid").boundingBox())!;
  expect(grid.x + grid.width).toBeLessThanOrEqual(driver.viewportSize()!.width);
  await driver.getByTestId("log-grid").screenshot({ path: test.info().outputPath("certify-grid-phone.png") });
  await driver.getByTestId("signature-mode").click();
  await driver.getByTestId("certify-submit").click();
  await expect(driver.getByTestId("certified")).toContainText("Day certified");
  expect(certifyPath).toMatch(/\/drive\/hours\/certify\//);

  // Today's own details in the office: the day is live, in progress, its changes shown.
  const daniel = rowOf(office, "Daniel Roy");
  await expect(daniel.getByTestId("timesheet-status")).toHaveText("In Progress");
  await daniel.click();
  await expect(office.getByTestId("timesheet-title")).toContainText(
    `Daniel Roy · ${shownDay(carrierDayOf(runClock.now(), ZONE))}`,
  );
  await expect(office.getByTestId("log-grid")).toBeVisible();
  await expect(office.getByTestId("log-line")).toHaveAttribute("d", /^M .* L .* L /);
  const entries = office.getByTestId("timesheet-entries");
  await expect(entries).toContainText("On duty (not driving)");
  await expect(entries).toContainText("Driving");
  await expect(entries).toContainText("Kingston, ON");

  // Today opened for certifying by its address (the office's details of it carry the same id): not yet.
  const todayId = new URL(office.url()).pathname.split("/").at(-2)!;
  await driver.goto(`/drive/hours/certify/${todayId}`);
  await expect(driver.getByTestId("certify-not-yet")).toContainText("This day is not over yet");
  await expect(driver.getByTestId("certify-submit")).toHaveCount(0);

  // The certified day in the office (same id in both addresses): certified by the driver, in its history.
  const certifiedId = certifyPath.split("/").at(-1)!;
  await office.goto(`/portal/operator/hours/${certifiedId}/details`);
  await expect(office.getByTestId("certification")).toContainText("Daniel Roy");
  await expect(office.getByTestId("edit-history")).toContainText("Day certified");
  await expectNoA11yViolations(office, { label: "timesheet details" });
});

test("the seeded day with 9 hours off and no deferral shows the violation with its section", async ({
  browser,
  demo,
}) => {
  const office = await officeHours(browser, demo);
  await office.getByRole("radio", { name: "All" }).click();
  await office.getByLabel("Search timesheets").fill("Priya");
  // The Driver column's filter narrows the same way: only Priya Patel's days are left.
  await office.getByLabel("Filter Driver").fill("PATEL");
  await expect(office.locator("[role=row][data-index]").first()).toContainText("Priya Patel");
  await expect(office.locator("[role=row][data-index]").filter({ hasNotText: "Priya Patel" })).toHaveCount(0);
  const day = shownDay(violationDay(carrierDayOf(runClock.now(), ZONE)));
  const row = rowOf(office, day);
  await expect(row).toContainText("Priya Patel");
  await row.click();
  await expect(office.getByTestId("timesheet-title")).toContainText(`Priya Patel · ${day}`);
  await expect(office.getByTestId("timesheet-totals")).toContainText("9:00");
  const violation = office.getByTestId("violation").filter({ hasText: "this day" });
  await expect(violation).toContainText("Less than 10 hours off duty in the day");
  await expect(violation.getByTestId("violation-section")).toHaveText("SOR/2005-313 s.14(1)");
  await expect(office.getByTestId("hours-remaining")).toBeVisible();
});

test("a change of duty status made offline is kept on the phone through a reload and applied once when back online", async ({
  browser,
  demo,
}, testInfo) => {
  const driver = await driverOnPhone(browser, demo.driver2);
  await driver.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  await driver.getByTestId("tile-hours").click();
  await expect(driver.getByTestId("current-status")).toContainText("Off duty");
  const place = `Offline ${testInfo.project.name} ${runClock.now()}`;
  await driver.context().setOffline(true);
  await expect(driver.getByTestId("connection")).toHaveText("Offline");
  await expect
    .poll(() =>
      driver.evaluate(
        () =>
          (window as unknown as { __fleetDrive: { connection: { socket: { state: string } } } }).__fleetDrive.connection
            .socket.state,
      ),
    )
    .not.toBe("open");
  await driver.getByTestId("hours-location").fill(place);
  await record(driver, "sleeper", "Sleeper berth");
  await expect(driver.getByTestId("status-queued")).toBeVisible();
  await expect(driver.getByTestId("waiting-to-send")).toContainText("Waiting to send (1)");

  // Without network the cached app reopens with the change shown and still waiting on the phone.
  await driver.reload();
  await expect(driver.getByTestId("current-status")).toContainText("Sleeper berth");
  await expect(driver.getByTestId("waiting-to-send")).toContainText("Waiting to send (1)");

  await driver.context().setOffline(false);
  await expect(driver.getByTestId("waiting-to-send")).toBeHidden({ timeout: 15_000 });
  await driver.reload();
  await expect(driver.getByTestId("current-status")).toContainText(place);

  const office = await officeHours(browser, demo);
  await rowOf(office, "Priya Patel").click();
  await expect(office.getByTestId("timesheet-entries").getByRole("row").filter({ hasText: place })).toHaveCount(1);
});
