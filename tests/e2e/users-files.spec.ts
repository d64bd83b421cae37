import { readFile } from "node:fs/promises";

import { type Page } from "@playwright/test";
// The rest of the people screens (docs/users.md "Screens"): the employee file (documents with expiries), the licence
// photo, the company's admin screen (administrators only) and importing an Excel workbook. Playwright's Chromium speaks
// en-US: "License".

import { E2E_PASSWORD } from "../../playwright.config";
import { documentPdf } from "../../src/server/seed/generators/document-pdf";
import { encodePng } from "../../src/server/seed/generators/png";
import { workbookBytes } from "../../src/server/testing/workbook";
import { expectNoA11yViolations, hasHorizontalScroll, useLocalSettings } from "./a11y";
import { PortalPage, openMenuEntry } from "./pages/portal-page";
import { SignInPage } from "./pages/sign-in-page";
import { UsersPage } from "./pages/users-pages";
import { expect, test, runClock } from "./test";

async function signIn(page: Page, email: string) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/home$/);
}

/** A small PNG of one colour, as a scanned page or a phone photo would be uploaded. */
function picture(rgb: [number, number, number], width = 60, height = 40): Buffer {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels.set(rgb, i);
  return encodePng({ width, height, pixels });
}

/** YYYY-MM-DD `days` from today in the demo company's time zone, as a date input takes it. */
function dateInDays(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(
    new Date(runClock.now() + days * 86_400_000),
  );
}

