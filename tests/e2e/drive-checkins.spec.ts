// Check-ins (docs/checkins.md) and the driver app (/drive, docs/driver-app.md): a driver on a phone checks in "not able
// to work" → the office's open check-ins list shows it live and the managers' mail is in the outbox; the same made
// offline is kept on the phone (through a reload, served by the service worker) and sent once when the network is back.

import { type Browser, type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../playwright.config";
import { readMailFolder } from "../../src/server/mail/templates/eml";
import { expectNoA11yViolations } from "./a11y";
import type { JourneyCompany } from "./journey-company";
import { mailDir } from "./mail-folder";
import { openMenuEntry } from "./pages/portal-page";
import { SignInPage } from "./pages/sign-in-page";
import { expect, test, runClock } from "./test";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Content-Security-Policy violations the page reports (the driver app runs under the portal's strict policy). */
async function watchViolations(page: Page, violations: string[]): Promise<void> {
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      ),
    );
  });
}

/** The driver app on a phone, signed in. */
async function driverOnPhone(browser: Browser, email: string, violations: string[] = []): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await watchViolations(page, violations);
  await page.goto("/drive");
  await expect(page).toHaveURL(/\/drive\/signin$/);
  await expect(page.getByRole("heading", { name: "Driver sign-in" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await new SignInPage(page).waitForBotCheck();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/drive\/$/);
  return page;
}

/** The office: a manager on a desktop with the check-ins list open. */
async function officeList(browser: Browser, demo: JourneyCompany): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(demo.manager, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
  await openMenuEntry(page, "checkins");
  await expect(page.getByRole("heading", { name: "Check-ins", exact: true })).toBeVisible();
  await expect(page.getByTestId("checkin-count")).not.toBeEmpty();
  return page;
}

async function checkInNotAble(page: Page, reason: string) {
  await page.getByTestId("tile-checkin").click();
  await expect(page.getByTestId("drive-title")).toHaveText("Check in");
  await page.getByTestId("choose-not-able").click();
  await page.getByLabel("Reason").fill(reason);
  await page.getByTestId("submit-check-in").click();
}

test("a driver on a phone checks in 'not able to work' at /drive: live in the office's list, mailed to the managers", async ({
  browser,
  demo,
}, testInfo) => {
  const office = await officeList(browser, demo);
  const violations: string[] = [];
  const driver = await driverOnPhone(browser, demo.driver1, violations);
  await expect(driver.getByTestId("drive-user")).toHaveText("Daniel Roy");
  await expect(driver.getByTestId("drive-company")).toHaveText(demo.name);
  await expectNoA11yViolations(driver, { label: "driver app home" });

  const reason = `Fever ${testInfo.project.name} ${runClock.now()}`;
  await checkInNotAble(driver, reason);
  await expect(driver.getByTestId("check-in-sent")).toBeVisible();
  await expect(driver.getByTestId("recent-check-ins")).toContainText(reason);
  await expectNoA11yViolations(driver, { label: "check-in sent" });

  // Live: the office's open list shows it without a reload, with the reason beside "Not able to work".
  const row = office.getByTestId("virtual-table").getByRole("row").filter({ hasText: reason });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Daniel Roy");
  await expect(row.getByTestId("checkin-result")).toHaveText("Not able to work");
  // The search finds it by its reason, and the Employee column's filter by the name.
  await office.getByLabel("Search check-ins").fill(reason);
  await expect(office.getByTestId("checkin-count")).toHaveText("1 check-in");
  await office.getByLabel("Filter Employee").fill("daniel");
  await expect(office.getByTestId("checkin-count")).toHaveText("1 check-in");
  await office.getByLabel("Filter Employee").fill("priya");
  await expect(office.getByTestId("checkin-count")).toHaveText("0 check-ins");
  await office.getByLabel("Filter Employee").fill("");
  await row.click();
  await expect(office.getByTestId("checkin-reason")).toHaveText(reason);

  // The mail to the managers and owners, through the outbox (files under the e2e DATA_DIR).
  await expect
    .poll(
      () =>
        readMailFolder(mailDir(testInfo))
          .filter((mail) => mail.text.includes(reason))
          .map((mail) => mail.to)
          .sort(),
      { timeout: 10_000 },
    )
    .toEqual([demo.manager, demo.owner]);
  const mail = readMailFolder(mailDir(testInfo)).find((m) => m.text.includes(reason))!;
  expect(mail.subject).toBe("Fleet Portal: Daniel Roy is not able to work");
  expect(mail.text).toMatch(/\/portal\/operator\/checkins\/i[A-Za-z0-9_-]+\/details/);

  // The driver app's session is its own: the portal in the same browser still refuses the driver, and the driver
  // app's service worker (scope /drive/) controls no portal page; the office's browser has none at all.
  await driver.goto("/portal/home");
  await expect(driver).toHaveURL(/\/signin$/);
  expect(await driver.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(await office.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(violations).toEqual([]);
});

test("a check-in made offline is kept on the phone through a reload and sent once when the network is back", async ({
  browser,
  demo,
}, testInfo) => {
  const office = await officeList(browser, demo);
  const driver = await driverOnPhone(browser, demo.driver2);
  // The service worker has taken control, so the app's shell opens without a network.
  await driver.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });

  const reason = `Offline ${testInfo.project.name} ${runClock.now()}`;
  await driver.context().setOffline(true);
  await expect(driver.getByTestId("connection")).toHaveText("Offline");
  // The open websocket still looks open to the page in Chromium's offline mode; the app gives it up (socket.drop).
  await expect
    .poll(() =>
      driver.evaluate(
        () =>
          (window as unknown as { __fleetDrive: { connection: { socket: { state: string } } } }).__fleetDrive.connection
            .socket.state,
      ),
    )
    .not.toBe("open");
  await checkInNotAble(driver, reason);
  await expect(driver.getByTestId("check-in-queued")).toBeVisible();
  await expect(driver.getByTestId("waiting-to-send")).toContainText("Waiting to send (1)");

  // A reload without network: the cached shell opens, signed in, and the check-in still waits on the phone.
  await driver.reload();
  await expect(driver.getByTestId("drive-title")).toHaveText("Check in");
  await expect(driver.getByTestId("waiting-to-send")).toContainText("Waiting to send (1)");
  await driver.getByRole("link", { name: "Back to the home screen" }).click();
  await expect(driver.getByTestId("drive-user")).toHaveText("Priya Patel");
  await expect(office.getByTestId("virtual-table").getByRole("row").filter({ hasText: reason })).toHaveCount(0);

  await driver.context().setOffline(false);
  await expect(driver.getByTestId("waiting-to-send")).toBeHidden({ timeout: 15_000 });
  const rows = office.getByTestId("virtual-table").getByRole("row").filter({ hasText: reason });
  await expect(rows).toHaveCount(1);
  // Once: a reload of the office list and another reconnect of the phone find it a single time.
  await driver.reload();
  await expect(driver.getByTestId("drive-user")).toHaveText("Priya Patel");
  await office.reload();
  await expect(office.getByTestId("virtual-table").getByRole("row").filter({ hasText: reason })).toHaveCount(1);
  await expect
    .poll(() => readMailFolder(mailDir(testInfo)).filter((mail) => mail.text.includes(reason)).length, {
      timeout: 10_000,
    })
    .toBe(2);

  // Sign out (docs/driver-app.md "Sign-in and sign-out"): a confirmation, then sign-in; a reload stays signed out.
  await driver.getByRole("link", { name: "Sign out" }).click();
  await driver.getByRole("button", { name: "Confirm" }).click();
  await expect(driver).toHaveURL(/\/drive\/signin$/);
  await driver.reload();
  await expect(driver.getByRole("heading", { name: "Driver sign-in" })).toBeVisible();
});
