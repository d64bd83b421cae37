// Work orders as the wire shows them (schema WorkOrder): the order's row with the defects it covers and their
// repairs. Every query is scoped by company: another company's work order reads like one that does not exist.
import type { Kysely, Selectable, Transaction } from "kysely";

import type { WorkOrder } from "../../../shared/generated/work-orders";
import { optional } from "../../db/common-fields";
import type { Database, VehicleWorkOrdersTable } from "../../db/tables";
import { EventError } from "../../ws/event-error";
import { signatureUrls, defectFromRow } from "../inspections/index";
type Db = Kysely<Database> | Transaction<Database>;
type WorkOrderRow = Selectable<VehicleWorkOrdersTable>;

/** The most a WorkOrdersRequestEvent answers (schema WorkOrders.items). */
export const MAX_WORK_ORDERS = 200;

export const workOrderNotFound = (id: string) => new EventError("NotFound", `No work order ${id} in your company.`);

const num = (value: number | string | null) => (value === null ? undefined : Number(value));

/** The rows, whole, in the order given. */
export async function workOrdersFromRows(
  db: Db,
  companyId: string,
  rows: readonly WorkOrderRow[],
): Promise<WorkOrder[]> {
  if (rows.length === 0) return [];
  const defects = await db
    .selectFrom("vehicle_inspection_defects")
    .selectAll()
    .where("company_id", "=", companyId)
    .where(
      "work_order_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("reported_at")
    .orderBy("part")
    .execute();
  const signatures = await signatureUrls(
    db,
    companyId,
    defects.map((d) => d.repair_signature_file_id),
  );
  const numbers = new Map(rows.map((r) => [r.id, r.number]));
  return rows.map((r) => {
    const own = defects.filter((d) => d.work_order_id === r.id);
    return {
      id: r.id,
      companyId: r.company_id,
      number: r.number,
      vehicleId: r.vehicle_id,
      vehicleName: r.vehicle_name,
      status: r.status,
      notes: r.notes,
      openedAt: Number(r.opened_at),
      openedByName: r.opened_by_name,
      inspectionIds: [...new Set(own.map((d) => d.inspection_id))],
      defects: own.map((d) => defectFromRow(d, signatures, numbers)),
      modifiedDate: r.modified_date.getTime(),
      ...optional({
        assignedToId: r.assigned_to,
        assignedToName: r.assigned_to_name,
        dueAt: num(r.due_at),
        startedAt: num(r.started_at),
        completedAt: num(r.completed_at),
        completedByName: r.completed_by_name,
      }),
    };
  });
}

export async function loadWorkOrder(db: Db, companyId: string, id: string): Promise<WorkOrder> {
  const row = await db
    .selectFrom("vehicle_work_orders")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!row) throw workOrderNotFound(id);
  return (await workOrdersFromRows(db, companyId, [row]))[0]!;
}

/** Newest first: a unit's, those covering an inspection's defects, or the company's; activeOnly leaves out completed. */
export async function findWorkOrders(
  db: Db,
  companyId: string,
  filter: { vehicleId?: string; inspectionId?: string; activeOnly?: boolean },
): Promise<{ items: WorkOrder[]; more: boolean }> {
  let query = db.selectFrom("vehicle_work_orders").selectAll().where("company_id", "=", companyId);
  if (filter.vehicleId) query = query.where("vehicle_id", "=", filter.vehicleId);
  if (filter.inspectionId) {
    const inspectionId = filter.inspectionId;
    query = query.where("id", "in", (sub) =>
      sub
        .selectFrom("vehicle_inspection_defects")
        .select("work_order_id")
        .where("company_id", "=", companyId)
        .where("inspection_id", "=", inspectionId)
        .where("work_order_id", "is not", null)
        .$narrowType<{ work_order_id: string }>(),
    );
  }
  if (filter.activeOnly) query = query.where("status", "<>", "completed");
  const rows = await query
    .orderBy("number", "desc")
    .limit(MAX_WORK_ORDERS + 1)
    .execute();
  return {
    items: await workOrdersFromRows(db, companyId, rows.slice(0, MAX_WORK_ORDERS)),
    more: rows.length > MAX_WORK_ORDERS,
  };
}
