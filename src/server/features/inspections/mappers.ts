import type { Selectable } from "kysely";

import type { InspectionDefect, InspectionRemark, InspectionTrailer } from "../../../shared/generated/inspections";
import { optional } from "../../db/common-fields";
import type { VehicleInspectionDefectsTable, VehicleInspectionRemarksTable } from "../../db/tables";

export type DefectRow = Selectable<VehicleInspectionDefectsTable>;

const num = (value: number | string | null) => (value === null ? undefined : Number(value));

/**
 * A defect as the wire shows it; `signatures` holds the repair signatures' data URLs by file id, `workOrders` the
 * numbers of the work orders that cover defects (work-order-load.ts), when the caller has them.
 */
export function defectFromRow(
  r: DefectRow,
  signatures: ReadonlyMap<string, string>,
  workOrders?: ReadonlyMap<string, number>,
): InspectionDefect {
  return {
    id: r.id,
    inspectionId: r.inspection_id,
    vehicleId: r.vehicle_id,
    vehicleName: r.vehicle_name,
    questionId: r.question_id,
    part: r.part,
    question: r.question,
    severity: r.severity,
    description: r.description,
    reportedAt: Number(r.reported_at),
    state: r.defect_state,
    ...optional({
      remark: r.remark,
      reportedByName: r.reported_by_name,
      repairedById: r.repaired_by,
      repairedByName: r.repaired_by_name,
      repairedAt: num(r.repaired_at),
      repairNote: r.repair_note,
      repairSignature: r.repair_signature_file_id ? signatures.get(r.repair_signature_file_id) : undefined,
      acknowledgedById: r.acknowledged_by,
      acknowledgedByName: r.acknowledged_by_name,
      acknowledgedAt: num(r.acknowledged_at),
      acknowledgedInspectionId: r.acknowledged_inspection_id,
      workOrderId: r.work_order_id,
      workOrderNumber: r.work_order_id ? workOrders?.get(r.work_order_id) : undefined,
    }),
  };
}

export function remarkFromRow(r: Selectable<VehicleInspectionRemarksTable>): InspectionRemark {
  return { id: r.id, date: r.created_date.getTime(), byName: r.by_name, text: r.text, ...optional({ byId: r.by_id }) };
}

/** The trailers column: [{vehicleId, name, plate?, attachedAt?, detachedAt?}] as written at submit. */
export function trailersOf(stored: unknown): InspectionTrailer[] {
  return Array.isArray(stored) ? (stored as InspectionTrailer[]) : [];
}

/** A signature travels as an image data URL; it is stored as a company file. */
export function dataUrl(contentType: string, bytes: Uint8Array): string {
  return `data:${contentType};base64,${Buffer.from(bytes).toString("base64")}`;
}
