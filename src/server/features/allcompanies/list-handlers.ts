// The operator's cross-company lists (issue 17): each is its domain's list — the same spec, filters, sorts and list
// fields — over every company (or the chosen one), with a Company column. Access is administrator-only in
// schema/allcompanies.json, enforced by the dispatcher; nothing here reads the session's company for scoping.
import type { InvoiceListColumns } from "../../../shared/generated/billing";
import type { CheckInListColumns } from "../../../shared/generated/checkins";
import type { ChecklistListColumns } from "../../../shared/generated/checklists";
import type { EquipmentListColumns } from "../../../shared/generated/equipment";
import type { TimesheetListColumns } from "../../../shared/generated/hours";
import type { InspectionListColumns } from "../../../shared/generated/inspections";
import type { UserListColumns } from "../../../shared/generated/users";
import type { VehicleListColumns } from "../../../shared/generated/vehicles";
import type { Handlers } from "../../ws/dispatch";
import type { HandlerContext } from "../../ws/context";
import { scopeOf } from "../../lists/company-scope";
import { likePattern } from "../../lists/text-filters";
import { ALL_INVOICE_LIST_FIELDS, INVOICE_LIST_FIELDS, invoiceListSpec } from "../billing/list-spec";
import { ALL_CHECKIN_LIST_FIELDS, CHECKIN_LIST_FIELDS } from "../checkins/list-fields";
import { checkInListSpec } from "../checkins/list-spec";
import { ALL_CHECKLIST_LIST_FIELDS, CHECKLIST_LIST_FIELDS, checklistListSpec } from "../checklists/list-spec";
import { ALL_EQUIPMENT_LIST_FIELDS, EQUIPMENT_LIST_FIELDS } from "../equipment/list-fields";
import { equipmentListSpec } from "../equipment/list-spec";
import { companyClock } from "../hours/company-clock";
import { ALL_TIMESHEET_LIST_FIELDS, TIMESHEET_LIST_FIELDS } from "../hours/list-fields";
import { timesheetListSpec } from "../hours/list-spec";
import { ALL_INSPECTION_LIST_FIELDS, INSPECTION_LIST_FIELDS } from "../inspections/list-fields";
import { inspectionListSpec } from "../inspections/list-spec";
import { ALL_USER_LIST_FIELDS, USER_LIST_FIELDS, selectUserListColumns } from "../users/list-fields";
import { userListSpec } from "../users/list-spec";
import { ALL_VEHICLE_LIST_FIELDS, VEHICLE_LIST_FIELDS } from "../vehicles/list-fields";
import { vehicleListSpec } from "../vehicles/list-spec";
import { companyWindow } from "./company-window";

type ListHandlers = Pick<
  Handlers,
  | "AllCompaniesCompanyOptionsRequestEvent"
  | "AllCompaniesInspectionListRequestEvent"
  | "AllCompaniesVehicleListRequestEvent"
  | "AllCompaniesEmployeeListRequestEvent"
  | "AllCompaniesTimesheetListRequestEvent"
  | "AllCompaniesCheckInListRequestEvent"
  | "AllCompaniesInvoiceListRequestEvent"
  | "AllCompaniesEquipmentListRequestEvent"
  | "AllCompaniesChecklistListRequestEvent"
>;

const DEFAULT_OPTIONS = 20;

/**
 * The day "today" and "this month" mean: the chosen company's, or, across companies, the operator's own (companies in
 * other zones may be an hour or two ahead or behind). The operator reads the days as stored: unlike the company's own
 * list, this read does not add the company's missing days up to today — an operator's read writes nothing.
 */
async function timesheetToday(context: HandlerContext, companyId: string | undefined, nowMs: number): Promise<string> {
  return (await companyClock(context.db, companyId ?? context.session!.companyId!)).today(nowMs);
}

export const allCompaniesListHandlers: ListHandlers = {
  async AllCompaniesCompanyOptionsRequestEvent(payload, context) {
    let query = context.db.selectFrom("companies").select(["id", "name"]);
    const search = payload.search?.trim() ?? "";
    if (search !== "") query = query.where((eb) => eb(eb.fn("lower", ["name"]), "like", likePattern(search)));
    const companies = await query.orderBy("name").orderBy("id").limit(payload.limit ?? DEFAULT_OPTIONS).execute();
    return { companies };
  },

  async AllCompaniesInspectionListRequestEvent(payload, context) {
    const spec = inspectionListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await companyWindow(context.db, context.lists, spec, INSPECTION_LIST_FIELDS, { ...payload, fields: payload.fields ?? ALL_INSPECTION_LIST_FIELDS });
    return { ...window, columns: window.columns as InspectionListColumns };
  },

  async AllCompaniesVehicleListRequestEvent(payload, context) {
    const spec = vehicleListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort, Date.now());
    const window = await companyWindow(context.db, context.lists, spec, VEHICLE_LIST_FIELDS, { ...payload, fields: payload.fields ?? ALL_VEHICLE_LIST_FIELDS });
    return { ...window, columns: window.columns as VehicleListColumns };
  },

  async AllCompaniesEmployeeListRequestEvent(payload, context) {
    const spec = userListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort, Date.now());
    // A row is an employment (a person working for two companies is on two rows), so its id is the employee's.
    const window = await companyWindow(context.db, context.lists, spec, USER_LIST_FIELDS, { ...payload, fields: payload.fields ?? ALL_USER_LIST_FIELDS }, { select: selectUserListColumns });
    return { ...window, columns: window.columns as UserListColumns };
  },

  async AllCompaniesTimesheetListRequestEvent(payload, context) {
    const nowMs = Date.now();
    const today = await timesheetToday(context, payload.companyId, nowMs);
    const spec = timesheetListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort, undefined, today);
    const window = await companyWindow(context.db, context.lists, spec, TIMESHEET_LIST_FIELDS, { ...payload, fields: payload.fields ?? ALL_TIMESHEET_LIST_FIELDS });
    return { ...window, columns: window.columns as TimesheetListColumns };
  },

  async AllCompaniesCheckInListRequestEvent(payload, context) {
    const spec = checkInListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort, undefined);
    const window = await companyWindow(context.db, context.lists, spec, CHECKIN_LIST_FIELDS, { ...payload, fields: payload.fields ?? ALL_CHECKIN_LIST_FIELDS });
    return { ...window, columns: window.columns as CheckInListColumns };
  },

  async AllCompaniesInvoiceListRequestEvent(payload, context) {
    const spec = invoiceListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await companyWindow(context.db, context.lists, spec, INVOICE_LIST_FIELDS, { ...payload, fields: payload.fields ?? ALL_INVOICE_LIST_FIELDS });
    return { ...window, columns: window.columns as InvoiceListColumns };
  },

  async AllCompaniesEquipmentListRequestEvent(payload, context) {
    const spec = equipmentListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await companyWindow(context.db, context.lists, spec, EQUIPMENT_LIST_FIELDS, { ...payload, fields: payload.fields ?? ALL_EQUIPMENT_LIST_FIELDS });
    return { ...window, columns: window.columns as EquipmentListColumns };
  },

  async AllCompaniesChecklistListRequestEvent(payload, context) {
    const spec = checklistListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await companyWindow(context.db, context.lists, spec, CHECKLIST_LIST_FIELDS, { ...payload, fields: payload.fields ?? ALL_CHECKLIST_LIST_FIELDS });
    return { ...window, columns: window.columns as ChecklistListColumns };
  },
};
