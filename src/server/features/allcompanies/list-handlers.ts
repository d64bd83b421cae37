// The operator's cross-company lists (docs/operator.md "Cross-company lists"): each is its domain's list — the same
// spec, filters, sorts and list fields — over every company (or the chosen one), with a Company column. Access is
// administrator-only in schema/allcompanies.json, enforced by the dispatcher; nothing here reads the session's
// company for scoping.
import type { CardWindowColumns, InvoiceListColumns } from "../../../shared/generated/billing";
import type { CheckInListColumns } from "../../../shared/generated/checkins";
import type { ChecklistListColumns } from "../../../shared/generated/checklists";
import type { EquipmentListColumns } from "../../../shared/generated/equipment";
import type { TimesheetListColumns } from "../../../shared/generated/hours";
import type { InspectionListColumns } from "../../../shared/generated/inspections";
import type { MapPositionWindowColumns } from "../../../shared/generated/map";
import type { ReportWindowColumns } from "../../../shared/generated/reports";
import type { ScheduleWindowColumns } from "../../../shared/generated/schedules";
import type { UserListColumns } from "../../../shared/generated/users";
import type { VehicleListColumns } from "../../../shared/generated/vehicles";
import { scopeOf } from "../../lists/company-scope";
import { ScopeVersions } from "../../lists/scope-versions";
import { likePattern } from "../../lists/text-filters";
import { WindowedList } from "../../lists/windowed-list";
import type { CompanyContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import {
  ALL_CARD_WINDOW_FIELDS,
  CARD_WINDOW_FIELDS,
  cardListSpec,
  ALL_INVOICE_LIST_FIELDS,
  INVOICE_LIST_FIELDS,
  invoiceListSpec,
} from "../billing/index";
import { ALL_CHECKIN_LIST_FIELDS, CHECKIN_LIST_FIELDS, checkInListSpec } from "../checkins/index";
import { ALL_CHECKLIST_LIST_FIELDS, CHECKLIST_LIST_FIELDS, checklistListSpec } from "../checklists/index";
import { ALL_EQUIPMENT_LIST_FIELDS, EQUIPMENT_LIST_FIELDS, equipmentListSpec } from "../equipment/index";
import { companyClock, ALL_TIMESHEET_LIST_FIELDS, TIMESHEET_LIST_FIELDS, timesheetListSpec } from "../hours/index";
import { ALL_INSPECTION_LIST_FIELDS, INSPECTION_LIST_FIELDS, inspectionListSpec } from "../inspections/index";
import {
  ALL_MAP_POSITION_WINDOW_FIELDS,
  MAP_POSITION_WINDOW_FIELDS,
  mapPositionListSpec,
  selectMapPositionColumns,
} from "../map/index";
import {
  ALL_REPORT_WINDOW_FIELDS,
  REPORT_WINDOW_FIELDS,
  reportListSpec,
  selectReportWindowColumns,
} from "../reports/index";
import {
  ALL_SCHEDULE_WINDOW_FIELDS,
  SCHEDULE_WINDOW_FIELDS,
  scheduleListSpec,
  selectScheduleWindowColumns,
} from "../schedules/index";
import { ALL_USER_LIST_FIELDS, USER_LIST_FIELDS, selectUserListColumns, userListSpec } from "../users/index";
import { ALL_VEHICLE_LIST_FIELDS, VEHICLE_LIST_FIELDS, vehicleListSpec } from "../vehicles/index";
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
  | "AllCompaniesScheduleListRequestEvent"
  | "AllCompaniesReportListRequestEvent"
  | "AllCompaniesCardListRequestEvent"
  | "AllCompaniesMapPositionListRequestEvent"
>;

const DEFAULT_OPTIONS = 20;

/**
 * Reports and saved cards change without invalidating the list caches (a report's progress is kept out of them on
 * purpose, and a card's change with it: change-feed.ts NOT_LIST_ROWS), so no cached count or sample would learn of
 * them. Both tables stay small (reports are swept after their days, a company keeps a few cards): their windows are
 * read uncached, by plain OFFSET, through the same windowed list with nothing kept between requests. Their
 * notifications still keep the operator's lists live (live-lists.ts): each refresh reads afresh.
 */
const uncached = (context: CompanyContext) =>
  new WindowedList(context.db, new ScopeVersions(), Number.MAX_SAFE_INTEGER);

/**
 * The day "today" and "this month" mean: the chosen company's, or, across companies, the operator's own (companies in
 * other zones may be an hour or two ahead or behind). The operator reads the days as stored: unlike the company's own
 * list, this read does not add the company's missing days up to today — an operator's read writes nothing.
 */
async function timesheetToday(context: CompanyContext, companyId: string | undefined, nowMs: number): Promise<string> {
  return (await companyClock(context.db, companyId ?? context.session.companyId!)).today(nowMs);
}

export const allCompaniesListHandlers: ListHandlers = {
  async AllCompaniesCompanyOptionsRequestEvent(payload, context) {
    let query = context.db.selectFrom("companies").select(["id", "name"]);
    const search = payload.search?.trim() ?? "";
    if (search !== "") query = query.where((eb) => eb(eb.fn("lower", ["name"]), "like", likePattern(search)));
    const companies = await query
      .orderBy("name")
      .orderBy("id")
      .limit(payload.limit ?? DEFAULT_OPTIONS)
      .execute();
    return { companies };
  },

  async AllCompaniesInspectionListRequestEvent(payload, context) {
    const spec = inspectionListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await companyWindow(context.db, context.lists, spec, INSPECTION_LIST_FIELDS, {
      ...payload,
      fields: payload.fields ?? ALL_INSPECTION_LIST_FIELDS,
    });
    return { ...window, columns: window.columns as InspectionListColumns };
  },

  async AllCompaniesVehicleListRequestEvent(payload, context) {
    const spec = vehicleListSpec(
      context.db,
      scopeOf(payload.companyId),
      payload.filter,
      payload.sort,
      context.clock.now(),
    );
    const window = await companyWindow(context.db, context.lists, spec, VEHICLE_LIST_FIELDS, {
      ...payload,
      fields: payload.fields ?? ALL_VEHICLE_LIST_FIELDS,
    });
    return { ...window, columns: window.columns as VehicleListColumns };
  },

  async AllCompaniesEmployeeListRequestEvent(payload, context) {
    const spec = userListSpec(
      context.db,
      scopeOf(payload.companyId),
      payload.filter,
      payload.sort,
      context.clock.now(),
    );
    // A row is an employment (a person working for two companies is on two rows), so its id is the employee's.
    const window = await companyWindow(
      context.db,
      context.lists,
      spec,
      USER_LIST_FIELDS,
      { ...payload, fields: payload.fields ?? ALL_USER_LIST_FIELDS },
      { select: selectUserListColumns },
    );
    return { ...window, columns: window.columns as UserListColumns };
  },

  async AllCompaniesTimesheetListRequestEvent(payload, context) {
    const nowMs = context.clock.now();
    const today = await timesheetToday(context, payload.companyId, nowMs);
    const spec = timesheetListSpec(
      context.db,
      scopeOf(payload.companyId),
      payload.filter,
      payload.sort,
      undefined,
      today,
    );
    const window = await companyWindow(context.db, context.lists, spec, TIMESHEET_LIST_FIELDS, {
      ...payload,
      fields: payload.fields ?? ALL_TIMESHEET_LIST_FIELDS,
    });
    return { ...window, columns: window.columns as TimesheetListColumns };
  },

  async AllCompaniesCheckInListRequestEvent(payload, context) {
    const spec = checkInListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort, undefined);
    const window = await companyWindow(context.db, context.lists, spec, CHECKIN_LIST_FIELDS, {
      ...payload,
      fields: payload.fields ?? ALL_CHECKIN_LIST_FIELDS,
    });
    return { ...window, columns: window.columns as CheckInListColumns };
  },

  async AllCompaniesInvoiceListRequestEvent(payload, context) {
    const spec = invoiceListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await companyWindow(context.db, context.lists, spec, INVOICE_LIST_FIELDS, {
      ...payload,
      fields: payload.fields ?? ALL_INVOICE_LIST_FIELDS,
    });
    return { ...window, columns: window.columns as InvoiceListColumns };
  },

  async AllCompaniesEquipmentListRequestEvent(payload, context) {
    const spec = equipmentListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await companyWindow(context.db, context.lists, spec, EQUIPMENT_LIST_FIELDS, {
      ...payload,
      fields: payload.fields ?? ALL_EQUIPMENT_LIST_FIELDS,
    });
    return { ...window, columns: window.columns as EquipmentListColumns };
  },

  async AllCompaniesChecklistListRequestEvent(payload, context) {
    const spec = checklistListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await companyWindow(context.db, context.lists, spec, CHECKLIST_LIST_FIELDS, {
      ...payload,
      fields: payload.fields ?? ALL_CHECKLIST_LIST_FIELDS,
    });
    return { ...window, columns: window.columns as ChecklistListColumns };
  },

  async AllCompaniesScheduleListRequestEvent(payload, context) {
    const spec = scheduleListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await companyWindow(
      context.db,
      context.lists,
      spec,
      SCHEDULE_WINDOW_FIELDS,
      { ...payload, fields: payload.fields ?? ALL_SCHEDULE_WINDOW_FIELDS },
      { select: selectScheduleWindowColumns },
    );
    return { ...window, columns: window.columns as ScheduleWindowColumns };
  },

  async AllCompaniesReportListRequestEvent(payload, context) {
    const spec = reportListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await companyWindow(
      context.db,
      uncached(context),
      spec,
      REPORT_WINDOW_FIELDS,
      { ...payload, fields: payload.fields ?? ALL_REPORT_WINDOW_FIELDS },
      { select: selectReportWindowColumns },
    );
    return { ...window, columns: window.columns as ReportWindowColumns };
  },

  async AllCompaniesCardListRequestEvent(payload, context) {
    const spec = cardListSpec(
      context.db,
      scopeOf(payload.companyId),
      payload.filter,
      payload.sort,
      context.clock.now(),
    );
    const window = await companyWindow(context.db, uncached(context), spec, CARD_WINDOW_FIELDS, {
      ...payload,
      fields: payload.fields ?? ALL_CARD_WINDOW_FIELDS,
    });
    return { ...window, columns: window.columns as CardWindowColumns };
  },

  async AllCompaniesMapPositionListRequestEvent(payload, context) {
    const spec = mapPositionListSpec(context.db, scopeOf(payload.companyId), payload.filter, payload.sort);
    const window = await companyWindow(
      context.db,
      context.lists,
      spec,
      MAP_POSITION_WINDOW_FIELDS,
      { ...payload, fields: payload.fields ?? ALL_MAP_POSITION_WINDOW_FIELDS },
      { select: selectMapPositionColumns },
    );
    return { ...window, columns: window.columns as MapPositionWindowColumns };
  },
};
