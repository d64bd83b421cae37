// First impressions: a newcomer's demo company has a fleet, and errors say which field to fix.
import { type Browser, type BrowserContext, type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../playwright.config";
import { encodeIdForUrl } from "../../src/shared/ids";
import { E2E_FLEET_OWNER } from "./fleet";
import type { JourneyCompany } from "./journey-company";
import { PortalPage } from "./pages/portal-page";
import { SignInPage } from "./pages/sign-in-page";
import { VehicleFormPage } from "./pages/vehicle-form-page";
import { VehiclesPage } from "./pages/vehicles-page";
import { expect, test, runClock } from "./test";

async function signIn(page: Page, demo: JourneyCompany) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(demo.owner, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
}

test("the demo company shows a fleet with photos and expired dates on a fresh start", async ({ page, demo }) => {
  await signIn(page, demo);
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  expect(await vehicles.count()).toBeGreaterThanOrEqual(20);
  await expect(page.getByTestId("list-empty")).toHaveCount(0);
  await vehicles.search("T-103");
  await vehicles.row("T-103").click();
  await expect(vehicles.title()).toHaveText(/^T-103 /);
  await expect(page.getByTestId("vehicle-image")).toHaveAttribute("src", /^data:image\/png;base64,/);
  // Its annual safety ran out: "Expired" in red, not "0 days left".
  await expect(page.getByTestId("safety-expiry").getByTestId("expired")).toHaveText("Expired");
  await expect(page.getByTestId("safety-expiry")).not.toContainText("days left");
});

test("a company without vehicles says so and offers to add one; a search that finds nothing says that instead", async ({
  page,
  demo,
}) => {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(demo.manager, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
  // The manager's second demo company has no fleet.
  await page.goto("/portal/operator/companys");
  await page.getByRole("button", { name: /Northern Lights Transport/ }).click();
  await expect(page).toHaveURL(/\/portal\/home$/);
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  await expect(page.getByTestId("list-empty")).toContainText("No vehicles yet — add one");
  await expect(page.getByTestId("no-results")).toHaveCount(0);
  await vehicles.search("nothing like this");
  await expect(page.getByTestId("no-results")).toHaveText("No results match search");
  await vehicles.search("");
  await page.getByRole("link", { name: "Add your first vehicle" }).click();
  await expect(page.getByRole("heading", { name: "Add a vehicle or trailer" })).toBeVisible();
});

test("a negative weight is refused under Weight, and the field is brought into view and focused", async ({
  page,
  demo,
}) => {
  await signIn(page, demo);
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  await vehicles.startAdding();
  const form = new VehicleFormPage(page);
  await form.fillBasics("Heavy Question 1");
  await form.openDetails();
  await form.field("Weight (kg)").fill("-5");
  await page.getByRole("heading", { name: "Add a vehicle or trailer" }).scrollIntoViewIfNeeded();
  await vehicles.save();
  await form.expectMessageUnder("Weight (kg)", "Enter 0 or more.");
  await expect(form.field("Weight (kg)")).toBeFocused();
  await expect(form.field("Weight (kg)")).toBeInViewport();
  await expect(form.banner()).toHaveCount(0);
  // Correcting it clears the message, and the vehicle saves.
  await form.field("Weight (kg)").fill("9000");
  await expect(form.field("Weight (kg)")).not.toHaveAttribute("aria-invalid", "true");
  await vehicles.save();
  await expect(vehicles.title()).toHaveText("Heavy Question 1");
});

test("a VIN with a wrong check digit is refused with its reason; the non-standard override saves it", async ({
  page,
  demo,
}) => {
  await signIn(page, demo);
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  await vehicles.startAdding();
  const form = new VehicleFormPage(page);
  await form.fillBasics("Old Timer 1");
  await form.openDetails();
  await form.field("VIN").fill("1G4AH59H55G118341");
  await vehicles.save();
  await form.expectMessageUnder(
    "VIN",
    "This VIN's check digit (9th character) does not match: check it for a typing mistake.",
  );
  await expect(form.field("VIN")).toBeFocused();
  await form.nonStandardVin().check();
  await vehicles.save();
  await expect(vehicles.title()).toHaveText("Old Timer 1");
  // Editing keeps the override ticked: the saved VIN is still non-standard.
  await page.getByRole("link", { name: "Edit" }).click();
  await form.openDetails();
  await expect(form.nonStandardVin()).toBeChecked();
});

test("a file that is not an image is refused under the photo, not as a banner about the request", async ({
  page,
  demo,
}) => {
  await signIn(page, demo);
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  await vehicles.search("P-602");
  await vehicles.row("P-602").click();
  await expect(page.getByTestId("vehicle-image")).toBeVisible();
  // Named and typed as a PNG, so only the server's look at its first bytes can tell.
  await page
    .getByTestId("image-input")
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just some text") });
  await expect(page.getByTestId("field-error")).toHaveText("Choose a PNG, JPEG, GIF or WebP image.");
  await expect(page.getByRole("alert").filter({ hasText: "There appears to be a problem" })).toHaveCount(0);
});

test("editing a vehicle id that does not exist shows NotFound, not an empty form", async ({ page, demo }) => {
  await signIn(page, demo);
  await page.goto(`/portal/operator/vehicles/${encodeIdForUrl("#30:987654321")}/edit`);
  await expect(page.getByTestId("record-not-found").getByTestId("error-id")).toHaveText("(NotFound)");
  await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
});

test("an unknown address while signed in says Page not found and keeps the header and menu", async ({ page, demo }) => {
  await signIn(page, demo);
  await page.goto("/portal/no-such-screen");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Vehicles & Trailers" }),
  ).toBeVisible();
  await expect(page.getByTestId("greeting")).toHaveText("Hi Olivia");
});

// A cold load of a list URL the browser has shown before starts from the inline boot script (docs/design/cold-loads.md
// "The boot plan") — the resume and the first window go out before the app's code has run, and the app takes their
// replies over instead of asking again.
test("reopening the list URL in a new tab asks for the session and the first rows once, and shows them", async ({
  page,
  context,
  demo,
}) => {
  await signIn(page, demo);
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  expect(await vehicles.count()).toBeGreaterThanOrEqual(20);
  // The plan is written shortly after the screen's code and first requests have gone out.
  const plannedEvents = () =>
    page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem("fleet.boot") ?? "{}") as {
            routes?: Record<string, { requests: { eventName: string }[] }>;
          }
        ).routes?.["/portal/operator/vehicles"]?.requests.map((r) => r.eventName) ?? [],
    );
  await expect.poll(plannedEvents).toContain("VehicleListRequestEvent");

  const second = await context.newPage();
  const sent: { eventName: string; payload: { offset?: number } }[] = [];
  second.on("websocket", (socket) =>
    socket.on("framesent", (frame) => sent.push(JSON.parse(String(frame.payload)) as never)),
  );
  await second.goto("/portal/operator/vehicles");
  await expect(second.locator('[role=row][data-index="0"]')).toBeVisible();
  await expect(second.getByTestId("vehicle-count")).toHaveText(
    (await page.getByTestId("vehicle-count").textContent()) ?? "",
  );
  const resumes = sent.filter((m) => m.eventName === "UserSessionResumeRequestEvent");
  const firstWindows = sent.filter((m) => m.eventName === "VehicleListRequestEvent" && m.payload.offset === 0);
  expect(resumes).toHaveLength(1);
  expect(firstWindows).toHaveLength(1);
});

