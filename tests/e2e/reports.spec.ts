// Reports (docs/reports.md "Screens"): a manager asks for a CSV of the vehicles and a PDF of what expires, watches them
// run and downloads them; the compliance screen's Export makes a CSV of its current filter; a mechanic is offered only
// the lists of their reduced menu; the screen fits a phone in the dark theme.
import { readFile } from "node:fs/promises";

import { type Page } from "@playwright/test";

import { E2E_PASSWORD } from "../../playwright.config";
import { pdfText } from "../../src/server/testing/pdf-text";
import { expectNoA11yViolations, hasHorizontalScroll, useLocalSettings } from "./a11y";
import { openMenuEntry } from "./pages/portal-page";
import { SignInPage } from "./pages/sign-in-page";
import { expect, test } from "./test";

async function openReports(page: Page, email: string) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
  await openMenuEntry(page, "reports");
  await expect(page.getByRole("heading", { name: "Reports", exact: true })).toBeVisible();
}

/** The report states the server pushed for this page (ReportsChangedNotification), in order. */
function watchReportStates(page: Page): { states: string[] } {
  const seen = { states: [] as string[] };
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      const text = typeof payload === "string" ? payload : payload.toString("utf8");
      if (!text.includes("ReportsChangedNotification")) return;
      const message = JSON.parse(text) as {
        payload: { items: Record<string, { state: string; rowsDone: number; rowsTotal?: number }> };
      };
      for (const report of Object.values(message.payload.items))
        seen.states.push(`${report.state} ${report.rowsDone}/${report.rowsTotal ?? "?"}`);
    }),
  );
  return seen;
}

async function createReport(page: Page, list: string, format: "CSV (spreadsheet)" | "PDF (printable)") {
  await page.getByRole("combobox", { name: "List" }).selectOption({ label: list });
  await page.getByRole("radio", { name: format }).check();
}

/** Clicks the newest report's Download once it is ready, and answers the downloaded file. */
async function downloadNewest(page: Page, name: string): Promise<Buffer> {
  const newest = page.getByTestId("report-row").first();
  await expect(newest).toContainText(name);
  const button = newest.getByRole("button", { name: /^Download the / });
  await expect(button).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent("download");
  await button.click();
  return readFile(await (await download).path());
}

test("a CSV of the vehicles and a PDF of compliance run with progress and download", async ({ page, demo }) => {
  const pushed = watchReportStates(page);
  await openReports(page, demo.owner);
  await createReport(page, "Vehicles & Trailers", "CSV (spreadsheet)");
  await page.getByLabel("Search vehicles").fill("-");
  await page.getByRole("button", { name: "Create report" }).click();
  // The row shows at once, queued or already running (a progress bar) or done.
  const newest = page.getByTestId("report-row").first();
  await expect(newest).toHaveAttribute("data-state", /queued|running|done/);
  const csv = (await downloadNewest(page, "Vehicles & Trailers")).toString("utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  // The demo fleet (src/server/features/vehicles/demo.ts).
  for (const unit of ["T-101", "T-102", "S-202", "D-301"]) expect(csv).toContain(unit);
  expect(csv.split("\n")[0]).toContain("Name,Plate,Category");
  // Progress reached the screen: the job pushed the report running with its row count, then done.
  await expect.poll(() => pushed.states.some((state) => state.startsWith("done "))).toBe(true);
  expect(pushed.states.some((state) => /^(running|done) \d+\/\d+$/.test(state))).toBe(true);

  await createReport(page, "Compliance", "PDF (printable)");
  await page.getByRole("combobox", { name: "Expiring within" }).selectOption("8");
  await page.getByRole("button", { name: "Create report" }).click();
  const pdf = await downloadNewest(page, "Compliance");
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const text = pdfText(pdf);
  expect(text).toContain("Compliance");
  expect(text).toContain("Maple Leaf Haulage");
  expect(text).toContain("D-301");
  await expectNoA11yViolations(page, { label: "reports" });
});

test("the compliance screen's Export makes a CSV of its filter, ready on the reports screen", async ({
  page,
  demo,
}) => {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(demo.owner, E2E_PASSWORD);
  await openMenuEntry(page, "compliance");
  await expect(page.getByRole("heading", { name: "Compliance" })).toBeVisible();
  await page.getByRole("combobox", { name: "What" }).selectOption("plate");
  await page.getByRole("button", { name: "Export" }).click();
  await expect(page.getByRole("heading", { name: "Reports", exact: true })).toBeVisible();
  const csv = (await downloadNewest(page, "Compliance")).toString("utf8");
  expect(csv).toContain("D-301");
  // Plates only, as filtered: no licence rows.
  expect(csv).not.toContain("Driver licence");
});

test("a mechanic may report vehicles and inspections only", async ({ page, demo }) => {
  await openReports(page, demo.mechanic);
  const options = await page.getByRole("combobox", { name: "List" }).locator("option").allTextContents();
  expect(options).toEqual(["Vehicles & Trailers", "Inspections"]);
});

test("the reports screen fits a phone in the dark theme", async ({ page, demo }) => {
  await useLocalSettings(page, { theme: "dark" });
  await page.setViewportSize({ width: 390, height: 844 });
  await openReports(page, demo.owner);
  await createReport(page, "Users", "CSV (spreadsheet)");
  await page.getByRole("button", { name: "Create report" }).click();
  await expect(page.getByTestId("report-row").first()).toHaveAttribute("data-state", "done", { timeout: 20_000 });
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectNoA11yViolations(page, { label: "reports, phone, dark" });
});
