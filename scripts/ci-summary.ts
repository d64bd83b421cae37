// Prints the ten slowest test files and one closing line for CI, "N passed, N failed, N skipped", from the JSON
// reports vitest and Playwright write when CI=true (vitest.config.ts, playwright.config.ts; one Playwright report
// per database when scripts/test-all.ts runs them side by side).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}
interface PlaywrightSuite {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

const RESULTS = "test-results";
let passed = 0;
let failed = 0;
let skipped = 0;
const fileTimes: { file: string; ms: number }[] = [];

// vitest.json, and vitest-dates-n.json for the runs at other instants (scripts/test-all.ts).
const vitestReports = existsSync(RESULTS) ? readdirSync(RESULTS).filter((name) => /^vitest.*\.json$/.test(name)) : [];
for (const name of vitestReports) {
  const report = JSON.parse(readFileSync(join(RESULTS, name), "utf8")) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  const run = name === "vitest.json" ? "" : ` (${name.replace(/^vitest-|\.json$/g, "")})`;
  for (const result of report.testResults) fileTimes.push({ file: `${result.name.replace(`${process.cwd()}/`, "")}${run}`, ms: result.endTime - result.startTime });
}

const suiteMs = (suite: PlaywrightSuite): number =>
  (suite.specs ?? []).reduce((sum, spec) => sum + spec.tests.reduce((s, test) => s + test.results.reduce((r, result) => r + result.duration, 0), 0), 0) + (suite.suites ?? []).reduce((sum, inner) => sum + suiteMs(inner), 0);

const playwrightReports = existsSync(RESULTS) ? readdirSync(RESULTS).filter((name) => /^playwright.*\.json$/.test(name)) : [];
for (const name of playwrightReports) {
  const report = JSON.parse(readFileSync(join(RESULTS, name), "utf8")) as PlaywrightReport;
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  skipped += report.stats.skipped;
  const run = name.replace(/^playwright-?|\.json$/g, "") || "e2e";
  for (const suite of report.suites) fileTimes.push({ file: `tests/e2e/${suite.file} (${run})`, ms: suiteMs(suite) });
}

if (fileTimes.length > 0) {
  console.log("Slowest test files:");
  for (const { file, ms } of fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
