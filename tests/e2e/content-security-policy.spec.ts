import { type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../playwright.config";
import { SignInPage } from "./pages/sign-in-page";
import { VehiclesPage } from "./pages/vehicles-page";
import { expect, test } from "./test";

// The pages run under a strict Content-Security-Policy (src/server/app.ts; docs/design/client-shell.md
// "Content-Security-Policy"). The journeys that use the most (the bot check's worker and stylesheet, the virtual
// table's style attributes, a data: image) must not trip a single violation.

/** Collects every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test("sign-in with the bot check, the vehicle list and an uploaded photo trip no CSP violation", async ({
  page,
  demo,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto("/signin");
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(demo.owner, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  await vehicles.startAdding();
  await vehicles.fill({ name: "CSP Van", category: "Van", plate: "CSP-0001", brake: "Hydraulic brakes" });
  await vehicles.save();
  // A 1×1 PNG, shown back as a data: URL.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  await page.getByTestId("image-input").setInputFiles({ name: "van.png", mimeType: "image/png", buffer: png });
  await expect(page.getByTestId("vehicle-image")).toHaveAttribute("src", /^data:image\/png;base64,/);
  expect(violations).toEqual([]);
});
