// ELD file import time (docs/hours.md "Demo data and scale"): a manager of the demo company uploads a 30-day ELD output
// file (49 CFR 395 Subpart B App. A §4.8.2, written by the product's own writer with every check value) and imports it
// for a driver over the websocket, as the office screen does; the figure is the import request's time to its complete
// reply (read, check, write the entries in one transaction, recompute the days, judge the period), the median of
// BENCH_ELD_RUNS imports (default 7), each over a fresh 30-day period, so none meets an earlier one. Alone, on a
// throwaway embedded database (or TEST_DATABASE_URL's schema "bench_eld"):
//   npx tsx tests/bench/eld-import.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql } from "kysely";

import { DEFAULT_LIMITS, configFromEnv, ONE_ADDRESS_FOR_ALL } from "../../src/server/config";
import { startServer } from "../../src/server/start-server";
import { solvedBotCheck } from "../../src/server/testing/bot-check";
import { openTestSocket } from "../../src/server/testing/ws-client";
import { sampleEldFile, sampleEldLog } from "../../src/shared/rules/eld-output-file-sample";
import { carrierDayOf, shiftDay } from "../../src/shared/rules/timesheets";
import { percentile, round } from "./stats";

const RUNS = Number(process.env.BENCH_ELD_RUNS ?? 7);
const PASSWORD = "bench-password-1";
const TZ = "America/Toronto";

const log = (message: string) => process.stderr.write(`bench eld-import: ${message}\n`);
const dataDir = mkdtempSync(join(tmpdir(), "bench-eld-"));
const postgres = process.env.TEST_DATABASE_URL;
const server = await startServer(
  {
    ...configFromEnv({}),
    port: 0,
    dataDir,
    databaseUrl: postgres,
    databaseSchema: postgres ? "bench_eld" : undefined,
    seedDemo: true,
    demoPassword: PASSWORD,
    clientDir: join(dataDir, "no-client"),
    limits: { ...DEFAULT_LIMITS, ...ONE_ADDRESS_FOR_ALL },
  },
  { quiet: true },
);
try {
  const socket = await openTestSocket(`${server.url.replace(/^http/, "ws")}/api/v1/ws`);
  const signIn = await socket.request("UserSignInRequestEvent", {
    email: "manager@mapleleaf.localhost",
    password: PASSWORD,
    altcha: await solvedBotCheck(socket),
  });
  if (signIn.statusCode !== 200) throw new Error(`the manager could not sign in: ${JSON.stringify(signIn.error)}`);
  const token = (signIn.payload as { token: string }).token;
  const driver = await server.services.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "gurpreet.sandhu@mapleleaf.localhost")
    .executeTakeFirstOrThrow();
  const today = carrierDayOf(Date.now(), TZ);
  const importMs: number[] = [];
  let entries = 0;
  let bytes = 0;
  for (let run = 0; run < RUNS; run++) {
    // Each run a month further back than the seeded fortnight and than the runs before it.
    const text = sampleEldFile(sampleEldLog(shiftDay(today, -60 - 31 * run), TZ, 30));
    bytes = text.length;
    const upload = await fetch(`${server.url}/api/v1/imports`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "text/csv", "X-File-Name": "bench.csv" },
      body: text,
    });
    if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
    const { id } = (await upload.json()) as { id: string };
    const started = performance.now();
    const reply = await socket.request("EldFileImportRequestEvent", { fileId: id, userId: driver.id });
    importMs.push(performance.now() - started);
    if (reply.statusCode !== 200) throw new Error(`import failed: ${JSON.stringify(reply.error)}`);
    entries = (reply.payload as { entryCount: number }).entryCount;
    log(`run ${run + 1}/${RUNS}: ${round(importMs.at(-1)!)} ms`);
  }
  socket.close();
  console.log(
    JSON.stringify({
      eldImport: {
        days: 30,
        entries,
        fileBytes: bytes,
        runs: RUNS,
        medianMs: round(percentile(importMs, 50)),
        p95Ms: round(percentile(importMs, 95)),
        database: postgres ? "postgres" : "pglite",
      },
    }),
  );
} finally {
  // The next run starts from a fresh demo company: its imports would meet this run's records.
  if (postgres) await sql`drop schema if exists bench_eld cascade`.execute(server.services.db);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
