import { E2E_PASSWORD } from "../../playwright.config";
import { clockFromEnv } from "../../src/shared/clock";
import { lineCheckValue } from "../../src/shared/rules/eld-output-file";
import { sampleEldFile, sampleEldLog, sampleFirstDayEndingBy } from "../../src/shared/rules/eld-output-file-sample";
import { shiftDay } from "../../src/shared/rules/timesheets";
import { EldImportPage } from "./pages/eld-import-page";
import { openMenuEntry } from "./pages/portal-page";
import { SignInPage } from "./pages/sign-in-page";
// ELD file import (docs/hours.md "ELD file import"): the office imports a third-party ELD's output file (49 CFR 395
// Subpart B App. A §4.8.2) for a demo driver from the Hours of Service list, sees the progress and the result, with the
// planted 14½-hour day's violations and their sections, and opens that day's details (the 24-hour grid, entries citing
// the file's lines); a malformed file names its line and imports nothing.
import { expect, test } from "./test";

const ZONE = "America/Toronto";

/** A day as the screens write it in en-US (Playwright's Chromium), e.g. "Thu, Nov 12, 2026". */
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

test("the office imports a 30-day ELD file for a driver and sees the long day's violations with their sections", async ({
  page,
  demo,
}, testInfo) => {
  // Before the seeded fortnight (a retry goes a month further back: the first attempt's days are kept, never overwritten).
  const log = sampleEldLog(
    sampleFirstDayEndingBy(shiftDay(clockFromEnv(process.env).today(ZONE), -31 - 31 * testInfo.retry)),
    ZONE,
    30,
  );
  const text = sampleEldFile(log, { firstName: "Gurpreet", lastName: "Sandhu", username: "gsandhu" });
  await page.setViewportSize({ width: 1280, height: 800 });
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(demo.manager, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
  await openMenuEntry(page, "hours");
  await expect(page.getByRole("heading", { name: "Hours of Service", exact: true })).toBeVisible();

  const eld = new EldImportPage(page);
  await eld.openFromHoursList();
  await eld.pickDriver("Gurpreet Sandhu");

  // A malformed file: the fifth event's duty status code is 9. Its line is named and nothing is imported.
  const lines = text.split("\r\n");
  const bad = lines.indexOf("ELD Event List:") + 5;
  const fields = lines[bad]!.split(",").slice(0, -1);
  fields[3] = "1";
  fields[4] = "9";
  lines[bad] = [...fields, lineCheckValue(fields.join(""))].join(",");
  await eld.importFile("broken.csv", lines.join("\r\n"));
  await expect(page.getByTestId("error-id")).toHaveText("(EldFileMalformed)");
  await expect(eld.problem).toContainText(
    `Line ${bad + 1}: the duty status code "9" is not 1–4 (§7.20). Nothing was imported.`,
  );
  await expect(eld.result).toHaveCount(0);

  await eld.importFile("gsandhu-30-days.csv", text);
  await expect(eld.result).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("eld-import-progress")).toHaveAttribute("value", "100");
  await expect(eld.result).toContainText("for Gurpreet Sandhu");
  await expect(eld.result).toContainText("ELD MLH001");
  await expect(page.getByTestId("eld-import-day")).toHaveCount(30);
  const longDay = eld.dayRow(shownDay(log.longDay));
  await expect(
    longDay.getByTestId("eld-import-violation").filter({ hasText: "More than 13 hours of driving in a day" }),
  ).toContainText("SOR/2005-313 s.12(1)");
  await expect(longDay).toContainText("14:30");

  // The day's details: the grid, the entries citing the file and its lines, the violation with its section.
  await longDay.getByRole("link").click();
  await expect(page.getByTestId("timesheet-title")).toContainText(`Gurpreet Sandhu · ${shownDay(log.longDay)}`);
  await expect(page.getByTestId("log-grid")).toBeVisible();
  await expect(page.getByTestId("eld-source").first()).toContainText("ELD file gsandhu-30-days.csv (MLH001), line ");
  const violation = page
    .getByTestId("violation")
    .filter({ hasText: "this day" })
    .filter({ hasText: "More than 13 hours of driving in a day" });
  await expect(violation.getByTestId("violation-section")).toHaveText("SOR/2005-313 s.12(1)");
  await expect(page.getByTestId("edit-history")).toContainText("Imported from an ELD file");
});
