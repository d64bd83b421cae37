import type { Kysely, Selectable } from "kysely";

import type {
  ChecklistResultListField,
  ChecklistResultListFilter,
  ChecklistResultSort,
  ChecklistResultSummary,
} from "../../../shared/generated/checklists";
import { CHECKLIST_RESULT_SORT_COLUMNS } from "../../db/migrations/0017-checklists";
import type { ChecklistResultsTable, Database } from "../../db/tables";
import type { ListFields } from "../../lists/columnar";
import type { WindowSpec } from "../../lists/windowed-list";

/**
 * The window spec of a results list: the company's, one checklist's or one vehicle's (each has an index ending in
 * filled_at, id), optionally of one grade. Results are never edited, so only adds change counts and positions.
 */
export function resultListSpec(
  db: Kysely<Database>,
  companyId: string,
  filter: ChecklistResultListFilter,
  sort: ChecklistResultSort,
): WindowSpec {
  const defect = filter.defect ?? "any";
  const filtered = () => {
    let query = db.selectFrom("checklist_results").where("company_id", "=", companyId);
    if (filter.checklistId) query = query.where("checklist_id", "=", filter.checklistId);
    if (filter.vehicleId) query = query.where("vehicle_id", "=", filter.vehicleId);
    if (filter.equipmentId) query = query.where("equipment_id", "=", filter.equipmentId);
    if (defect !== "any") query = query.where("defect_type", "=", defect);
    return query;
  };
  const normalized = {
    checklistId: filter.checklistId ?? "",
    vehicleId: filter.vehicleId ?? "",
    equipmentId: filter.equipmentId ?? "",
    defect,
  };
  return {
    scope: companyId,
    cacheKey: JSON.stringify([companyId, "checklistResults", normalized, sort.column, sort.direction]),
    countKey: JSON.stringify([companyId, "checklistResults", normalized]),
    filtered,
    sortColumn: CHECKLIST_RESULT_SORT_COLUMNS[sort.column],
    direction: sort.direction,
    countDependsOnContent: false,
  };
}

export type ResultRow = Selectable<ChecklistResultsTable>;

/** The results list's fields (schema ChecklistResultListField). */
export const RESULT_LIST_FIELDS: ListFields<ChecklistResultListField, ResultRow> = {
  filledAt: { columns: ["filled_at"], read: (r) => r.filled_at.getTime() },
  checklistId: { columns: ["checklist_id"], read: (r) => r.checklist_id },
  checklistName: { columns: ["checklist_name"], read: (r) => r.checklist_name },
  vehicleId: { columns: ["vehicle_id"], read: (r) => r.vehicle_id },
  equipmentId: { columns: ["equipment_id"], read: (r) => r.equipment_id },
  vehicleName: { columns: ["vehicle_name"], read: (r) => r.vehicle_name },
  employeeName: { columns: ["employee_name"], read: (r) => r.employee_name },
  resultType: { columns: ["result_type"], read: (r) => r.result_type },
  defectType: { columns: ["defect_type"], read: (r) => r.defect_type },
};

export const ALL_RESULT_LIST_FIELDS = Object.keys(RESULT_LIST_FIELDS) as ChecklistResultListField[];

/** The unit a result is about: a vehicle, or an equipment (an equipment inspection, migration 0018). */
export const unitIds = (row: Pick<ResultRow, "vehicle_id" | "equipment_id">) =>
  row.equipment_id ? { equipmentId: row.equipment_id } : { vehicleId: row.vehicle_id! };

/** A result as its list row (the notification's payload). */
export function resultSummary(row: ResultRow): ChecklistResultSummary {
  return {
    id: row.id,
    filledAt: row.filled_at.getTime(),
    checklistId: row.checklist_id,
    checklistName: row.checklist_name,
    ...unitIds(row),
    vehicleName: row.vehicle_name,
    employeeName: row.employee_name,
    resultType: row.result_type,
    defectType: row.defect_type,
  };
}
