// The compliance section of `npm run bench` (docs/compliance.md "Demo data and scale"): the summary counts and the
// first window of the compliance list of the bench company (10⁵ vehicles, 10⁴ employees), each the handler's own query
// path, p95 of 30 runs.
import { sql } from "kysely";

import { complianceListSpec } from "../../src/server/features/compliance/list-spec";
import { complianceSummary } from "../../src/server/features/compliance/summary";
import type { RunningServer } from "../../src/server/start-server";
import { percentile, round } from "./stats";

async function p95(runs: number, work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return round(percentile(times, 95));
}

export async function measureCompliance(server: RunningServer, companyId: string, runs = 30) {
  const { db, lists } = server.services;
  const owner = await db
    .selectFrom("employees")
    .select("user_id")
    .where("company_id", "=", companyId)
    .where(sql<boolean>`roles @> array['owner']::text[]`)
    .executeTakeFirstOrThrow();
  const ownerId = owner.user_id;
  const summaryP95Ms = await p95(runs, () => complianceSummary(db, companyId, ownerId, 4, Date.now()));
  // A fresh spec each run with a new minute in its key would hit the cache; the count and rows are measured uncached.
  let minute = 0;
  const windowP95Ms = await p95(runs, async () => {
    minute += 60_000;
    const spec = complianceListSpec(
      db,
      companyId,
      { expiringWeeks: 4 },
      { column: "expiresAt", direction: "asc" },
      Date.now() + minute,
    );
    await lists.count(spec);
    await lists.rows(spec, 0, 100, (q) => q.select(["id", "kind", "label", "detail", "owner_id", "expires_at"]));
  });
  const items = await lists.count(
    complianceListSpec(db, companyId, { expiringWeeks: 4 }, { column: "expiresAt", direction: "asc" }, Date.now()),
  );
  return { summaryP95Ms, windowP95Ms, items };
}
