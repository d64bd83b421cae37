// InspectionSubmitRequestEvent: a driver's whole inspection, written in one transaction with everything it decides —
// a defect per minor or major answer, each unit's defectType (the most severe open defect, defect-state.ts) and
// "inspected until" (NSC 13: 24 h), the repairs the driver acknowledged (49 CFR 396.13(c)), and the mail. Anything
// wrong with the answers refuses the whole inspection and writes nothing (validate-submit.ts).
//
// Where the company has timesheets and timesheetStartedBeforeInspection is on (company or employee), a driver or
// mechanic must have started the day's record of duty status before inspecting (docs/inspections.md "Rules"): checked
// first, before anything is written (timesheet-rule.ts). The demo seed writes its history through recordInspection and
// skips it.
import { createHash } from "node:crypto";

import { sql, type Kysely, type Selectable } from "kysely";

import type { FieldProblem } from "../../../shared/generated/common";
import type { Inspection, InspectionSubmitRequest } from "../../../shared/generated/inspections";
import { fullName } from "../../../shared/rules/people";
import { tripInspectionExpiry } from "../../../shared/rules/trip-inspection";
import type { Database, VehicleInspectionsTable, VehiclesTable } from "../../db/tables";
import { attachFiles } from "../../file-purposes";
import { queueToEach } from "../../mail/outbox";
import { defectRecipients, localesOf } from "../../mail/recipients";
import { atomically } from "../../ws/atomically";
import type { CompanyContext } from "../../ws/context";
import { EventError } from "../../ws/event-error";
import { inspectionRecorded } from "../checklists/index";
import { imageProblem, storeFile } from "../files/index";
import { loadQuestions, scheduleIdForVehicle } from "../schedules/index";
import { vehicleFromRow } from "../vehicles/index";
import { recomputeVehicleDefects } from "./defect-state";
import { inspectionPhoto, signatureFile } from "./file-purposes";
import { summaryFromRow } from "./list-fields";
import { loadInspection } from "./load-inspection";
import { defectAlertMail, detailsUrl, driverGetsCopy, reportMail } from "./mail";
import { reportFor } from "./report";
import { rankOfSeverity } from "./status";
import { encodeAnswers } from "./stored-answers";
import { checkTimesheetStarted } from "./timesheet-rule";
import { checkSubmit, MAX_CLOCK_AHEAD_MS, MAX_SUBMIT_DELAY_MS } from "./validate-submit";

type Db = Kysely<Database>;

const refuse = (problems: FieldProblem[]) =>
  new EventError(
    "ValidationFailed",
    problems.map((p) => `${p.path}: ${p.problem}${p.limit !== undefined ? ` (${p.limit})` : ""}`).join("; "),
    problems,
  );

/** The drawn signature's bytes, when the data URL holds the image it says (the files feature's checks). */
export function signatureImage(dataUrl: string): { type: string; bytes: Buffer } | undefined {
  const match = /^data:(image\/(?:png|jpeg));base64,(.+)$/.exec(dataUrl);
  if (!match) return undefined;
  const bytes = Buffer.from(match[2]!, "base64");
  return imageProblem(bytes, match[1]!) === undefined ? { type: match[1]!, bytes } : undefined;
}

