// A record of any company, read-only, for the operator's details screens under /portal/admin/…
// (docs/operator.md "Cross-company lists"). Each is read by its domain's own loader with the record's company, so the
// operator sees exactly what that company's details screen shows; an id that names nothing is NotFound. Nothing here
// writes.
import { sql, type Kysely } from "kysely";

import type { CompanyRef } from "../../../shared/generated/allcompanies";
import type { Database } from "../../db/tables";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { loadInvoice } from "../billing/index";
import { checkInFromRow } from "../checkins/index";
import { loadChecklist } from "../checklists/index";
import { loadEquipment } from "../equipment/index";
import { companyClock, timesheetDetails } from "../hours/index";
import { loadInspection } from "../inspections/index";
import { reportsById } from "../reports/index";
import { loadSchedule } from "../schedules/index";
import { loadPerson } from "../users/index";
import { loadVehiclesById } from "../vehicles/index";

type RecordHandlers = Pick<
  Handlers,
  | "AllCompaniesInspectionGetRequestEvent"
  | "AllCompaniesVehicleGetRequestEvent"
  | "AllCompaniesEmployeeGetRequestEvent"
  | "AllCompaniesTimesheetGetRequestEvent"
  | "AllCompaniesCheckInGetRequestEvent"
  | "AllCompaniesInvoiceGetRequestEvent"
  | "AllCompaniesEquipmentGetRequestEvent"
  | "AllCompaniesChecklistGetRequestEvent"
  | "AllCompaniesScheduleGetRequestEvent"
  | "AllCompaniesReportGetRequestEvent"
>;

/** Company-owned tables the operator's details screens read. */
type RecordTable =
  | "vehicle_inspections"
  | "vehicles"
  | "employees"
  | "timesheets"
  | "checkins"
  | "invoices"
  | "equipment"
  | "checklists"
  | "vehicle_schedules"
  | "reports";

const notFound = (what: string, id: string) => new EventError("NotFound", `No ${what} ${id}.`);

/** The company that owns record `id` of `table`, or undefined when there is no such record. */
async function ownerOf(db: Kysely<Database>, table: RecordTable, id: string): Promise<CompanyRef | undefined> {
  const { rows } =
    await sql<CompanyRef>`select c.id, c.name from ${sql.table(table)} r join companies c on c.id = r.company_id where r.id = ${id}`.execute(
      db,
    );
  return rows[0];
}

async function owned(db: Kysely<Database>, table: RecordTable, what: string, id: string): Promise<CompanyRef> {
  const company = await ownerOf(db, table, id);
  if (!company) throw notFound(what, id);
  return company;
}

export const allCompaniesRecordHandlers: RecordHandlers = {
  async AllCompaniesInspectionGetRequestEvent(payload, context) {
    const company = await owned(context.db, "vehicle_inspections", "inspection", payload.id);
    return { company, inspection: await loadInspection(context.db, company.id, payload.id) };
  },

  async AllCompaniesVehicleGetRequestEvent(payload, context) {
    const company = await owned(context.db, "vehicles", "vehicle", payload.id);
    const vehicle = (await loadVehiclesById(context.db, company.id, [payload.id]))[payload.id];
    if (!vehicle) throw notFound("vehicle", payload.id);
    return { company, vehicle };
  },

  async AllCompaniesEmployeeGetRequestEvent(payload, context) {
    const company = await owned(context.db, "employees", "employee", payload.id);
    const employee = await context.db
      .selectFrom("employees")
      .select("user_id")
      .where("id", "=", payload.id)
      .executeTakeFirstOrThrow();
    return { company, person: await loadPerson(context.db, company.id, employee.user_id) };
  },

  async AllCompaniesTimesheetGetRequestEvent(payload, context) {
    const company = await owned(context.db, "timesheets", "timesheet", payload.id);
    const row = await context.db
      .selectFrom("timesheets")
      .selectAll()
      .where("id", "=", payload.id)
      .executeTakeFirstOrThrow();
    const { details } = await timesheetDetails(
      context.db,
      context.session,
      row,
      await companyClock(context.db, company.id),
      context.clock.now(),
    );
    // Read-only: the operator neither corrects nor certifies another company's logs.
    return { company, timesheet: { ...details, canCorrect: false, canCertify: false } };
  },

  async AllCompaniesCheckInGetRequestEvent(payload, context) {
    const company = await owned(context.db, "checkins", "check-in", payload.id);
    const row = await context.db
      .selectFrom("checkins")
      .selectAll()
      .where("id", "=", payload.id)
      .executeTakeFirstOrThrow();
    return { company, checkIn: checkInFromRow(row) };
  },

  async AllCompaniesInvoiceGetRequestEvent(payload, context) {
    const company = await owned(context.db, "invoices", "invoice", payload.id);
    return { company, invoice: await loadInvoice(context.db, company.id, { id: payload.id }) };
  },

  async AllCompaniesEquipmentGetRequestEvent(payload, context) {
    const company = await owned(context.db, "equipment", "equipment", payload.id);
    return { company, equipment: await loadEquipment(context.db, company.id, payload.id) };
  },

  async AllCompaniesChecklistGetRequestEvent(payload, context) {
    const company = await owned(context.db, "checklists", "checklist", payload.id);
    return { company, checklist: await loadChecklist(context.db, company.id, payload.id) };
  },

  // A template belongs to no company: ownerOf finds none, so it is NotFound here (the operator's list has none).
  async AllCompaniesScheduleGetRequestEvent(payload, context) {
    const company = await owned(context.db, "vehicle_schedules", "schedule", payload.id);
    return { company, schedule: await loadSchedule(context.db, company.id, payload.id) };
  },

  async AllCompaniesReportGetRequestEvent(payload, context) {
    const company = await owned(context.db, "reports", "report", payload.id);
    const report = (await reportsById(context.db, company.id, [payload.id]))[payload.id];
    if (!report) throw notFound("report", payload.id);
    return { company, report };
  },
};
