// The journeys' `test`: Playwright's, with the browser's clock on the test run's timeline. When FAKE_NOW is set
// (docs/testing.md "Time"), the e2e servers run at that instant, and so must every page: a screen that shows
// "today" or "expires in 3 days" reads the page's Date. Contexts made by the fixture and by browser.newContext()
// both get it.
//
// `demo` is the journey's own demo company (journey-company.ts), seeded when the journey asks for it.
import { test as base, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { clockFromEnv, fakeNowFrom } from "../../src/shared/clock";
import type { DemoIdentity } from "../../src/server/seed/demo-identity";
import { JourneyCompany, journeyCompaniesPort } from "./journey-company";

export { expect } from "@playwright/test";

const faked = fakeNowFrom(process.env) !== undefined;
/** The run's clock: the machine's, or FAKE_NOW's timeline. Journeys read "now" from it, as the servers and pages do. */
export const runClock = clockFromEnv(process.env);

async function onRunClock(context: BrowserContext): Promise<BrowserContext> {
  // setSystemTime moves Date and lets time flow on from there; timers are left alone.
  if (faked) await context.clock.setSystemTime(runClock.now());
  return context;
}

/**
 * Failure evidence for journeys that open several browsers (an office and a phone): CI records a trace only on a
 * retry (playwright.config.ts), and Playwright's own screenshot covers the `page` fixture alone. Every page of
 * every context a journey opens keeps its last console lines and page errors; when the journey fails, each page's
 * address, screenshot and log are attached to the report.
 */
class PageLogs {
  private readonly pages: { page: Page; lines: string[] }[] = [];
  private readonly watched = new WeakSet<BrowserContext>();

  watch(context: BrowserContext): BrowserContext {
    if (this.watched.has(context)) return context;
    this.watched.add(context);
    context.on("page", (page) => {
      const lines: string[] = [];
      const keep = (line: string) => lines.push(line) > 200 && lines.shift();
      page.on("console", (message) => keep(`${message.type()}: ${message.text()}`));
      page.on("pageerror", (error) => keep(`pageerror: ${error.stack ?? error.message}`));
      page.on("framenavigated", (frame) => frame === page.mainFrame() && keep(`navigated: ${frame.url()}`));
      this.pages.push({ page, lines });
    });
    return context;
  }

  async attachTo(testInfo: TestInfo): Promise<void> {
    for (const [index, { page, lines }] of this.pages.entries()) {
      const name = `page ${index + 1}`;
      const open = !page.isClosed();
      await testInfo.attach(`${name} log`, { body: [`url: ${open ? page.url() : "(closed)"}`, ...lines].join("\n"), contentType: "text/plain" });
      if (open) await page.screenshot({ timeout: 5_000 }).then((body) => testInfo.attach(`${name} screenshot`, { body, contentType: "image/png" }), () => undefined);
    }
    this.pages.length = 0;
  }

  reset(): void {
    this.pages.length = 0;
  }
}

export const test = base.extend<{ demo: JourneyCompany; failureEvidence: void }, { browser: Browser; pageLogs: PageLogs }>({
  demo: async ({ baseURL }, use) => {
    const port = journeyCompaniesPort(Number(new URL(baseURL!).port));
    const response = await fetch(`http://127.0.0.1:${port}/companies`, { method: "POST" });
    if (!response.ok) throw new Error(`the e2e server could not seed a company: ${response.status} ${await response.text()}`);
    await use(new JourneyCompany((await response.json()) as DemoIdentity));
  },
  pageLogs: [async ({}, use) => use(new PageLogs()), { scope: "worker" }],
  browser: [
    async ({ browser, pageLogs }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => pageLogs.watch(await onRunClock(await newContext(options)));
      await use(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context, pageLogs }, use) => {
    await use(pageLogs.watch(await onRunClock(context)));
  },
  failureEvidence: [
    async ({ pageLogs }, use, testInfo) => {
      pageLogs.reset();
      await use();
      if (testInfo.status !== testInfo.expectedStatus) await pageLogs.attachTo(testInfo);
      else pageLogs.reset();
    },
    { auto: true },
  ],
});