/** The id of a declaration text (one row per distinct text, inspection_declarations); null for no text. */
export async function declarationId(db: Db, text: string): Promise<number | null> {
  if (text === "") return null;
  const hash = createHash("sha256").update(text).digest("hex");
  const row = await db
    .insertInto("inspection_declarations")
    .values({ text_hash: hash, text })
    .onConflict((oc) => oc.column("text_hash").doUpdateSet({ text_hash: hash }))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Repairs the driver may acknowledge: signed off, not yet acknowledged, on one of this inspection's units. */
async function acknowledgeable(
  db: Db,
  companyId: string,
  units: readonly string[],
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("vehicle_inspection_defects")
    .select("id")
    .where("company_id", "=", companyId)
    .where("id", "in", [...ids])
    .where("vehicle_id", "in", [...units])
    .where("defect_state", "<>", "open")
    .where("acknowledged_at", "is", null)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Checks and writes one inspection by `userId` with everything it decides (no mail, no announcements): the handler
 * below and the demo seed both go through here. `nowMs` is the clock the submit is judged by.
 */
export async function recordInspection(
  db: Db,
  companyId: string,
  userId: string,
  payload: InspectionSubmitRequest,
  nowMs: number,
): Promise<{
  row: Selectable<VehicleInspectionsTable>;
  unitIds: string[];
  driver: { email: string; locale: string | null };
}> {
  // vehicleId, the trailers, scheduleId and photoIds are schema links: the dispatcher checked they are the company's.
  const unitIds = [payload.vehicleId, ...(payload.trailers ?? []).map((t) => t.vehicleId)];
  const unitRows = await db
    .selectFrom("vehicles")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("id", "in", unitIds)
    .where("deleted", "=", false)
    .execute();
  const vehicle = unitRows.find((u) => u.id === payload.vehicleId);
  if (!vehicle) throw new EventError("NotFound", `No vehicle ${payload.vehicleId} in your company.`);
  const scheduleId = payload.scheduleId ?? (await scheduleIdForVehicle(db, companyId, vehicle));
  if (!scheduleId) throw refuse([{ path: "scheduleId", problem: "required" }]);
  const schedule = await db
    .selectFrom("vehicle_schedules")
    .select(["id", "name", "number", "declaration"])
    .where("id", "=", scheduleId)
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  const questions = await loadQuestions(db, scheduleId);
  const checked = checkSubmit(payload, questions, nowMs);
  const problems = [...checked.problems];
  const signature = signatureImage(payload.signature);
  if (!signature) problems.push({ path: "signature", problem: "notImage" });
  const acknowledgements = payload.acknowledgedDefectIds ?? [];
  const allowed = await acknowledgeable(db, companyId, unitIds, acknowledgements);
  acknowledgements.forEach((id, i) => {
    if (!allowed.has(id)) problems.push({ path: `acknowledgedDefectIds.${i}`, problem: "notARepair" });
  });
  if (problems.length > 0) throw refuse(problems);

  const driver = await db
    .selectFrom("users")
    .select(["first", "last", "email", "locale"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const driverName = fullName({ id: userId, first: driver.first, last: driver.last });
  const inspectedAt = payload.inspectedAt ?? nowMs;
  const byId = new Map(unitRows.map((u) => [u.id, u]));
  const trailers = (payload.trailers ?? []).map((t) => {
    const row = byId.get(t.vehicleId)!;
    return {
      vehicleId: t.vehicleId,
      name: row.name,
      ...(row.plate ? { plate: row.plate } : {}),
      ...(t.attachedAt !== undefined ? { attachedAt: t.attachedAt } : {}),
      ...(t.detachedAt !== undefined ? { detachedAt: t.detachedAt } : {}),
    };
  });
  const foundRank = Math.max(0, ...checked.defects.map((d) => rankOfSeverity(d.severity)));
  const signatureFileId = await storeFile(db, {
    companyId,
    contentType: signature!.type,
    name: `signature-${userId.replace(/\W/g, "")}-${inspectedAt}.${signature!.type === "image/png" ? "png" : "jpg"}`,
    bytes: signature!.bytes,
    createdBy: userId,
    purpose: signatureFile,
    recordId: userId,
  });
  const row = await db
    .insertInto("vehicle_inspections")
    .values({
      company_id: companyId,
      vehicle_id: vehicle.id,
      vehicle_name: vehicle.name,
      vehicle_plate: vehicle.plate,
      trailer_ids: trailers.map((t) => t.vehicleId),
      trailer_names: trailers.map((t) => t.name).join(", "),
      trailers: JSON.stringify(trailers),
      driver_id: userId,
      driver_name: driverName,
      schedule_id: schedule.id,
      schedule_name: schedule.name,
      schedule_number: schedule.number,
      declaration_id: await declarationId(db, schedule.declaration),
      trip_type: payload.tripType,
      inspected_at: inspectedAt,
      odometer: payload.odometer?.replace(",", ".") || null,
      odometer_type: vehicle.odometer_type,
      hubometer: payload.hubometer?.replace(",", ".") || null,
      plate: payload.plate?.trim().toUpperCase() || null,
      location: payload.location.trim(),
      latitude: payload.coordinates?.latitude ?? null,
      longitude: payload.coordinates?.longitude ?? null,
      accuracy_m: payload.coordinates?.accuracyM ?? null,
      answers: encodeAnswers(checked.answers),
      declaration_accepted: true,
      signature_file_id: signatureFileId,
      found_rank: foundRank,
      status_rank: foundRank,
      open_defects: checked.defects.length,
      created_by: userId,
      modified_by: userId,
      time_zone: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const photoIds = checked.answers.flatMap((answer) => answer.photoIds);
  await attachFiles(db, inspectionPhoto, { companyId, recordId: row.id, fileIds: photoIds });
  if (checked.defects.length > 0) {
    await db
      .insertInto("vehicle_inspection_defects")
      .values(
        checked.defects.map((d) => ({
          company_id: companyId,
          inspection_id: row.id,
          vehicle_id: d.unitId,
          vehicle_name: byId.get(d.unitId)!.name,
          question_id: d.questionId,
          part: d.part,
          question: d.question,
          severity: d.severity,
          description: d.description,
          remark: d.remark ?? null,
          reported_at: inspectedAt,
          reported_by_name: driverName,
          repaired_by: null,
          repaired_by_name: null,
          repaired_at: null,
          repair_note: null,
          repair_signature_file_id: null,
          acknowledged_by: null,
          acknowledged_by_name: null,
          acknowledged_at: null,
          acknowledged_inspection_id: null,
          created_by: userId,
          modified_by: userId,
          time_zone: null,
        })),
      )
      .execute();
  }
  if (acknowledgements.length > 0) {
    await db
      .updateTable("vehicle_inspection_defects")
      .set({
        acknowledged_by: userId,
        acknowledged_by_name: driverName,
        acknowledged_at: inspectedAt,
        acknowledged_inspection_id: row.id,
        modified_by: userId,
        modified_date: new Date(nowMs),
      })
      .where("id", "in", acknowledgements)
      .execute();
  }
  await recomputeVehicleDefects(db, companyId, unitIds);
  // NSC 13: the inspection covers each unit for 24 h. An older inspection sent late never shortens a newer one.
  const until = tripInspectionExpiry(inspectedAt);
  await sql`
    update vehicles set
      last_inspection_id = case when inspected_until is null or inspected_until < ${until} then ${row.id} else last_inspection_id end,
      inspected_until = greatest(coalesce(inspected_until, 0), ${until}),
      modified_date = ${new Date(nowMs)}::timestamptz
    where company_id = ${companyId} and id in (${sql.join(unitIds)})`.execute(db);
  await updateOdometer(db, vehicle, payload.odometer);
  // Checklists attached "at each inspection" to these units are due now (features/checklists).
  await inspectionRecorded(db, companyId, unitIds);
  return { row, unitIds, driver: { email: driver.email, locale: driver.locale } };
}

export async function submitInspection(payload: InspectionSubmitRequest, outer: CompanyContext): Promise<Inspection> {
  return atomically(outer, async (context) => {
    const companyId = context.session.companyId;
    const { userId, roles, features } = context.session;
    const nowMs = context.clock.now();
    const inspectedAt = payload.inspectedAt ?? nowMs;
    // An inspectedAt out of range is refused by the answers' checks (validate-submit.ts), with its own field problem.
    if (inspectedAt <= nowMs + MAX_CLOCK_AHEAD_MS && inspectedAt >= nowMs - MAX_SUBMIT_DELAY_MS)
      await checkTimesheetStarted(context.db, companyId, userId, roles, features, inspectedAt);
    const { row, unitIds, driver } = await recordInspection(context.db, companyId, userId, payload, nowMs);
    const inspection = await loadInspection(context.db, companyId, row.id);
    await queueSubmitMail(context, companyId, userId, inspection, driver);
    const units = await context.db
      .selectFrom("vehicles")
      .selectAll()
      .where("company_id", "=", companyId)
      .where("id", "in", unitIds)
      .execute();
    context.changes.announce(companyId, "InspectionsChangedNotification", { [row.id]: summaryFromRow(row) }, true);
    context.changes.announce(
      companyId,
      "VehiclesChangedNotification",
      Object.fromEntries(units.map((u) => [u.id, vehicleFromRow(u)])),
      false,
    );
    context.afterReply(() => void context.mail.kick());
    return inspection;
  });
}

/** The driver's odometer reading becomes the vehicle's when it is a number above the one on file. */
async function updateOdometer(db: Db, vehicle: Selectable<VehiclesTable>, odometer: string | undefined): Promise<void> {
  const reading = Number(odometer?.replace(",", "."));
  if (!odometer || !Number.isFinite(reading) || reading <= Number(vehicle.odometer || "0")) return;
  await db
    .updateTable("vehicles")
    .set({ odometer: String(Math.round(reading)) })
    .where("id", "=", vehicle.id)
    .execute();
}

async function queueSubmitMail(
  context: CompanyContext,
  companyId: string,
  userId: string,
  inspection: Inspection,
  driver: { email: string; locale: string | null },
): Promise<void> {
  const company = await context.db
    .selectFrom("companies")
    .select(["name", "time_zone", "email_defects", "email_inspections_to_drivers"])
    .where("id", "=", companyId)
    .executeTakeFirstOrThrow();
  const timeZone = company.time_zone ?? "America/Toronto";
  const url = detailsUrl(context.config, inspection.id);
  if (inspection.foundStatus !== "good") {
    // Each recipient reads the alert in their own language (docs/inspections.md "Mail").
    const to = await defectRecipients(context.db, companyId, company.email_defects);
    const locales = await localesOf(context.db, to.addresses);
    for (const address of to.addresses)
      await queueToEach(
        context.db,
        [address],
        defectAlertMail(locales.get(address.toLowerCase()), inspection, company.name, timeZone, url, to.reason),
      );
  }
  const employee = await context.db
    .selectFrom("employees")
    .select("preferences")
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (driverGetsCopy(employee?.preferences, company.email_inspections_to_drivers)) {
    const { fileName, pdf } = await reportFor(context.db, companyId, inspection, driver.locale);
    await queueToEach(context.db, [driver.email], reportMail(driver.locale, inspection, company.name, timeZone, url), [
      { filename: fileName, contentType: "application/pdf", content: pdf },
    ]);
  }
}
