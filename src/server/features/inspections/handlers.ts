import type { FieldProblem } from "../../../shared/generated/common";
// Inspections of the session's company (schema/inspections.json). Every query is scoped by company, and a driver's
// session by driver too (scope.ts): another company's — or another driver's — inspection reads exactly like one that
// does not exist. Writes are commands; each one's effects on defects and vehicles commit together (defect-state.ts).
import type { InspectionListColumns, InspectionListRequest } from "../../../shared/generated/inspections";
import type { DefectType } from "../../../shared/generated/vehicles";
import { isValidEmail } from "../../../shared/rules/compliance";
import { isOutOfService } from "../../../shared/rules/defects";
import { fullName } from "../../../shared/rules/people";
import { isTripInspectionValid, tripInspectionExpiry } from "../../../shared/rules/trip-inspection";
import { listWindow } from "../../lists/list-window";
import { queueToEach } from "../../mail/outbox";
import { atomically } from "../../ws/atomically";
import type { CompanyContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { scheduleIdForVehicle } from "../schedules/index";
import { ALL_INSPECTION_LIST_FIELDS, INSPECTION_LIST_FIELDS, summaryFromRow } from "./list-fields";
import { inspectionListSpec } from "./list-spec";
import { loadInspection, signatureUrls } from "./load-inspection";
import { detailsUrl, reportMail, splitAddresses } from "./mail";
import { defectFromRow } from "./mappers";
import { reportFor, reportHandlers } from "./report";
import { inspectionNotFound, ownInspectionsOnly } from "./scope";
import { statusOfRank } from "./status";
import { submitInspection } from "./submit";
import { inspectionReadiness } from "./timesheet-rule";

/** Any number of addresses is a valid list, but a report mailed to more than this is not a report any more. */
export const MAX_REPORT_ADDRESSES = 20;

const refuse = (problems: FieldProblem[]) =>
  new EventError("ValidationFailed", problems.map((p) => `${p.path}: ${p.problem}`).join("; "), problems);

async function userName(context: CompanyContext): Promise<string> {
  const user = await context.db
    .selectFrom("users")
    .select(["id", "first", "last"])
    .where("id", "=", context.session.userId)
    .executeTakeFirstOrThrow();
  return fullName(user);
}

/** After a change to an inspection: its list row to the office's screens. */
async function announceInspection(context: CompanyContext, companyId: string, id: string): Promise<void> {
  const row = await context.db
    .selectFrom("vehicle_inspections")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  context.changes.announce(companyId, "InspectionsChangedNotification", { [id]: summaryFromRow(row) }, false);
}

async function inspectionWindow(payload: InspectionListRequest, context: CompanyContext) {
  const companyId = context.session.companyId;
  const spec = inspectionListSpec(
    context.db,
    companyId,
    payload.filter,
    payload.sort,
    ownInspectionsOnly(context.session),
  );
  return listWindow<InspectionListColumns>(
    context.lists,
    spec,
    INSPECTION_LIST_FIELDS,
    ALL_INSPECTION_LIST_FIELDS,
    payload,
  );
}

type InspectionHandlers = Pick<
  Handlers,
  | "InspectionListRequestEvent"
  | "InspectionGetRequestEvent"
  | "InspectionSubmitRequestEvent"
  | "InspectionRemarkAddRequestEvent"
  | "InspectionEmailRequestEvent"
  | "InspectionReportRequestEvent"
  | "VehicleOpenDefectsRequestEvent"
  | "InspectionReadinessRequestEvent"
>;

export const inspectionHandlers: InspectionHandlers = {
  ...reportHandlers,

  async InspectionReadinessRequestEvent(_payload, context) {
    const { userId, roles, features } = context.session;
    return inspectionReadiness(context.db, context.session.companyId, userId, roles, features, context.clock.now());
  },

  InspectionListRequestEvent: inspectionWindow,

  async InspectionGetRequestEvent(payload, context) {
    return loadInspection(context.db, context.session.companyId, payload.id, ownInspectionsOnly(context.session));
  },

  InspectionSubmitRequestEvent: submitInspection,

  InspectionRemarkAddRequestEvent: (payload, outer) =>
    atomically(outer, async (context) => {
      const companyId = context.session.companyId;
      const inspection = await context.db
        .selectFrom("vehicle_inspections")
        .select("id")
        .where("id", "=", payload.inspectionId)
        .where("company_id", "=", companyId)
        .executeTakeFirst();
      if (!inspection) throw inspectionNotFound(payload.inspectionId);
      const userId = context.session.userId;
      await context.db
        .insertInto("vehicle_inspection_remarks")
        .values({
          company_id: companyId,
          inspection_id: inspection.id,
          by_id: userId,
          by_name: await userName(context),
          text: payload.text.trim(),
          created_by: userId,
          modified_by: userId,
          time_zone: null,
        })
        .execute();
      await context.db
        .updateTable("vehicle_inspections")
        .set({ modified_date: context.clock.date(), modified_by: userId })
        .where("id", "=", inspection.id)
        .execute();
      await announceInspection(context, companyId, inspection.id);
      return loadInspection(context.db, companyId, inspection.id);
    }),

  async InspectionEmailRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const addresses = splitAddresses(payload.addresses);
    // A comma-separated list is valid only if every item is an email; here it must also name someone
    // (docs/inspections.md "Rules").
    if (addresses.length === 0 || !addresses.every((a) => isValidEmail(a)))
      throw refuse([{ path: "addresses", problem: "emailList" }]);
    if (addresses.length > MAX_REPORT_ADDRESSES)
      throw refuse([{ path: "addresses", problem: "tooMany", limit: MAX_REPORT_ADDRESSES }]);
    const inspection = await loadInspection(context.db, companyId, payload.inspectionId);
    // The report is in the language of the mail around it: the sender's screen's.
    const { fileName, pdf } = await reportFor(context.db, companyId, inspection, payload.locale);
    const company = await context.db
      .selectFrom("companies")
      .select(["name", "time_zone"])
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow();
    const mail = reportMail(
      payload.locale,
      inspection,
      company.name,
      company.time_zone ?? "America/Toronto",
      detailsUrl(context.config, inspection.id),
      payload.message,
    );
    await queueToEach(context.db, addresses, mail, [
      { filename: fileName, contentType: "application/pdf", content: pdf },
    ]);
    context.afterReply(() => void context.mail.kick());
    return { addresses };
  },

  async VehicleOpenDefectsRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    // vehicleId is a schema link: the dispatcher checked it is one of the company's units, not removed.
    const vehicle = await context.db
      .selectFrom("vehicles")
      .selectAll()
      .where("id", "=", payload.vehicleId)
      .where("company_id", "=", companyId)
      .executeTakeFirstOrThrow();
    const [open, toAcknowledge, last] = await Promise.all([
      context.db
        .selectFrom("vehicle_inspection_defects")
        .selectAll()
        .where("company_id", "=", companyId)
        .where("vehicle_id", "=", vehicle.id)
        .where("defect_state", "=", "open")
        .orderBy("reported_at", "desc")
        .limit(500)
        .execute(),
      context.db
        .selectFrom("vehicle_inspection_defects")
        .selectAll()
        .where("company_id", "=", companyId)
        .where("vehicle_id", "=", vehicle.id)
        .where("defect_state", "<>", "open")
        .where("acknowledged_at", "is", null)
        .orderBy("repaired_at", "desc")
        .limit(500)
        .execute(),
      vehicle.last_inspection_id
        ? context.db
            .selectFrom("vehicle_inspections")
            .selectAll()
            .where("id", "=", vehicle.last_inspection_id)
            .where("company_id", "=", companyId)
            .executeTakeFirst()
        : undefined,
    ]);
    const signatures = await signatureUrls(
      context.db,
      companyId,
      toAcknowledge.map((d) => d.repair_signature_file_id),
    );
    const scheduleId = await scheduleIdForVehicle(context.db, companyId, vehicle);
    const defectType = vehicle.defect_type as DefectType;
    const lastAt = last ? Number(last.inspected_at) : undefined;
    return {
      vehicleId: vehicle.id,
      vehicleName: vehicle.name,
      ...(vehicle.plate ? { plate: vehicle.plate } : {}),
      defectType,
      outOfService: isOutOfService(defectType),
      ...(scheduleId ? { scheduleId } : {}),
      openDefects: open.map((d) => defectFromRow(d, signatures)),
      repairsToAcknowledge: toAcknowledge.map((d) => defectFromRow(d, signatures)),
      ...(last && lastAt !== undefined
        ? {
            lastInspection: {
              id: last.id,
              inspectedAt: lastAt,
              validUntil: tripInspectionExpiry(lastAt),
              tripType: last.trip_type as "pre-trip",
              driverName: last.driver_name,
              status: statusOfRank(last.status_rank),
            },
          }
        : {}),
      ...(lastAt !== undefined && isTripInspectionValid(lastAt, context.clock.now())
        ? { inspectedUntil: tripInspectionExpiry(lastAt) }
        : {}),
    };
  },
};
