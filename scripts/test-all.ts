// `npm test`: every test, with the independent suites side by side (docs/testing.md "Which command when").
// - vitest runs its three projects (unit, client, db) with several workers;
// - the client is built once, then one Playwright process per database runs the journeys against its own server.
// Each job's lines carry its name; the job times are printed at the end. Exit status: non-zero when any job failed.
//
// FAKE_NOW=<instant> runs the whole suite at that instant: FAKE_NOW_SINCE pins when it held, so every process
// started by this run (test workers, e2e servers, browser pages) shares one timeline.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { FAKE_NOW_ENV, FAKE_NOW_SINCE_ENV, systemClock } from "../src/shared/clock";

interface Job {
  name: string;
  command: string[];
  env?: Record<string, string>;
  after?: string;
}

const env = { ...process.env };
if (env[FAKE_NOW_ENV] && !env[FAKE_NOW_SINCE_ENV]) env[FAKE_NOW_SINCE_ENV] = String(systemClock.now());

const only = new Set(process.argv.slice(2));
const e2eTargets = ["pglite", ...(env.TEST_DATABASE_URL ? ["postgres"] : [])];
const jobs: Job[] = [
  { name: "vitest", command: ["npx", "vitest", "run"] },
  { name: "build", command: ["npx", "vite", "build", "--logLevel", "warn"] },
  ...e2eTargets.map((target) => ({ name: `e2e:${target}`, command: ["npx", "playwright", "test"], env: { E2E_TARGETS: target }, after: "build" })),
].filter((job) => only.size === 0 || only.has(job.name) || (job.name === "build" && [...only].some((name) => name.startsWith("e2e"))));

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const started = systemClock.now();
const finished = new Map<string, Promise<number>>();
const times: string[] = [];

function run(job: Job): Promise<number> {
  return new Promise((resolve) => {
    const jobStart = systemClock.now();
    console.log(`[${job.name}] ${job.command.join(" ")}`);
    const child = spawn(job.command[0]!, job.command.slice(1), { env: { ...env, ...job.env }, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on("line", (line) => console.log(`[${job.name}] ${line}`));
    child.on("close", (code) => {
      const status = code ?? 1;
      times.push(`${job.name.padEnd(14)} ${seconds(systemClock.now() - jobStart).padStart(6)}  ${status === 0 ? "passed" : `failed (${status})`}`);
      resolve(status);
    });
  });
}

for (const job of jobs) {
  const before = job.after ? finished.get(job.after) : undefined;
  finished.set(job.name, (before ?? Promise.resolve(0)).then((status) => (status === 0 ? run(job) : (times.push(`${job.name.padEnd(14)}      -  skipped (${job.after} failed)`), 1))));
}
const statuses = await Promise.all(finished.values());
console.log(`\nTest jobs (wall ${seconds(systemClock.now() - started)}):\n${times.map((line) => `  ${line}`).join("\n")}`);
process.exit(statuses.some((status) => status !== 0) ? 1 : 0);
