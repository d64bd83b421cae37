import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Accessibility checks any journey can call (docs/design/client-shell.md "Dark mode and accessibility"). axe-core
 * runs in the page against WCAG 2.1 A and AA; a serious or critical violation fails the test with the rule, the
 * elements and axe's own explanation, so the report says what to fix (soft: the journey carries on and reports every
 * screen it visits). Minor and moderate findings are left to review: axe flags some of them on purpose as
 * "needs a human" (e.g. a region landmark around every fragment).
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);

export interface A11yOptions {
  /** CSS selectors axe should skip, e.g. a third-party widget the portal cannot change. */
  exclude?: string[];
  /** Shown in the failure message, e.g. "vehicle list, dark". */
  label?: string;
}

export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // Colour transitions (theme switch, hover) would let axe read a colour halfway through; endless ones (spinners)
  // cannot be finished and do not matter.
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  });
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""));
  const report = failing.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map((node) => `    ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ") ?? ""}`);
    return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))\n${nodes.join("\n")}`;
  });
  // Soft: the journey goes on, so one run reports every screen's violations, and the test still fails.
  expect
    .soft(
      report,
      `accessibility violations${options.label ? ` on ${options.label}` : ""} at ${page.url()}:\n${report.join("\n")}`,
    )
    .toEqual([]);
}

/** The settings this browser keeps (src/client/app/local-settings.ts), set before the portal's first script. */
export async function useLocalSettings(
  page: Page,
  settings: { theme?: "light" | "dark"; v3?: boolean },
): Promise<void> {
  await page.addInitScript((wanted) => {
    const current = JSON.parse(localStorage.getItem("fleet.settings") ?? "{}") as Record<string, unknown>;
    localStorage.setItem("fleet.settings", JSON.stringify({ ...current, ...wanted }));
  }, settings);
}

/** True when the page scrolls sideways: the layout is wider than the viewport. */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
