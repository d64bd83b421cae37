// The work order list's fields (schema WorkOrderListField) and its rows as notifications carry them (WorkOrderSummary).
import type { Kysely, Selectable } from "kysely";

import type { WorkOrderListField, WorkOrderStatus, WorkOrderSummary } from "../../../shared/generated/work-orders";
import { optional } from "../../db/common-fields";
import type { Database, VehicleWorkOrdersTable } from "../../db/tables";
import type { ListFields } from "../../lists/columnar";

export type WorkOrderRow = Selectable<VehicleWorkOrdersTable>;

const time = (value: number | string | null) => (value === null ? null : Number(value));

/** Each field's SQL columns and wire value, null where the work order has none. */
export const WORK_ORDER_LIST_FIELDS: ListFields<WorkOrderListField, WorkOrderRow> = {
  number: { columns: ["number"], read: (r) => r.number },
  vehicleId: { columns: ["vehicle_id"], read: (r) => r.vehicle_id },
  vehicleName: { columns: ["vehicle_name"], read: (r) => r.vehicle_name },
  status: { columns: ["status"], read: (r) => r.status },
  defectCount: { columns: ["defect_count"], read: (r) => r.defect_count },
  majorDefects: { columns: ["major_defects"], read: (r) => r.major_defects },
  defectSummary: { columns: ["defects_text"], read: (r) => r.defects_text },
  assignedToName: { columns: ["assigned_to_name"], read: (r) => r.assigned_to_name },
  openedAt: { columns: ["opened_at"], read: (r) => Number(r.opened_at) },
  dueAt: { columns: ["due_at"], read: (r) => time(r.due_at) },
  completedAt: { columns: ["completed_at"], read: (r) => time(r.completed_at) },
  modifiedDate: { columns: ["modified_date"], read: (r) => r.modified_date.getTime() },
};

export const ALL_WORK_ORDER_LIST_FIELDS = Object.keys(WORK_ORDER_LIST_FIELDS) as WorkOrderListField[];

/** A work order as a list row (the notification's item): every list field. */
export function workOrderSummaryFromRow(r: WorkOrderRow): WorkOrderSummary {
  return {
    id: r.id,
    number: r.number,
    vehicleId: r.vehicle_id,
    vehicleName: r.vehicle_name,
    status: r.status as WorkOrderStatus,
    defectCount: r.defect_count,
    majorDefects: r.major_defects,
    defectSummary: r.defects_text,
    openedAt: Number(r.opened_at),
    modifiedDate: r.modified_date.getTime(),
    ...optional({ assignedToName: r.assigned_to_name, dueAt: time(r.due_at), completedAt: time(r.completed_at) }),
  };
}

/** List rows by id, within the company (the office's screens after a change, and another server process's changes). */
export async function loadWorkOrderSummaries(
  db: Kysely<Database>,
  companyId: string,
  ids: readonly string[],
): Promise<Record<string, WorkOrderSummary>> {
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom("vehicle_work_orders")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("id", "in", [...ids])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, workOrderSummaryFromRow(row)]));
}
