import { expect, type Browser, type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../../playwright.config";
import { SignInPage } from "./sign-in-page";

export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The driver app on a phone, signed in (its own browser context, as a phone is). */
export async function driverOnPhone(
  browser: Browser,
  email: string,
  options: { colorScheme?: "dark" | "light"; locale?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, ...options });
  const page = await context.newPage();
  await page.goto("/drive");
  await expect(page.getByRole("heading", { name: "Driver sign-in" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await new SignInPage(page).waitForBotCheck();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/drive\/$/);
  return page;
}

/** A portal user on a desktop, signed in. */
export async function officeUser(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
  return page;
}

/** A defect to report at a part: its severity; the first defect of that severity the part offers is ticked. */
export interface PartDefect {
  severity: "minor" | "major";
  remark?: string;
  /** A PNG taken with the "camera" (the file input). */
  photo?: Buffer;
}

/**
 * In the driver app: on duty in Hours of Service (the company requires today's record before an inspection,
 * docs/inspections.md "Rules"), then back home. Already on duty (an earlier journey of this person today): nothing to
 * record.
 */
export async function startDay(page: Page, location = "Mississauga, ON yard") {
  await page.getByTestId("tile-hours").click();
  await expect(page.getByTestId("drive-title")).toHaveText("Hours of service");
  await expect(page).toHaveURL(/\/drive\/hours$/);
  await goOnDuty(page, location);
  await backHome(page);
}

/**
 * Back to the driver app's home screen the way a driver goes, with its "Home" link. Not by loading /drive/ afresh:
 * a change just recorded shows at once but is stored on the phone a moment later (its codecs may still be loading),
 * and a page unloaded in that moment loses it.
 */
export async function backHome(page: Page) {
  await page.getByRole("link", { name: "Back to the home screen" }).click();
  await expect(page).toHaveURL(/\/drive\/$/);
}

/** On the hours screen: records On duty (not driving) unless that is the current status. */
export async function goOnDuty(page: Page, location = "Mississauga, ON yard") {
  const current = page.getByTestId("current-status");
  await expect(current).toBeVisible();
  if ((await current.textContent())?.includes("On duty (not driving)")) return;
  await page.getByTestId("hours-location").fill(location);
  await page.getByTestId("status-on").click();
  await page.getByTestId("record-status").click();
  await expect(current).toContainText("On duty (not driving)");
}

/** `/drive/inspect`: the driver's inspection, step by step. */
export class DriverInspection {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByTestId("tile-inspect").click();
    await expect(this.page.getByTestId("drive-title")).toHaveText("Inspect a vehicle");
  }

  async pickVehicle(name: string) {
    await this.page.getByLabel("Find the vehicle").fill(name);
    await this.page.getByTestId("unit-result").filter({ hasText: name }).first().click();
    await expect(this.page.getByTestId("picked-unit").first()).toContainText(name);
  }

  async fillTrip(fields: { tripType?: string; odometer?: string; location: string }) {
    if (fields.tripType) await this.page.getByRole("button", { name: fields.tripType, exact: true }).click();
    if (fields.odometer) await this.page.getByLabel("Odometer").fill(fields.odometer);
    await this.page.getByLabel("Location", { exact: true }).fill(fields.location);
  }

  async start() {
    await this.page.getByTestId("inspect-start").click();
  }

  /** On the parts step: answers every part from the one on screen, OK unless `defects` names it. */
  async answerParts(defects: Record<number, PartDefect> = {}) {
    const progress = this.page.getByTestId("part-progress");
    await expect(progress).toBeVisible();
    for (;;) {
      const [, part, total] = /Part (\d+) of (\d+)/.exec((await progress.textContent()) ?? "")!.map(Number) as [
        number,
        number,
        number,
      ];
      const defect = defects[part];
      if (defect) {
        await this.page.getByTestId(`answer-${defect.severity}`).click();
        await this.page.getByRole("group", { name: "What is wrong?" }).getByRole("checkbox").first().check();
        if (defect.remark) await this.page.getByLabel("Remark", { exact: true }).fill(defect.remark);
        if (defect.photo) {
          await this.page
            .getByTestId("photo-input")
            .setInputFiles({ name: "defect.png", mimeType: "image/png", buffer: defect.photo });
          await expect(this.page.getByRole("button", { name: /Photo 1 of part/ })).toBeVisible();
        }
        if (part < total) await this.page.getByTestId("next-part").click();
      } else {
        await this.page.getByTestId("answer-ok").click();
      }
      if (part === total) break;
      await expect(progress).toHaveText(`Part ${part + 1} of ${total}`);
    }
    await this.page.getByTestId("to-signature").click();
    await expect(this.page.getByTestId("findings")).toBeVisible();
  }

  /** Declaration and a typed signature (the pad's keyboard way: the name is offered). */
  async signAndSubmit() {
    await this.page.getByTestId("declaration").check();
    await this.page.getByTestId("signature-mode").click();
    await this.page.getByTestId("submit-inspection").click();
  }
}
