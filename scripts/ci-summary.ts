// Prints the ten slowest test files and one closing line for CI, "N passed, N failed, N skipped", from the JSON
// reports vitest and Playwright write when CI=true (vitest.config.ts, playwright.config.ts; one Playwright report
// per database when scripts/test-all.ts runs them side by side).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}
interface PlaywrightSuite {
  file: string;
  specs?: {
    title: string;
    tests: { status?: string; results: { duration: number; status?: string; error?: { message?: string } }[] }[];
  }[];
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
// Each failure's test and the first line of its message: CI keeps only the tail of the log, so they are printed last.
const failures: string[] = [];
const firstLine = (message: string | undefined): string =>
  stripVTControlCharacters(message ?? "")
    .trim()
    .split("\n")[0]
    ?.slice(0, 200) ?? "";

// vitest.json, and vitest-dates-n.json for the runs at other instants (scripts/test-all.ts).
const vitestReports = existsSync(RESULTS) ? readdirSync(RESULTS).filter((name) => /^vitest.*\.json$/.test(name)) : [];
for (const name of vitestReports) {
  const report = JSON.parse(readFileSync(join(RESULTS, name), "utf8")) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  const run = name === "vitest.json" ? "" : ` (${name.replace(/^vitest-|\.json$/g, "")})`;
  for (const result of report.testResults) {
    const file = `${result.name.replace(`${process.cwd()}/`, "")}${run}`;
    fileTimes.push({ file, ms: result.endTime - result.startTime });
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests)
      failures.push(`${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside any test (an import error, an unhandled error) has a message and no failed test.
    if (failedTests.length === 0 && result.message) failures.push(`${file}: ${firstLine(result.message)}`);
  }
}

const collectPlaywrightFailures = (suite: PlaywrightSuite, run: string): void => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      if (test.status === "unexpected")
        failures.push(
          `tests/e2e/${suite.file} (${run}) › ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`,
        );
  for (const inner of suite.suites ?? []) collectPlaywrightFailures(inner, run);
};

const suiteMs = (suite: PlaywrightSuite): number =>
  (suite.specs ?? []).reduce(
    (sum, spec) =>
      sum + spec.tests.reduce((s, test) => s + test.results.reduce((r, result) => r + result.duration, 0), 0),
    0,
  ) + (suite.suites ?? []).reduce((sum, inner) => sum + suiteMs(inner), 0);

const playwrightReports = existsSync(RESULTS)
  ? readdirSync(RESULTS).filter((name) => /^playwright.*\.json$/.test(name))
  : [];
for (const name of playwrightReports) {
  const report = JSON.parse(readFileSync(join(RESULTS, name), "utf8")) as PlaywrightReport;
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  skipped += report.stats.skipped;
  const run = name.replace(/^playwright-?|\.json$/g, "") || "e2e";
  for (const suite of report.suites) {
    fileTimes.push({ file: `tests/e2e/${suite.file} (${run})`, ms: suiteMs(suite) });
    collectPlaywrightFailures(suite, run);
  }
}

if (fileTimes.length > 0) {
  console.log("Slowest test files:");
  for (const { file, ms } of fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}
if (failures.length > 0) {
  console.log("Failed:");
  for (const failure of failures.slice(0, 30)) console.log(`  ${failure}`);
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
