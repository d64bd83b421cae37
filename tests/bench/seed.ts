// The seed section of `npm run bench`: what every start of a test or e2e server pays before it serves. Medians over
// `runs` on a fresh embedded database each: the first-start demo seed (both demo companies and the operator), the
// demo fleet alone, one journey's own demo company (docs/testing.md "Browser journeys"), and — for the socket's first look
// at a message — scanning a megabyte of brackets for its ids (ws/scan-ids.ts; it must stay linear).
// Alone: BENCH_ONLY=seed npm run bench
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { connectDatabase } from "../../src/server/db/connect";
import { migrateToLatest } from "../../src/server/db/migrate";
import { seedDemoFleet } from "../../src/server/features/vehicles/demo";
import { hashPassword } from "../../src/server/passwords";
import { seedDemoCompany, seedDemoIfEmpty } from "../../src/server/seed/demo";
import { scanTopLevelIds } from "../../src/server/ws/scan-ids";
import { fixedClock } from "../../src/shared/clock";
import { journeyIdentity } from "../e2e/journey-company";
import { median, round } from "./stats";

export interface SeedFigures {
  firstStartSeedMs: number;
  demoFleetMs: number;
  journeyCompanyMs: number;
  scanMegabyteMs: number;
}

const clock = fixedClock(Date.parse("2027-06-15T14:00:00Z"));

async function timed(work: () => Promise<unknown> | unknown): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

export async function measureSeeding(runs = 5): Promise<SeedFigures> {
  const dir = mkdtempSync(join(tmpdir(), "bench-seed-"));
  const firstStart: number[] = [];
  const fleet: number[] = [];
  const journey: number[] = [];
  const scan: number[] = [];
  const passwordHash = await hashPassword("bench-password-1");
  const brackets = `{"requestId":"big","payload":${"[".repeat(1_000_000)}`;
  try {
    for (let run = 0; run < runs; run++) {
      const database = await connectDatabase({ dataDir: join(dir, String(run)) });
      try {
        await migrateToLatest(database.db, database.schema);
        firstStart.push(
          await timed(() =>
            seedDemoIfEmpty(database.db, { demoPassword: "bench-password-1", withDemoCompany: true, clock }),
          ),
        );
        journey.push(
          await timed(() =>
            database.db
              .transaction()
              .execute((trx) => seedDemoCompany(trx, journeyIdentity(run + 1), () => passwordHash, clock.now())),
          ),
        );
        const company = await database.db
          .insertInto("companies")
          .values({
            name: `Timing ${run}`,
            features: ["vehicles"],
            website: null,
            email: null,
            phone: null,
            postal: null,
            country: null,
            jurisdiction: null,
            cvor: null,
            address: null,
            hq: null,
            created_by: null,
            modified_by: null,
            time_zone: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        fleet.push(await timed(() => seedDemoFleet(database.db, company.id, "bench", clock.now())));
      } finally {
        await database.close();
      }
      scan.push(await timed(() => scanTopLevelIds(brackets)));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    firstStartSeedMs: round(median(firstStart)),
    demoFleetMs: round(median(fleet)),
    journeyCompanyMs: round(median(journey)),
    scanMegabyteMs: round(median(scan)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await measureSeeding()));
