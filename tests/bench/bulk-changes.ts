// 1,000 changes a second for the live-update benchmark: one save at a time over a websocket tops out far below
// that on PGlite (see saveThroughput), so the changes are written in small bulk UPDATEs — as many devices and
// users saving at once would produce — and announced through the same change feed the save handler uses.
import { sql } from "kysely";

import { vehicleFromRow } from "../../src/server/features/vehicles/mappers";
import type { RunningServer } from "../../src/server/start-server";
import type { Vehicle } from "../../src/shared/generated/vehicles";

export async function driveBulkChanges(
  server: RunningServer,
  companyId: string,
  ratePerSecond: number,
  ms: number,
  rows: number,
): Promise<{ sent: Record<string, number>; achievedPerSecond: number }> {
  const { db, changes } = server.services;
  const targets = await db
    .selectFrom("vehicles")
    .select("id")
    .where("company_id", "=", companyId)
    .where("deleted", "=", false)
    .orderBy("name")
    .orderBy("id")
    .limit(rows)
    .execute();
  const ids = targets.map((t) => t.id);
  const sent: Record<string, number> = {};
  const run = Date.now() % 100_000;
  const started = Date.now();
  const tickMs = 10;
  let n = 0;
  while (Date.now() - started < ms) {
    const due = Math.floor(((Date.now() - started) / 1000) * ratePerSecond);
    const batch: { id: string; marker: string }[] = [];
    while (n < due) {
      const marker = `${run}-${n}`;
      batch.push({ id: ids[n % ids.length]!, marker });
      sent[marker] = Date.now();
      n += 1;
    }
    // The last marker per vehicle in this tick wins, as consecutive saves of one row would.
    const latest = new Map(batch.map((b) => [b.id, b.marker]));
    if (latest.size > 0) {
      const updated = await db
        .updateTable("vehicles")
        .set({
          model: sql`case id ${sql.join(
            [...latest].map(([id, marker]) => sql`when ${id} then ${`bench-${marker}~`}`),
            sql` `,
          )} end`,
          modified_date: sql`now()`,
        })
        .where("id", "in", [...latest.keys()])
        .returningAll()
        .execute();
      const items: Record<string, Vehicle> = Object.fromEntries(updated.map((row) => [row.id, vehicleFromRow(row)]));
      changes.announce(companyId, "VehiclesChangedNotification", items, false);
    }
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  return { sent, achievedPerSecond: Math.round(n / ((Date.now() - started) / 1000)) };
}
