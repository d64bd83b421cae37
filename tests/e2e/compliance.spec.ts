// Compliance (docs/compliance.md "Screens"): the tiles and the list of what has expired or expires soon, as a manager
// opens it every morning, on a desktop and on a phone.
import { type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../playwright.config";
import { expectNoA11yViolations, hasHorizontalScroll } from "./a11y";
import type { JourneyCompany } from "./journey-company";
import { openMenuEntry } from "./pages/portal-page";
import { SignInPage } from "./pages/sign-in-page";
import { expect, test } from "./test";

async function openCompliance(page: Page, demo: JourneyCompany) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(demo.owner, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
  await openMenuEntry(page, "compliance");
  await expect(page.getByRole("heading", { name: "Compliance" })).toBeVisible();
}

const row = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

test("the compliance screen lists an expired plate and a licence expiring in 3 days, and a tile filters the list", async ({
  page,
  demo,
}) => {
  await openCompliance(page, demo);
  // The demo fleet (src/server/features/vehicles/demo.ts): D-301's plate expired before the first start.
  await expect(row(page, "D-301").filter({ hasText: "Plate" }).getByText("Expired")).toBeVisible();
  // The demo people (src/server/features/users/demo.ts): Aisha Mensah's licence expires at the end of the third day.
  await expect(row(page, "Aisha Mensah").getByText("Expires in 3 days")).toBeVisible();
  // en-US (the browser's language here) spells it "licenses".
  await expect(page.getByTestId("tile-licence-expired")).toContainText(/Expired licen[cs]es/);
  await page.getByTestId("tile-licence-expired").click();
  await expect(page.getByRole("combobox", { name: "What" })).toHaveValue("licence");
  await expect(row(page, "Kevin O'Brien")).toBeVisible();
  await expect(row(page, "D-301")).toHaveCount(0);
  // A row leads to what it is about: the person's licence.
  await row(page, "Kevin O'Brien").getByRole("link").click();
  await expect(page).toHaveURL(/\/portal\/operator\/users\/license\//);
});

test("the compliance screen fits a phone and passes the accessibility checks", async ({ page, demo }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCompliance(page, demo);
  await expect(row(page, "D-301").first()).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectNoA11yViolations(page);
});