async function openPerson(page: Page, name: string) {
  const users = new UsersPage(page);
  await users.openList();
  await users.search(name.split(" ")[1]!);
  // The search answers after a short pause and replaces the rows; a click that lands as its row is replaced opens
  // nothing, so click again until the person's page is open.
  await expect(async () => {
    await users.row(name).first().click({ timeout: 3_000 });
    await expect(users.title()).toHaveText(name, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test("the employee file: the seeded certificate, add with an expiry, replace, view full size, remove", async ({
  page,
  demo,
}) => {
  await signIn(page, demo.owner);
  await openPerson(page, "Marie-Ève Gagnon");
  await page.getByRole("link", { name: "Employee file" }).click();
  await expect(page.getByTestId("file-title")).toHaveText("File of Marie-Ève Gagnon");
  const seeded = page.getByTestId("document").filter({ hasText: "Medical certificate" });
  await expect(seeded.getByTestId("document-days")).toHaveText(/Expires in 2[01] days/);
  await expect(seeded.getByTestId("document-image")).toBeVisible();

  await page.getByRole("button", { name: "Add a document" }).click();
  const form = page.getByTestId("document-form");
  // "Other" says nothing by itself: it needs a title; and a new document needs its picture.
  await form.getByLabel("Kind of document").selectOption("other");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByLabel("Title", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Title", { exact: true })).toBeFocused();
  await expect(form.getByLabel("The document (PDF or picture)")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Kind of document").selectOption("trainingCertificate");
  await form.getByLabel("Title (optional)").fill("Air brake endorsement");
  await form
    .getByTestId("document-file")
    .setInputFiles({ name: "air-brake.png", mimeType: "image/png", buffer: picture([30, 120, 60]) });
  await form.getByLabel("Expires on (optional)").fill(dateInDays(45));
  await form.getByLabel("Note (optional)").fill("Course at the Mississauga yard");
  await form.getByRole("button", { name: "Save" }).click();
  const added = page.getByTestId("document").filter({ hasText: "Air brake endorsement" });
  await expect(added.getByTestId("document-days")).toHaveText(/Expires in 4[45] days/);
  await expect(added).toContainText("Course at the Mississauga yard");
  await expect(added).toContainText("air-brake.png");
  // Soonest expiry first: the seeded certificate, then the new one.
  await expect(page.getByTestId("document-title")).toHaveText(["Medical certificate", "Air brake endorsement"]);

  await added.getByRole("button", { name: "Training certificate: Air brake endorsement" }).click();
  await expect(page.getByTestId("image-full")).toBeVisible();
  await page.getByTestId("image-viewer").getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("image-full")).toHaveCount(0);

  await added.getByRole("button", { name: "Replace Air brake endorsement" }).click();
  await form
    .getByTestId("document-file")
    .setInputFiles({ name: "air-brake-2.png", mimeType: "image/png", buffer: picture([200, 60, 20]) });
  await form.getByLabel("Expires on (optional)").fill(dateInDays(-3));
  await form.getByRole("button", { name: "Save" }).click();
  await expect(added.getByTestId("document-expired")).toHaveText("Expired");
  await expect(added).toContainText("air-brake-2.png");

  // Survives a reload; removal asks first and keeps the document on record.
  await page.reload();
  await expect(added.getByTestId("document-expired")).toBeVisible();
  await added.getByRole("button", { name: "Remove Air brake endorsement" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Remove Air brake endorsement from the file of Marie-Ève Gagnon?");
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(added).toHaveCount(0);
  await page.getByLabel("Show removed documents").check();
  await expect(added).toContainText("Removed");
  await expect(added.getByRole("button", { name: "Replace Air brake endorsement" })).toHaveCount(0);
});

test("a PDF document: the seeded abstract downloads as the PDF it is, a new PDF is added, and a PDF that acts is refused", async ({
  page,
  demo,
}) => {
  await signIn(page, demo.owner);
  await openPerson(page, "Gurpreet Sandhu");
  await page.getByRole("link", { name: "Employee file" }).click();
  const abstract = page.getByTestId("document").filter({ hasText: "Driver's abstract" });
  const saving = page.waitForEvent("download");
  await abstract.getByRole("button", { name: /Download .*Driver's abstract \(3-year\) PDF/ }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe("driver-s-abstract-3-year.pdf");
  expect((await readFile((await download.path())!)).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  await page.getByRole("button", { name: "Add a document" }).click();
  const form = page.getByTestId("document-form");
  await form.getByLabel("Kind of document").selectOption("medicalCertificate");
  // A PDF that runs a script is refused, the reason under the file.
  const scripted =
    "%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\nstartxref\n9\n%%EOF\n";
  await form.getByTestId("document-file").setInputFiles({
    name: "scripted.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(scripted, "latin1"),
  });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toContainText("This PDF cannot be stored: it is damaged, or it holds scripts or attachments.");
  await form.getByTestId("document-file").setInputFiles({
    name: "medical-2027.pdf",
    mimeType: "application/pdf",
    buffer: await documentPdf("Medical certificate", ["Fit for duty: yes"], runClock.now()),
  });
  await form.getByRole("button", { name: "Save" }).click();
  const added = page.getByTestId("document").filter({ hasText: "medical-2027.pdf" });
  await expect(added.getByTestId("document-pdf")).toBeVisible();
});

test("a licence photo uploads, shows, opens full size and survives a reload", async ({ page, demo }) => {
  await signIn(page, demo.owner);
  await openPerson(page, "Daniel Roy");
  await page.getByRole("link", { name: "License", exact: true }).click();
  await expect(page.getByText("No photo of the license yet.")).toBeVisible();
  await page
    .getByTestId("licence-photo-input")
    .setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: picture([30, 80, 170], 320, 200) });
  await expect(page.getByTestId("licence-photo")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("licence-photo")).toBeVisible();
  await page.getByRole("button", { name: "License of Daniel Roy" }).click();
  await expect(page.getByTestId("image-full")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("image-full")).toHaveCount(0);
  // Not an image: said under the upload button, nothing changes.
  await page
    .getByTestId("licence-photo-input")
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)>") });
  await expect(page.getByTestId("field-error")).toHaveText("Choose a PNG, JPEG, GIF or WebP image.");
  await expect(page.getByTestId("licence-photo")).toBeVisible();
});

test("the admin screen: an administrator saves a discount; an owner is refused", async ({ page, browser, demo }) => {
  await signIn(page, "admin@fleetportal.localhost");
  await openMenuEntry(page, "company");
  await page.getByRole("link", { name: "Administration" }).click();
  await expect(page).toHaveURL(/\/portal\/operator\/[^/]+\/admin$/);
  await expect(page.getByTestId("admin-title")).toHaveText("Administration of Fleet Portal Operations");
  await page.getByRole("button", { name: "Edit" }).click();
  const form = page.getByTestId("company-admin-form");
  await form.getByLabel("Credit ($)").fill("twelve");
  await form.getByLabel("Discount").selectOption("half");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByLabel("Credit ($)")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Credit ($)").fill("40");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("company-admin")).toContainText("Half (50 %)");
  await expect(page.getByTestId("company-admin")).toContainText("$40.00");
  await page.reload();
  await expect(page.getByTestId("company-admin")).toContainText("Half (50 %)");

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, demo.owner);
  await openMenuEntry(owner, "company");
  await expect(owner.getByTestId("company-title")).toBeVisible();
  await expect(owner.getByRole("link", { name: "Administration" })).toHaveCount(0);
  await owner.goto(owner.url().replace(/company\/display$/, "admin"));
  await expect(owner.getByTestId("not-allowed")).toContainText("You do not have permission to access the portal");
  await ownerContext.close();
});

test("an Excel workbook imports like a CSV", async ({ page, demo }, testInfo) => {
  await signIn(page, demo.owner);
  const users = new UsersPage(page);
  await users.openList();
  const before = await users.count();
  const tag = testInfo.project.name;
  const buffer = await workbookBytes(
    [
      ["First name", "Last name", "Email", "Roles", "Licence class", "Licence expiry"],
      ["Xavier", "Lapointe", `xavier.${tag}@xlsx.localhost`, "Driver", "AZ", new Date(Date.UTC(2028, 4, 31))],
      [
        "Yasmin",
        "Haddad",
        { text: `yasmin.${tag}@xlsx.localhost`, hyperlink: `mailto:yasmin.${tag}@xlsx.localhost` },
        "Driver; Mechanic",
        "DZ",
        "2027-11-30",
      ],
    ],
    "People",
  );
  await page.getByRole("link", { name: "Import CSV" }).click();
  await users.importFile("people.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer);
  await expect(page.getByTestId("import-done")).toContainText("Imported 2 of 2 rows");
  await users.openList();
  await expect.poll(() => users.count()).toBe(before + 2);
  await users.search("@xlsx.localhost");
  await expect(users.row("Yasmin Haddad")).toBeVisible();
  await expect(users.row("Xavier Lapointe")).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`the file, licence and admin screens pass axe on a phone, ${theme}, without scrolling sideways`, async ({
    page,
    demo,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await useLocalSettings(page, { theme });
    await signIn(page, "admin@fleetportal.localhost");
    const check = async (label: string) => {
      expect(await hasHorizontalScroll(page), `${label} scrolls sideways`).toBe(false);
      await expectNoA11yViolations(page, { label: `${label}, ${theme}` });
      await page.screenshot({
        path: testInfo.outputPath(`${label.replace(/\W+/g, "-")}-${theme}.png`),
        fullPage: true,
      });
    };
    await openMenuEntry(page, "company");
    await page.getByRole("link", { name: "Administration" }).click();
    await expect(page.getByTestId("company-admin")).toBeVisible();
    await check("admin display");
    await page.getByRole("button", { name: "Edit" }).click();
    await check("admin edit");

    // The administrator works in the platform company; the demo people are the owner's.
    await new PortalPage(page).signOut();
    await signIn(page, demo.owner);
    await openPerson(page, "Gurpreet Sandhu");
    await page.getByRole("link", { name: "Employee file" }).click();
    // His abstract is a PDF: its tile is checked with the screen.
    await expect(page.getByTestId("document-pdf")).toBeVisible();
    await check("employee file");
    await page.getByRole("button", { name: "Add a document" }).click();
    await page.getByTestId("document-form").getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("field-error").first()).toBeVisible();
    await check("document form with errors");
    await page.goto(page.url().replace("/file/", "/license/"));
    await expect(page.getByRole("heading", { name: "Photo of the license" })).toBeVisible();
    await check("licence");
  });
}
