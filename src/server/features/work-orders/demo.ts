// The demo company's shop work orders (docs/work-orders.md "Demo data and scale"): last week's brake job on T-102 completed through a work
// order (its defect's repair is the sign-off the inspections seed already wrote), and T-103's minor defect of this
// morning on an open work order for Mei Chen, due tomorrow. S-202's major defect is left without one, for the office
// to open (the e2e journey does).
import type { Kysely, Transaction } from "kysely";

import type { Database } from "../../db/tables";
import { demoMembers } from "../../seed/demo-identity";

type Db = Kysely<Database> | Transaction<Database>;

const DAY = 24 * 3600_000;

export async function seedDemoWorkOrders(db: Db, companyId: string, nowMs: number): Promise<number> {
  const members = await demoMembers(db, companyId);
  const mechanic = members.get("mechanic");
  const owner = members.get("owner");
  if (!mechanic || !owner) return 0;
  const mechanicName = `${mechanic.first} ${mechanic.last}`;
  const ownerName = `${owner.first} ${owner.last}`;
  const defectOf = (unit: string, state: "open" | "repaired") =>
    db
      .selectFrom("vehicle_inspection_defects as d")
      .innerJoin("vehicles as v", "v.id", "d.vehicle_id")
      .select(["d.id", "d.vehicle_id", "d.vehicle_name", "d.reported_at", "d.repaired_at"])
      .where("d.company_id", "=", companyId)
      .where("v.name", "=", unit)
      .where("d.defect_state", state === "open" ? "=" : "<>", "open")
      .where("d.work_order_id", "is", null)
      .orderBy("d.reported_at", "desc")
      .executeTakeFirst();
  const done = await defectOf("T-102", "repaired");
  const waiting = await defectOf("T-103", "open");
  const orders = [
    done && {
      defect: done,
      status: "completed" as const,
      notes: "Brake chamber and pushrod, left rear. Road tested after.",
      opened_at: Number(done.reported_at) + 2 * 3600_000,
      started_at: Number(done.reported_at) + 4 * 3600_000,
      completed_at: Number(done.repaired_at ?? done.reported_at),
      due_at: Number(done.reported_at) + DAY,
    },
    waiting && {
      defect: waiting,
      status: "open" as const,
      notes: "Part on order; bring it in after today's run.",
      opened_at: Math.min(nowMs, Number(waiting.reported_at) + 3600_000),
      started_at: null,
      completed_at: null,
      due_at: nowMs + DAY,
    },
  ].filter((o): o is NonNullable<typeof o> => !!o);
  let number = 0;
  for (const order of orders) {
    number += 1;
    const row = await db
      .insertInto("vehicle_work_orders")
      .values({
        company_id: companyId,
        number,
        vehicle_id: order.defect.vehicle_id,
        vehicle_name: order.defect.vehicle_name,
        status: order.status,
        assigned_to: mechanic.userId,
        assigned_to_name: mechanicName,
        notes: order.notes,
        opened_at: order.opened_at,
        opened_by_name: ownerName,
        due_at: order.due_at,
        started_at: order.started_at,
        completed_at: order.completed_at,
        completed_by: order.status === "completed" ? mechanic.userId : null,
        completed_by_name: order.status === "completed" ? mechanicName : null,
        created_by: "seed",
        modified_by: "seed",
        time_zone: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("vehicle_inspection_defects")
      .set({ work_order_id: row.id })
      .where("id", "=", order.defect.id)
      .execute();
  }
  if (number > 0)
    await db
      .insertInto("work_order_counters")
      .values({ company_id: companyId, last_number: number })
      .onConflict((oc) => oc.column("company_id").doUpdateSet({ last_number: number }))
      .execute();
  return number;
}
