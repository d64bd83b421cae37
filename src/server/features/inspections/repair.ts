// DefectRepairRequestEvent (49 CFR 396.11(a)(3), 396.13): a mechanic, manager or owner certifies each open defect of
// an inspection repaired or needing no correction, with a note and a signature. The inspection's status and the
// vehicles' defectType are recomputed in the same transaction (defect-state.ts); the next driver acknowledges.
import type { Kysely } from "kysely";

import type { FieldProblem } from "../../../shared/generated/common";
import type { DefectRepairRequest } from "../../../shared/generated/inspections";
import { fullName } from "../../../shared/rules/people";
import type { Database } from "../../db/tables";
import { EventError } from "../../ws/event-error";
import { storeFile } from "../files/index";
import { recomputeInspectionStatus, recomputeVehicleDefects } from "./defect-state";
import { signatureFile } from "./file-purposes";
import { inspectionNotFound } from "./scope";
import { signatureImage } from "./submit";
const refuse = (problems: FieldProblem[]) =>
  new EventError("ValidationFailed", problems.map((p) => `${p.path}: ${p.problem}`).join("; "), problems);

/**
 * Checks and writes the sign-off (no announcements); returns the vehicles whose defectType changed. A work order's
 * completion signs off defects of several inspections with one signature: it stores the file once and passes its id.
 */
export async function recordRepairs(
  db: Kysely<Database>,
  companyId: string,
  userId: string,
  payload: DefectRepairRequest,
  nowMs: number,
  signatureFileId?: string,
) {
  const inspection = await db
    .selectFrom("vehicle_inspections")
    .select("id")
    .where("id", "=", payload.inspectionId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!inspection) throw inspectionNotFound(payload.inspectionId);
  const defects = await db
    .selectFrom("vehicle_inspection_defects")
    .select(["id", "vehicle_id", "defect_state"])
    .where("inspection_id", "=", inspection.id)
    .execute();
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  payload.repairs.forEach((repair, i) => {
    const defect = defects.find((d) => d.id === repair.defectId);
    if (!defect) problems.push({ path: `repairs.${i}.defectId`, problem: "notInInspection" });
    else if (seen.has(defect.id)) problems.push({ path: `repairs.${i}.defectId`, problem: "duplicate" });
    else if (defect.defect_state !== "open") problems.push({ path: `repairs.${i}.defectId`, problem: "notOpen" });
    seen.add(repair.defectId);
  });
  const signature = signatureFileId ? undefined : signatureImage(payload.signature);
  if (!signatureFileId && !signature) problems.push({ path: "signature", problem: "notImage" });
  if (problems.length > 0) throw refuse(problems);
  const fileId = signatureFileId ?? (await storeRepairSignature(db, companyId, userId, signature!, nowMs));
  const user = await db
    .selectFrom("users")
    .select(["id", "first", "last"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  for (const repair of payload.repairs) {
    await db
      .updateTable("vehicle_inspection_defects")
      .set({
        defect_state: repair.outcome,
        repaired_by: userId,
        repaired_by_name: fullName(user),
        repaired_at: nowMs,
        repair_note: repair.note.trim(),
        repair_signature_file_id: fileId,
        modified_by: userId,
        modified_date: new Date(nowMs),
      })
      .where("id", "=", repair.defectId)
      .where("defect_state", "=", "open")
      .execute();
  }
  await recomputeInspectionStatus(db, [inspection.id], nowMs);
  const vehicleIds = [...new Set(defects.filter((d) => seen.has(d.id)).map((d) => d.vehicle_id))];
  return recomputeVehicleDefects(db, companyId, vehicleIds);
}

export function storeRepairSignature(
  db: Kysely<Database>,
  companyId: string,
  userId: string,
  signature: { type: string; bytes: Buffer },
  nowMs: number,
): Promise<string> {
  return storeFile(db, {
    companyId,
    contentType: signature.type,
    name: `repair-signature-${nowMs}.${signature.type === "image/png" ? "png" : "jpg"}`,
    bytes: signature.bytes,
    createdBy: userId,
    purpose: signatureFile,
    recordId: userId,
  });
}
