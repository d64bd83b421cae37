// ChecklistResultSubmitRequestEvent: an employee's filled checklist for a vehicle, written in one transaction with
// everything it decides — every answer graded, the result's defectType (the most severe answer,
// docs/checklists.md "Rules"), the checklist's result count, and for a minor or major result the mail to the
// emailDefects list (outbox). Anything wrong with the answers refuses the whole result and writes nothing. Sent from
// the driver app's offline queue as a command, so a resend after a lost reply applies once (src/server/ws/commands.ts).
import { sql } from "kysely";

import type {
  ChecklistItemResult,
  ChecklistResult,
  ChecklistResultSubmitRequest,
} from "../../../shared/generated/checklists";
import {
  answerProblems,
  gradeAnswer,
  hasOptions,
  resultDefectType,
  type Problems,
} from "../../../shared/rules/checklists";
import { fullName } from "../../../shared/rules/people";
import { queueToEach } from "../../mail/outbox";
import { defectRecipients } from "../../mail/recipients";
import { atomically } from "../../ws/atomically";
import type { CompanyContext } from "../../ws/context";
import { EventError } from "../../ws/event-error";
import { applyEquipmentResult, inspectedUnit } from "./equipment-results";
import { loadChecklist, type Db } from "./load";
import { checklistDefectMail, resultUrl } from "./mail";
import { unitIds, type ResultRow } from "./result-list-spec";
import { loadVehicleChecklists } from "./vehicle-checklists";
import { recordAttachedResult } from "./vehicle-checklists-store";

/** A result sent late from the offline queue keeps its own time; the command replies live 7 days, so no older. */
export const MAX_FILL_DELAY_MS = 7 * 24 * 3600_000;
/** A phone's clock may run a little ahead of the server's. */
export const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

function refuse(problems: Problems): void {
  const entries = Object.entries(problems);
  if (entries.length === 0) return;
  throw new EventError(
    "ValidationFailed",
    entries.map(([field, problem]) => `${field}: ${problem}`).join("; "),
    entries.map(([path, problem]) => ({ path, problem })),
  );
}

export function resultFromRow(row: ResultRow): ChecklistResult {
  return {
    id: row.id,
    modelClass: "CheckListResult",
    companyId: row.company_id,
    checklistId: row.checklist_id,
    checklistName: row.checklist_name,
    ...unitIds(row),
    vehicleName: row.vehicle_name,
    userId: row.user_id,
    employeeName: row.employee_name,
    resultType: row.result_type,
    defectType: row.defect_type,
    filledAt: row.filled_at.getTime(),
    items: row.items as ChecklistItemResult[],
    createdDate: row.created_date.getTime(),
    ...(row.created_by ? { createdBy: row.created_by } : {}),
  };
}

export async function loadResult(db: Db, companyId: string, id: string): Promise<ChecklistResult> {
  const row = await db
    .selectFrom("checklist_results")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!row) throw new EventError("NotFound", `No checklist result ${id} in your company.`);
  return resultFromRow(row);
}

/** Validates, grades and records one result; returns it as saved. */
export async function recordResult(
  context: CompanyContext,
  companyId: string,
  userId: string,
  payload: ChecklistResultSubmitRequest,
  nowMs: number,
): Promise<ChecklistResult> {
  const filledAt = payload.filledAt ?? nowMs;
  if (filledAt > nowMs + MAX_CLOCK_AHEAD_MS) refuse({ filledAt: "inFuture" });
  if (filledAt < nowMs - MAX_FILL_DELAY_MS) refuse({ filledAt: "tooOld" });
  const employee = await context.db
    .selectFrom("employees")
    .select(["id", "first", "last"])
    .where("user_id", "=", userId)
    .where("company_id", "=", companyId)
    .where("state", "in", ["active", "invited"])
    .executeTakeFirst();
  if (!employee) throw new EventError("UnauthorizedException", "You are not an employee of this company.");
  // checklistId, vehicleId and equipmentId are schema links (x-references): the dispatcher checked they are the
  // company's own. The unit is a vehicle, or an equipment for an equipment inspection (features/equipment).
  const checklist = await loadChecklist(context.db, companyId, payload.checklistId);
  const unit = await inspectedUnit(context, companyId, payload);
  refuse(answerProblems(checklist.items, payload.answers));

  const answerOf = new Map(payload.answers.map((answer) => [answer.itemId, answer]));
  const items: ChecklistItemResult[] = checklist.items.map((item) => {
    const answer = answerOf.get(item.id)!;
    const chosen = new Set(answer.optionIds ?? []);
    const value = answer.value?.trim();
    const remarks = answer.remarks?.trim();
    return {
      itemId: item.id,
      index: item.index,
      name: item.name,
      type: item.type,
      options: item.options
        .filter((option) => chosen.has(option.id))
        .map((option) => ({ optionId: option.id, name: option.name, category: option.category })),
      ...(value && !hasOptions(item.type) ? { value: item.type === "number" ? value.replace(",", ".") : value } : {}),
      ...(answer.special ? { special: answer.special } : {}),
      ...(remarks ? { remarks } : {}),
      grade: gradeAnswer(item, answer),
    };
  });
  const defectType = resultDefectType(items.map((item) => item.grade));

  return atomically(context, async (inner) => {
    const row = await inner.db
      .insertInto("checklist_results")
      .values({
        company_id: companyId,
        checklist_id: checklist.id,
        checklist_name: checklist.name,
        vehicle_id: unit.vehicleId,
        equipment_id: unit.equipmentId,
        vehicle_name: unit.name,
        user_id: userId,
        employee_id: employee.id,
        employee_name: fullName(employee),
        result_type: payload.resultType,
        defect_type: defectType,
        filled_at: new Date(filledAt),
        items: JSON.stringify(items),
        created_by: userId,
        modified_by: userId,
        time_zone: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await inner.db
      .updateTable("checklists")
      .set({
        result_count: sql`result_count + 1`,
        last_result_at: sql`greatest(last_result_at, ${new Date(filledAt)}::timestamptz)`,
      })
      .where("id", "=", checklist.id)
      .execute();
    const result = resultFromRow(row);
    // The vehicle's attached checklist (if it has this one) is done now: its last result and due day move with it.
    const attached = unit.vehicleId
      ? await recordAttachedResult(inner.db, companyId, unit.vehicleId, checklist.id, filledAt, nowMs)
      : undefined;
    if (attached)
      context.changes.announce(
        companyId,
        "VehicleChecklistsChangedNotification",
        await loadVehicleChecklists(inner.db, companyId, [attached], nowMs),
        false,
      );
    // An equipment inspection takes its own mail lists (emailEquipment, emailEquipmentDefects) and grades the equipment.
    if (unit.equipmentId) await applyEquipmentResult(inner, companyId, result);
    else if (defectType !== "none") {
      const company = await inner.db
        .selectFrom("companies")
        .select(["name", "email_defects", "time_zone"])
        .where("id", "=", companyId)
        .executeTakeFirstOrThrow();
      const to = await defectRecipients(inner.db, companyId, company.email_defects);
      if (to.addresses.length > 0) {
        await queueToEach(
          inner.db,
          to.addresses,
          checklistDefectMail(
            result,
            company.name,
            company.time_zone || "America/Toronto",
            resultUrl(inner.config, result.id),
            to.because,
          ),
        );
        inner.afterReply(() => void inner.mail.kick());
      }
    }
    return result;
  });
}
