// Prints one closing line for CI, "N passed, N failed, N skipped", from the JSON reports vitest and
// Playwright write when CI=true (vitest.config.ts, playwright.config.ts).
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync("test-results/vitest.json")) {
  const report = JSON.parse(readFileSync("test-results/vitest.json", "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
if (existsSync("test-results/playwright.json")) {
  const report = JSON.parse(readFileSync("test-results/playwright.json", "utf8")) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  skipped += report.stats.skipped;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
