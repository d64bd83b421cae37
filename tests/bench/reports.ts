// The reports section of `npm run bench` (docs/reports.md "Demo data and scale"): a report of the bench company's whole
// inspection list (BENCH_INSPECTION_ROWS, default 10⁶) built by the real report job, as CSV and as PDF — rows per
// second, the file's size, and the heap while it runs (process.memoryUsage().heapUsed, sampled every 25 ms and after
// every stored 1 MB chunk; the target is under 200 MB at 10⁶ rows). Alone, on a fresh embedded database of any size:
//   BENCH_REPORT_ROWS=20000 npx tsx tests/bench/reports.ts
// BENCH_REPORT_FORMATS=csv skips the PDF (the slower of the two). With NODE_OPTIONS=--expose-gc the figures add
// peakLiveHeapMB: the heap after a full collection, every 16th chunk — what the report keeps, garbage aside.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { sql } from "kysely";

import { DEFAULT_LIMITS, configFromEnv, ONE_ADDRESS_FOR_ALL } from "../../src/server/config";
import { reportJob, type ReportJobPayload } from "../../src/server/features/reports/report-job";
import { enqueueJob } from "../../src/server/jobs/queue";
import { startJobWorker } from "../../src/server/jobs/worker";
import { createLogger } from "../../src/server/logging";
import { ensureFleetCompany } from "../../src/server/seed/fleet";
import { startServer, type RunningServer } from "../../src/server/start-server";
import type { ReportFormat } from "../../src/shared/generated/reports";
import { seedInspections } from "./inspections";
import { round } from "./stats";

const FORMATS = (process.env.BENCH_REPORT_FORMATS ?? "csv,pdf")
  .split(",")
  .filter((f): f is ReportFormat => f === "csv" || f === "pdf");
const MB = 1024 * 1024;

export interface ReportFigures {
  rows: number;
  ms: number;
  rowsPerSecond: number;
  sizeMB: number;
  /** heapUsed before the report started and its highest sample while it ran. */
  baselineHeapMB: number;
  peakHeapMB: number;
  /** Only with --expose-gc. */
  peakLiveHeapMB?: number;
  peakRssMB: number;
}

async function measureOne(
  server: RunningServer,
  companyId: string,
  ownerId: string,
  format: ReportFormat,
): Promise<ReportFigures> {
  const db = server.services.db;
  const report = await db
    .insertInto("reports")
    .values({
      company_id: companyId,
      created_by: ownerId,
      modified_by: ownerId,
      state: "queued",
      list: "inspections",
      format,
      filter: JSON.stringify({}),
      sort: null,
      file_name: `bench.${format}`,
    } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  let peakHeap = 0;
  let peakLive = 0;
  let peakRss = 0;
  const sample = () => {
    const memory = process.memoryUsage();
    peakHeap = Math.max(peakHeap, memory.heapUsed);
    peakRss = Math.max(peakRss, memory.rss);
  };
  const gc = (globalThis as { gc?: () => void }).gc;
  const afterChunk = (seq: number) => {
    sample();
    if (gc && seq % 16 === 0) {
      gc();
      peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
    }
  };
  // Its own worker and kind, so the server's worker leaves this job alone; the handler is the real one.
  const worker = startJobWorker(
    db,
    { "report-bench": reportJob({ afterChunk, clock: server.services.clock }) },
    createLogger({ level: "warn", format: "json", clock: server.services.clock, stream: process.stderr }),
    server.services.clock,
    { pollMs: 3_600_000 },
  );
  gc?.();
  const baseline = process.memoryUsage().heapUsed;
  const timer = setInterval(sample, 25);
  const started = performance.now();
  const payload: ReportJobPayload = { reportId: report.id, companyId };
  await enqueueJob(db, { kind: "report-bench", dedupeKey: report.id, payload, runAt: server.services.clock.date() });
  await worker.kick();
  await worker.settled();
  const ms = performance.now() - started;
  clearInterval(timer);
  sample();
  await worker.stop();
  const done = await db
    .selectFrom("reports")
    .select(["state", "rows_done", "size", "error"])
    .where("id", "=", report.id)
    .executeTakeFirstOrThrow();
  if (done.state !== "done") throw new Error(`bench report ${format} ended ${done.state}: ${done.error ?? ""}`);
  // The file is the bench's, not the company's: remove it (its chunks go with it).
  await db.deleteFrom("reports").where("id", "=", report.id).execute();
  await db.deleteFrom("jobs").where("kind", "=", "report-bench").execute();
  return {
    rows: done.rows_done,
    ms: Math.round(ms),
    rowsPerSecond: Math.round(done.rows_done / (ms / 1000)),
    sizeMB: round(Number(done.size) / MB),
    baselineHeapMB: round(baseline / MB),
    peakHeapMB: round(peakHeap / MB),
    ...(gc ? { peakLiveHeapMB: round(peakLive / MB) } : {}),
    peakRssMB: round(peakRss / MB),
  };
}

/** Every format's figures for the company's inspection list. */
export async function measureReports(
  server: RunningServer,
  companyId: string,
  log: (message: string) => void = () => {},
): Promise<Partial<Record<ReportFormat, ReportFigures>>> {
  const owner = await server.services.db
    .selectFrom("employees")
    .select("user_id")
    .where("company_id", "=", companyId)
    .where(sql<boolean>`roles @> array['owner']::text[]`)
    .executeTakeFirstOrThrow();
  const figures: Partial<Record<ReportFormat, ReportFigures>> = {};
  for (const format of FORMATS) {
    figures[format] = await measureOne(server, companyId, owner.user_id, format);
    log(`${format}: ${JSON.stringify(figures[format])}`);
  }
  return figures;
}

// Standalone: a throwaway embedded database (or TEST_DATABASE_URL's schema "bench_reports"), seeded, measured.
if (process.argv[1]?.endsWith("reports.ts")) {
  const rows = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000);
  const log = (message: string) => process.stderr.write(`bench reports: ${message}\n`);
  const dataDir = mkdtempSync(join(tmpdir(), "bench-reports-"));
  const postgres = process.env.TEST_DATABASE_URL;
  let companyId = "";
  const server = await startServer(
    {
      ...configFromEnv({}),
      port: 0,
      dataDir,
      databaseUrl: postgres,
      databaseSchema: postgres ? "bench_reports" : undefined,
      seedDemo: false,
      demoPassword: "bench-password-1",
      clientDir: join(dataDir, "no-client"),
      recurringJobs: false,
      limits: { ...DEFAULT_LIMITS, ...ONE_ADDRESS_FOR_ALL },
    },
    {
      quiet: true,
      prepare: async (db) => {
        const company = await ensureFleetCompany(db, "Report Bench", "bench-password-1");
        companyId = company.companyId;
        await seedInspections(db, company, log, rows, {
          vehicles: Math.min(2_000, Math.max(50, rows / 100)),
          employees: Math.min(1_000, Math.max(20, rows / 200)),
        });
      },
    },
  );
  try {
    console.log(JSON.stringify({ reports: await measureReports(server, companyId, log) }));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
