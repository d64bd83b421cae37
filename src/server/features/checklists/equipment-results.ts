// Equipment inspections (feature "equipmentInspections"; docs/checklists.md "Rules"): a checklist result for an
// equipment instead of a vehicle. The checklist submit (submit.ts) asks here which unit a result is
// about, and, in the result's own transaction, lets the equipment take the result: its grade rises to the result's (a
// major one puts it out of service until a mechanic, manager or owner marks it repaired, like vehicles), and the mail
// goes to the company's emailEquipment list, and for a minor or major result also to emailEquipmentDefects, through the
// outbox.
import { sql } from "kysely";

import type { ChecklistResult, ChecklistResultSubmitRequest } from "../../../shared/generated/checklists";
import { formatDate } from "../../mail/format-date";
import { queueToEach } from "../../mail/outbox";
import { defectRecipients, splitAddresses } from "../../mail/recipients";
import { renderMail, type RenderedMail } from "../../mail/templates/locale";
import type { CompanyContext, HandlerContext } from "../../ws/context";
import { EventError } from "../../ws/event-error";
import { announceEquipment, equipmentFromRow } from "../equipment/index";
import { checklistDefectMail, findingLines, resultUrl } from "./mail";

export interface InspectedUnit {
  vehicleId: string | null;
  equipmentId: string | null;
  name: string;
}

const refuse = (path: string, problem: string) =>
  new EventError("ValidationFailed", `${path}: ${problem}`, [{ path, problem }]);

/** The unit a result is about: exactly one of vehicleId and equipmentId (both are schema links, already checked). */
export async function inspectedUnit(
  context: HandlerContext,
  companyId: string,
  payload: ChecklistResultSubmitRequest,
): Promise<InspectedUnit> {
  if (payload.vehicleId && payload.equipmentId) throw refuse("equipmentId", "vehicleOrEquipment");
  if (payload.vehicleId) {
    const vehicle = await context.db
      .selectFrom("vehicles")
      .select(["id", "name"])
      .where("id", "=", payload.vehicleId)
      .where("company_id", "=", companyId)
      .executeTakeFirstOrThrow();
    return { vehicleId: vehicle.id, equipmentId: null, name: vehicle.name };
  }
  if (!payload.equipmentId) throw refuse("vehicleId", "required");
  if (!context.session?.features.includes("equipmentInspections"))
    throw new EventError("FeatureDisabled", "This needs the company feature equipmentInspections.");
  const equipment = await context.db
    .selectFrom("equipment")
    .select(["id", "name"])
    .where("id", "=", payload.equipmentId)
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  return { vehicleId: null, equipmentId: equipment.id, name: equipment.name };
}

/** The summary every equipment inspection sends to the emailEquipment list. */
function equipmentResultMail(
  result: ChecklistResult,
  companyName: string,
  timeZone: string,
  url: string,
): RenderedMail {
  const grade =
    result.defectType === "major"
      ? "major defect — out of service"
      : result.defectType === "minor"
        ? "minor defect"
        : "no defect";
  return renderMail(
    `Equipment inspection: ${result.vehicleName} — ${result.checklistName} (${grade}) — ${companyName}`,
    [
      `${result.employeeName} inspected ${result.vehicleName} with the checklist "${result.checklistName}" on ${formatDate(result.filledAt, timeZone)}: ${grade}.`,
      ...findingLines(result),
    ],
    { label: "Open the inspection", url },
    "You receive this mail because your address is in the company's equipment notification list.",
  );
}

/** In the result's transaction: the equipment takes the result (grade, last inspection), the mail is queued. */
export async function applyEquipmentResult(
  context: CompanyContext,
  companyId: string,
  result: ChecklistResult,
): Promise<void> {
  const equipmentId = result.equipmentId!;
  const row = await context.db
    .updateTable("equipment")
    .set({
      // The worse of what is open and what was found: only a repair lowers the grade.
      defect_type: sql`case when ${result.defectType} = 'major' or defect_type = 'major' then 'major' when ${result.defectType} = 'minor' or defect_type = 'minor' then 'minor' else 'none' end`,
      last_result_id: sql`case when ${result.filledAt} >= last_inspected_at then ${result.id} else last_result_id end`,
      last_inspected_at: sql`greatest(last_inspected_at, ${result.filledAt}::bigint)`,
      modified_date: context.clock.date(),
    })
    .where("id", "=", equipmentId)
    .where("company_id", "=", companyId)
    .returningAll()
    .executeTakeFirstOrThrow();
  const company = await context.db
    .selectFrom("companies")
    .select(["name", "email_equipment", "email_equipment_defects", "time_zone"])
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  const timeZone = company.time_zone || "America/Toronto";
  const url = resultUrl(context.config, result.id);
  const defects =
    result.defectType === "none"
      ? { addresses: [] as string[], because: "" }
      : await defectRecipients(context.db, companyId, company.email_equipment_defects);
  const defectList = defects.addresses;
  // An address on both lists gets the defect mail once, not the same result twice.
  const everyResult = splitAddresses(company.email_equipment).filter((address) => !defectList.includes(address));
  if (defectList.length > 0)
    await queueToEach(
      context.db,
      defectList,
      checklistDefectMail(result, company.name, timeZone, url, defects.because),
    );
  if (everyResult.length > 0)
    await queueToEach(context.db, everyResult, equipmentResultMail(result, company.name, timeZone, url));
  if (defectList.length + everyResult.length > 0) context.afterReply(() => void context.mail.kick());
  announceEquipment(context, companyId, equipmentFromRow(row), true);
}
