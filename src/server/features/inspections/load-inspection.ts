// One inspection whole (the details, repair and remarks screens, the report PDF). The answers are joined with the
// schedule rows they name — retired rows included, so a report keeps the text its driver answered (schedules/save.ts).
import type { Kysely, Transaction } from "kysely";

import type { Inspection, InspectionAnswer, OdometerType, TripType } from "../../../shared/generated/index";
import { tripInspectionExpiry } from "../../../shared/rules/trip-inspection";
import { commonFields, optional } from "../../db/common-fields";
import type { Database } from "../../db/tables";
import { dataUrl, defectFromRow, remarkFromRow, trailersOf } from "./mappers";
import { inspectionNotFound } from "./scope";
import { statusOfRank } from "./status";
import { decodeAnswers } from "./stored-answers";

type Db = Kysely<Database> | Transaction<Database>;

/** Signature images (company files) as data URLs, by file id. */
export async function signatureUrls(
  db: Db,
  companyId: string,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom("files")
    .select(["id", "content_type", "bytes"])
    .where("company_id", "=", companyId)
    .where("id", "in", wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, dataUrl(r.content_type, r.bytes)]));
}

/**
 * The inspection `id` of the company; NotFound for another company's (or, with `ownDriverId`, another driver's) —
 * exactly as for an id that does not exist.
 */
export async function loadInspection(db: Db, companyId: string, id: string, ownDriverId?: string): Promise<Inspection> {
  let query = db.selectFrom("vehicle_inspections").selectAll().where("id", "=", id).where("company_id", "=", companyId);
  if (ownDriverId) query = query.where("driver_id", "=", ownDriverId);
  const row = await query.executeTakeFirst();
  if (!row) throw inspectionNotFound(id);
  const [defects, acknowledged, remarks, declaration] = await Promise.all([
    db
      .selectFrom("vehicle_inspection_defects")
      .selectAll()
      .where("inspection_id", "=", id)
      .orderBy("part")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("vehicle_inspection_defects")
      .selectAll()
      .where("acknowledged_inspection_id", "=", id)
      .where("company_id", "=", companyId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("vehicle_inspection_remarks")
      .selectAll()
      .where("inspection_id", "=", id)
      .orderBy("created_date")
      .orderBy("id")
      .execute(),
    row.declaration_id === null
      ? undefined
      : db.selectFrom("inspection_declarations").select("text").where("id", "=", row.declaration_id).executeTakeFirst(),
  ]);
  const stored = decodeAnswers(row.answers);
  const questionIds = [...new Set(stored.map((a) => a.questionId))];
  const optionIds = [...new Set(stored.flatMap((a) => a.defectOptionIds))];
  const [questions, options, files] = await Promise.all([
    questionIds.length === 0
      ? []
      : db
          .selectFrom("vehicle_schedule_questions")
          .select(["id", "part", "value"])
          .where("id", "in", questionIds)
          .execute(),
    optionIds.length === 0
      ? []
      : db
          .selectFrom("vehicle_schedule_question_options")
          .select(["id", "name", "type"])
          .where("id", "in", optionIds)
          .execute(),
    signatureUrls(db, companyId, [
      row.signature_file_id,
      ...defects.map((d) => d.repair_signature_file_id),
      ...acknowledged.map((d) => d.repair_signature_file_id),
    ]),
  ]);
  const workOrderIds = [...new Set(defects.flatMap((d) => (d.work_order_id ? [d.work_order_id] : [])))];
  const workOrders = new Map(
    workOrderIds.length === 0
      ? []
      : (
          await db
            .selectFrom("vehicle_work_orders")
            .select(["id", "number"])
            .where("id", "in", workOrderIds)
            .where("company_id", "=", companyId)
            .execute()
        ).map((w) => [w.id, w.number]),
  );
  const questionById = new Map(questions.map((q) => [q.id, q]));
  const optionById = new Map(options.map((o) => [o.id, o]));
  const trailers = trailersOf(row.trailers);
  const unitOrder = [row.vehicle_id, ...trailers.map((t) => t.vehicleId)];
  const unitName = new Map<string, string>([
    [row.vehicle_id, row.vehicle_name],
    ...trailers.map((t): [string, string] => [t.vehicleId, t.name]),
  ]);
  const answers: InspectionAnswer[] = stored
    .map((a) => {
      const question = questionById.get(a.questionId);
      const unitId = a.unitId ?? row.vehicle_id;
      return {
        questionId: a.questionId,
        part: question?.part ?? 0,
        question: question?.value ?? "",
        option: a.option,
        unitId,
        unitName: unitName.get(unitId) ?? "",
        defects: a.defectOptionIds.flatMap((optionId) => {
          const option = optionById.get(optionId);
          return option && (option.type === "minor" || option.type === "major")
            ? [{ optionId, name: option.name, severity: option.type }]
            : [];
        }),
        ...(a.remark !== undefined ? { remark: a.remark } : {}),
        photoIds: a.photoIds,
      };
    })
    .sort((a, b) => a.part - b.part || unitOrder.indexOf(a.unitId) - unitOrder.indexOf(b.unitId));
  const inspectedAt = Number(row.inspected_at);
  return {
    ...commonFields(row, "VehicleInspection"),
    companyId: row.company_id,
    vehicleId: row.vehicle_id,
    vehicleName: row.vehicle_name,
    trailers,
    driverId: row.driver_id,
    driverName: row.driver_name,
    scheduleId: row.schedule_id,
    scheduleName: row.schedule_name,
    declaration: declaration?.text ?? "",
    tripType: row.trip_type as TripType,
    inspectedAt,
    validUntil: tripInspectionExpiry(inspectedAt),
    status: statusOfRank(row.status_rank),
    foundStatus: statusOfRank(row.found_rank),
    openDefects: row.open_defects,
    answers,
    defects: defects.map((d) => defectFromRow(d, files, workOrders)),
    remarks: remarks.map(remarkFromRow),
    acknowledged: acknowledged.map((d) => defectFromRow(d, files)),
    declarationAccepted: row.declaration_accepted,
    signature: (row.signature_file_id ? files.get(row.signature_file_id) : undefined) ?? "",
    ...optional({
      vehiclePlate: row.vehicle_plate || undefined,
      scheduleNumber: row.schedule_number || undefined,
      odometer: row.odometer,
      odometerType: (row.odometer_type ?? undefined) as OdometerType | undefined,
      hubometer: row.hubometer,
      plate: row.plate,
      location: row.location || undefined,
      coordinates:
        row.latitude !== null && row.longitude !== null
          ? {
              latitude: row.latitude,
              longitude: row.longitude,
              ...(row.accuracy_m !== null ? { accuracyM: row.accuracy_m } : {}),
            }
          : undefined,
    }),
  };
}
