// The journeys' `test`: Playwright's, with the browser's clock on the test run's timeline. When FAKE_NOW is set
// (docs/testing.md "Time"), the e2e servers run at that instant, and so must every page: a screen that shows
// "today" or "expires in 3 days" reads the page's Date. Contexts made by the fixture and by browser.newContext()
// both get it.
//
// `demo` is the journey's own demo company (journey-company.ts), seeded when the journey asks for it.
import { test as base, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";

import type { DemoIdentity } from "../../src/server/seed/demo-identity";
import { clockFromEnv, fakeNowFrom } from "../../src/shared/clock";
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
 * The browser contexts a journey opens (an office browser and a phone, say), which Playwright leaves open after the
 * test unless the journey closes them: each kept its pages, websockets and service worker running, so a worker's
 * browser carried every earlier journey's screens along. They are closed when the journey ends.
 *
 * Failure evidence too: CI records a trace only on a retry (playwright.config.ts), and Playwright's own screenshot
 * covers the `page` fixture alone. Every page keeps its last console lines, page errors and navigations; when the
 * journey fails, each page's address, screenshot and log are attached to the report before the contexts close.
 */
class JourneyBrowsers {
  private readonly pages: { page: Page; lines: string[] }[] = [];
  private readonly opened = new Set<BrowserContext>();
  private readonly watched = new WeakSet<BrowserContext>();

  /** `own`: opened by the journey itself (browser.newContext), so closed at its end; the fixture's is Playwright's. */
  watch(context: BrowserContext, own: boolean): BrowserContext {
    if (own) this.opened.add(context);
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

  /** The fixture's context is Playwright's to close. */
  adopt(context: BrowserContext): BrowserContext {
    this.opened.delete(context);
    return this.watch(context, false);
  }

  async end(testInfo: TestInfo): Promise<void> {
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const [index, { page, lines }] of this.pages.entries()) {
        const name = `page ${index + 1}`;
        const open = !page.isClosed();
        await testInfo.attach(`${name} log`, {
          body: [`url: ${open ? page.url() : "(closed)"}`, ...lines].join("\n"),
          contentType: "text/plain",
        });
        if (open)
          await page.screenshot({ timeout: 5_000 }).then(
            (body) => testInfo.attach(`${name} screenshot`, { body, contentType: "image/png" }),
            () => undefined,
          );
      }
    }
    this.pages.length = 0;
    const opened = [...this.opened];
    this.opened.clear();
    await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
  }
}

export const test = base.extend<
  { demo: JourneyCompany; journeyEnd: void },
  { browser: Browser; journeyBrowsers: JourneyBrowsers }
>({
  demo: async ({ baseURL }, use) => {
    const port = journeyCompaniesPort(Number(new URL(baseURL!).port));
    const response = await fetch(`http://127.0.0.1:${port}/companies`, { method: "POST" });
    if (!response.ok)
      throw new Error(`the e2e server could not seed a company: ${response.status} ${await response.text()}`);
    await use(new JourneyCompany((await response.json()) as DemoIdentity));
  },
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // oxlint-disable-next-line no-empty-pattern
  journeyBrowsers: [async ({}, use) => use(new JourneyBrowsers()), { scope: "worker" }],
  browser: [
    async ({ browser, journeyBrowsers }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => journeyBrowsers.watch(await onRunClock(await newContext(options)), true);
      await use(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context, journeyBrowsers }, use) => {
    await use(journeyBrowsers.adopt(await onRunClock(context)));
  },
  journeyEnd: [
    async ({ journeyBrowsers }, use, testInfo) => {
      await use();
      await journeyBrowsers.end(testInfo);
    },
    { auto: true },
  ],
});
