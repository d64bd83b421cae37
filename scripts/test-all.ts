// `npm test`: every test, with the independent suites side by side (docs/testing.md "Which command when").
// - vitest runs its three projects (unit, client, db) with several workers;
// - the client is built once, then one Playwright process per database runs the journeys against its own server.
// Each job's lines carry its name; the job times are printed at the end. Exit status: non-zero when any job failed.
//
// FAKE_NOW=<instant> runs the whole suite at that instant: FAKE_NOW_SINCE pins when it held, so every process
// started by this run (test workers, e2e servers, browser pages) shares one timeline. TEST_OTHER_INSTANTS=a,b runs
// the date-sensitive suites again at each of those instants (CI does).
import "./project-node";
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

import { FAKE_NOW_ENV, FAKE_NOW_SINCE_ENV, systemClock } from "../src/shared/clock";

interface Job {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Jobs that must have passed before this one starts. */
  after?: string[];
  /** Jobs that must have ended, passed or not, before this one starts (they only share the CPU). */
  waitFor?: string[];
}

const env = { ...process.env };
if (env[FAKE_NOW_ENV] && !env[FAKE_NOW_SINCE_ENV]) env[FAKE_NOW_SINCE_ENV] = String(systemClock.now());

const only = new Set(process.argv.slice(2));
const e2eTargets = ["pglite", ...(env.TEST_DATABASE_URL ? ["postgres"] : [])];
// E2E_SHARDS=n splits each database's journeys over n Playwright processes (--shard), each with a server and
// database of its own (E2E_INSTANCE moves ports, data folders and the PostgreSQL schema), all serving the one build:
// for machines with more cores than CI's two, which the two databases' runs already keep busy.
const shards = Math.max(1, Number(env.E2E_SHARDS ?? 1));
const e2eJobs = e2eTargets.flatMap((target) =>
  Array.from({ length: shards }, (_, index): Job => ({
    name: shards === 1 ? `e2e:${target}` : `e2e:${target}:${index + 1}`,
    command: ["npx", "playwright", "test", ...(shards === 1 ? [] : [`--shard=${index + 1}/${shards}`])],
    env: {
      E2E_TARGETS: target,
      ...(shards === 1 ? {} : { E2E_INSTANCE: String(index + 1), E2E_CLIENT_DIR: "dist/client" }),
    },
    after: ["build"],
    // After vitest too: two cores cannot run the database suites and the browsers at full speed together, and a
    // journey starved of CPU fails on its time-outs.
    waitFor: ["vitest"],
  })),
);
// The suites whose outcome depends on the date, run again at other instants after the main vitest run (CI; the
// whole suite at every instant of docs/testing.md "Time" is for changes to dates and days).
const DATE_SENSITIVE = [
  "src/shared",
  "src/server/features/hours",
  "src/server/features/checkins",
  "src/server/features/compliance",
  "src/server/features/checklists",
  "src/server/features/home",
  "src/server/features/billing",
  "src/server/features/inspections",
  "src/server/features/work-orders",
];
const otherInstants = (env.TEST_OTHER_INSTANTS ?? "")
  .split(",")
  .map((instant) => instant.trim())
  .filter(Boolean);
const dateJobs = otherInstants.map((instant, index): Job => ({
  name: `dates:${instant}`,
  command: ["npx", "vitest", "run", ...DATE_SENSITIVE],
  // Side by side, with the main run's four workers shared between them: each spends its first part seeding its own
  // templates on one core while the other runs files.
  env: {
    [FAKE_NOW_ENV]: instant,
    VITEST_JSON_REPORT: `test-results/vitest-dates-${index + 1}.json`,
    VITEST_MAX_WORKERS: String(Math.max(1, Math.floor(4 / otherInstants.length))),
  },
  // After the journeys, for the same reason.
  waitFor: ["vitest", ...e2eJobs.map((job) => job.name)],
}));
const wanted = (name: string) =>
  only.size === 0 || [...only].some((asked) => name === asked || name.startsWith(`${asked}:`));
const jobs: Job[] = [
  { name: "vitest", command: ["npx", "vitest", "run"] },
  { name: "build", command: ["npx", "vite", "build", "--logLevel", "warn"] },
  ...e2eJobs,
  ...dateJobs,
].filter((job) => wanted(job.name) || (job.name === "build" && e2eJobs.some((e2e) => wanted(e2e.name))));

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const started = systemClock.now();
const finished = new Map<string, Promise<number>>();
const times: string[] = [];

function run(job: Job): Promise<number> {
  return new Promise((resolve) => {
    const jobStart = systemClock.now();
    console.log(`[${job.name}] ${job.command.join(" ")}`);
    const jobEnv = { ...env, ...job.env };
    // A job at an instant of its own: that instant holds when the job starts.
    if (job.env?.[FAKE_NOW_ENV]) jobEnv[FAKE_NOW_SINCE_ENV] = String(jobStart);
    const child = spawn(job.command[0]!, job.command.slice(1), { env: jobEnv, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on("line", (line) => console.log(`[${job.name}] ${line}`));
    child.on("close", (code) => {
      const status = code ?? 1;
      times.push(
        `${job.name.padEnd(14)} ${seconds(systemClock.now() - jobStart).padStart(6)}  ${status === 0 ? "passed" : `failed (${status})`}`,
      );
      resolve(status);
    });
  });
}

for (const job of jobs) {
  // A job waits for those it comes after that this run has (`npm test -- e2e` runs the journeys without vitest).
  const ended = (names: readonly string[] = []) => Promise.all(names.flatMap((name) => finished.get(name) ?? []));
  finished.set(
    job.name,
    Promise.all([ended(job.after), ended(job.waitFor)]).then(([statuses]) =>
      statuses.every((status) => status === 0)
        ? run(job)
        : (times.push(`${job.name.padEnd(14)}      -  skipped (${job.after!.join(", ")} failed)`), 1),
    ),
  );
}
const statuses = await Promise.all(finished.values());
console.log(
  `\nTest jobs (wall ${seconds(systemClock.now() - started)}):\n${times.map((line) => `  ${line}`).join("\n")}`,
);
process.exit(statuses.some((status) => status !== 0) ? 1 : 0);