/** Records each value the boot script gives <html data-screen-snapshot> on this page's loads (screen-snapshot.ts). */
async function recordSnapshots(page: Page) {
  await page.addInitScript(() => {
    const marks: string[] = ((window as unknown as { __snapshotMarks: string[] }).__snapshotMarks = []);
    new MutationObserver(() => {
      const value = document.documentElement?.getAttribute("data-screen-snapshot");
      if (value) marks.push(value);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-screen-snapshot"] });
  });
}
const snapshotMarks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __snapshotMarks: string[] }).__snapshotMarks);
const keptScreen = (page: Page, path: string) =>
  page.evaluate((p) => localStorage.getItem(`fleet.screen:${p}`) !== null, path);

/** A new window of the browser, cold (nothing cached, nothing compiled) but holding the stored session, as after a restart. */
async function coldWindow(browser: Browser, context: BrowserContext): Promise<Page> {
  const cold = await browser.newContext({
    storageState: await context.storageState(),
    baseURL: test.info().project.use.baseURL,
  });
  const page = await cold.newPage();
  await recordSnapshots(page);
  return page;
}

test("a reopened list shows its last rows at once while the server still sends the same ones, then the app's own", async ({
  browser,
  page,
  context,
}) => {
  // The large fleet: no journey changes its first rows, so the server's fresh replies match the kept screen.
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(E2E_FLEET_OWNER, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  await expect(page.locator('[role=row][data-index="0"]')).toBeVisible();
  await expect.poll(() => keptScreen(page, "/portal/operator/vehicles")).toBe(true);

  const second = await coldWindow(browser, context);
  await second.goto("/portal/operator/vehicles");
  await expect(second.locator('[role=row][data-index="0"]')).toBeVisible();
  expect(await snapshotMarks(second)).toEqual(["rows"]);
  // Gone once the app drew its own rows: the page answers clicks and keys.
  await expect(second.locator("html")).not.toHaveAttribute("data-screen-snapshot", /.*/);
  await second.locator('[role=row][data-index="0"]').click();
  await expect(new VehiclesPage(second).title()).toBeVisible();
  await second.context().close();
});

test("a reopened list whose rows changed since shows no kept rows, and sign-out forgets the kept screens", async ({
  browser,
  page,
  context,
  demo,
}) => {
  await signIn(page, demo);
  const vehicles = new VehiclesPage(page);
  await vehicles.openList();
  await expect.poll(() => keptScreen(page, "/portal/operator/vehicles")).toBe(true);
  // A change to the list's first window (a vehicle added, so its count and rows change).
  const name = `Snapshot ${runClock.now().toString(36)}`;
  await vehicles.startAdding();
  await vehicles.fill({
    name,
    category: "Highway Tractor",
    plate: `SN-${runClock.now() % 10_000}`,
    brake: "Air brakes",
  });
  await vehicles.save();
  await expect(vehicles.title()).toContainText(name);

  const second = await coldWindow(browser, context);
  await second.goto("/portal/operator/vehicles");
  await expect(new VehiclesPage(second).row(name)).toHaveCount(1);
  expect(await snapshotMarks(second)).toEqual([]);

  await new PortalPage(second).signOut();
  expect(await keptScreen(second, "/portal/operator/vehicles")).toBe(false);
  await second.context().close();
});
