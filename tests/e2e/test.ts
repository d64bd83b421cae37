// The journeys' `test`: Playwright's, with the browser's clock on the test run's timeline. When FAKE_NOW is set
// (docs/testing.md "Time"), the e2e servers run at that instant, and so must every page: a screen that shows
// "today" or "expires in 3 days" reads the page's Date. Contexts made by the fixture and by browser.newContext()
// both get it.
//
// `demo` is the journey's own demo company (journey-company.ts), seeded when the journey asks for it.
import { test as base, type Browser, type BrowserContext } from "@playwright/test";
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

export const test = base.extend<{ demo: JourneyCompany }, { browser: Browser }>({
  demo: async ({ baseURL }, use) => {
    const port = journeyCompaniesPort(Number(new URL(baseURL!).port));
    const response = await fetch(`http://127.0.0.1:${port}/companies`, { method: "POST" });
    if (!response.ok) throw new Error(`the e2e server could not seed a company: ${response.status} ${await response.text()}`);
    await use(new JourneyCompany((await response.json()) as DemoIdentity));
  },
  browser: [
    async ({ browser }, use) => {
      if (faked) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => onRunClock(await newContext(options));
      }
      await use(browser);
    },
    { scope: "worker" },
  ],
  context: async ({ context }, use) => {
    await use(await onRunClock(context));
  },
});
