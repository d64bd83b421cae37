import { expect, test } from "@playwright/test";
import { E2E_PASSWORD } from "../../playwright.config";
import { useLocalSettings } from "./a11y";
import { SignInPage } from "./pages/sign-in-page";

test.use({ viewport: { width: 390, height: 844 } });
test("shots", async ({ page }) => {
  await useLocalSettings(page, { theme: "dark", v3: true });
  const s = new SignInPage(page);
  await s.open();
  await s.waitForBotCheck();
  await page.screenshot({ path: "/tmp/shot-signin.png", fullPage: true });
  await s.signIn("owner@mapleleaf.localhost", E2E_PASSWORD);
  await expect(page).toHaveURL(/home$/);
  await page.goto("/portal/operator/vehicles");
  await expect(page.getByTestId("vehicle-count")).not.toBeEmpty();
  await page.waitForTimeout(800);
  await page.screenshot({ path: "/tmp/shot-list.png" });
  await page.getByRole("button", { name: "Menu" }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: "/tmp/shot-drawer.png" });
  await page.keyboard.press("Escape");
  await page.goto("/portal/settings");
  await page.getByRole("combobox", { name: "Time zone" }).click();
  await page.getByRole("combobox", { name: "Time zone" }).fill("am");
  await page.waitForTimeout(500);
  await page.screenshot({ path: "/tmp/shot-tz.png" });
});
