// A work order is done when nothing it covers is left open (docs/work-orders.md "Completing"): signing its last open
// defect off closes it, whichever screen signed — the work order's own Complete form, or the inspection's repair
// form (49 CFR 396.11(a)(3): the sign-off is the certification; the work order only tracks the shop's job).
import type { Kysely, Transaction } from "kysely";

import type { Database } from "../../db/tables";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Completes, as signed by `signer`, every work order of these defects whose defects are all signed off now; returns
 * the ids of those it completed. Call it in the transaction that signed them off.
 */
export async function completeWorkOrdersSignedOff(
  db: Db,
  companyId: string,
  defectIds: readonly string[],
  signer: { id: string; name: string },
  nowMs: number,
): Promise<string[]> {
  if (defectIds.length === 0) return [];
  const orders = await db
    .selectFrom("vehicle_inspection_defects")
    .select("work_order_id")
    .distinct()
    .where("company_id", "=", companyId)
    .where("id", "in", [...defectIds])
    .where("work_order_id", "is not", null)
    .execute();
  const orderIds = orders.map((row) => row.work_order_id!);
  if (orderIds.length === 0) return [];
  const completed = await db
    .updateTable("vehicle_work_orders")
    .set((eb) => ({
      status: "completed",
      completed_at: nowMs,
      completed_by: signer.id,
      completed_by_name: signer.name,
      started_at: eb.fn.coalesce("started_at", eb.val(nowMs)),
      modified_by: signer.id,
      modified_date: new Date(nowMs),
    }))
    .where("company_id", "=", companyId)
    .where("id", "in", orderIds)
    .where("status", "<>", "completed")
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("vehicle_inspection_defects as d")
            .select("d.id")
            .whereRef("d.work_order_id", "=", "vehicle_work_orders.id")
            .where("d.defect_state", "=", "open"),
        ),
      ),
    )
    .returning("id")
    .execute();
  return completed.map((row) => row.id);
}
