// The demo company's vehicle checklists (feature checklistsVehicles): the reefer pre-trip every 7 days on the two
// reefer trailers that were filled this week (due in a few days), the liftgate check at each inspection on the third
// trailer (waiting for its next inspection), and the liftgate check every day on the straight truck S-203, attached six
// days ago and never filled — overdue, so the vehicle and the compliance screen show one at once. The due days are
// worked out by the same code as the attach command (features/checklists/vehicle-checklists-store.ts).
import type { Kysely, Transaction } from "kysely";

import type { Database } from "../../db/tables";
import { companyTimeZone, refreshDue } from "./vehicle-checklists-store";

type Db = Kysely<Database> | Transaction<Database>;

const DAY = 24 * 3600_000;

interface Plan {
  checklistId: string;
  vehicleId: string;
  schedule: "none" | "everyDays" | "eachInspection";
  everyDays?: number;
  attachedDaysAgo: number;
}

export async function seedDemoVehicleChecklists(
  db: Db,
  companyId: string,
  ownerId: string,
  nowMs: number,
  checklists: { reefer: string; liftgate: string },
  trailers: readonly { id: string }[],
): Promise<void> {
  const straight =
    (await db
      .selectFrom("vehicles")
      .select("id")
      .where("company_id", "=", companyId)
      .where("name", "=", "S-203")
      .where("deleted", "=", false)
      .executeTakeFirst()) ??
    (await db
      .selectFrom("vehicles")
      .select("id")
      .where("company_id", "=", companyId)
      .where("deleted", "=", false)
      .where("category_id", "<>", "#23:5")
      .orderBy("name")
      .executeTakeFirst());
  const plans: Plan[] = [
    ...trailers.slice(0, 2).map((unit) => ({
      checklistId: checklists.reefer,
      vehicleId: unit.id,
      schedule: "everyDays" as const,
      everyDays: 7,
      attachedDaysAgo: 20,
    })),
    ...(trailers[2]
      ? [
          {
            checklistId: checklists.liftgate,
            vehicleId: trailers[2].id,
            schedule: "eachInspection" as const,
            attachedDaysAgo: 0,
          },
        ]
      : []),
    ...(straight
      ? [
          {
            checklistId: checklists.liftgate,
            vehicleId: straight.id,
            schedule: "everyDays" as const,
            everyDays: 1,
            attachedDaysAgo: 6,
          },
        ]
      : []),
  ];
  if (plans.length === 0) return;
  const saved = await db
    .insertInto("vehicle_checklists")
    .values(
      plans.map((plan) => {
        const at = new Date(nowMs - plan.attachedDaysAgo * DAY);
        return {
          company_id: companyId,
          vehicle_id: plan.vehicleId,
          checklist_id: plan.checklistId,
          schedule: plan.schedule,
          every_days: plan.everyDays ?? null,
          first_due_on: null,
          attached_at: at,
          scheduled_at: at,
          created_by: ownerId,
          modified_by: ownerId,
          created_date: at,
          modified_date: at,
          time_zone: null,
        };
      }),
    )
    .returning(["id", "vehicle_id", "checklist_id"])
    .execute();
  // The last result, as the attach command derives it: the newest result of that checklist for that vehicle.
  for (const row of saved) {
    const last = await db
      .selectFrom("checklist_results")
      .select((eb) => eb.fn.max("filled_at").as("at"))
      .where("company_id", "=", companyId)
      .where("vehicle_id", "=", row.vehicle_id)
      .where("checklist_id", "=", row.checklist_id)
      .executeTakeFirst();
    if (last?.at)
      await db.updateTable("vehicle_checklists").set({ last_result_at: last.at }).where("id", "=", row.id).execute();
  }
  await refreshDue(
    db,
    saved.map((row) => row.id),
    await companyTimeZone(db, companyId),
  );
}
