// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { CardWindowColumns, CardWindowField, CardWindowFilter, CardWindowSort, CardsChanged, Invoice, InvoiceListColumns, InvoiceListField, InvoiceListFilter, InvoiceSort, InvoicesChanged } from "./billing";
import { CheckIn, CheckInListColumns, CheckInListField, CheckInListFilter, CheckInSort, CheckInsChanged } from "./checkins";
import { Checklist, ChecklistListColumns, ChecklistListField, ChecklistListFilter, ChecklistSort, ChecklistsChanged } from "./checklists";
import { Id } from "./common";
import { Equipment, EquipmentChanged, EquipmentListColumns, EquipmentListField, EquipmentListFilter, EquipmentSort } from "./equipment";
import { TimesheetDetails, TimesheetListColumns, TimesheetListField, TimesheetListFilter, TimesheetSort, TimesheetsChanged } from "./hours";
import { Inspection, InspectionListColumns, InspectionListField, InspectionListFilter, InspectionSort, InspectionsChanged } from "./inspections";
import { MapPositionWindowColumns, MapPositionWindowField, MapPositionWindowFilter, MapPositionWindowSort, MapPositionsChanged } from "./map";
import { Report, ReportWindowColumns, ReportWindowField, ReportWindowFilter, ReportWindowSort, ReportsChanged } from "./reports";
import { ScheduleWindowColumns, ScheduleWindowField, ScheduleWindowFilter, ScheduleWindowSort, SchedulesChanged, VehicleSchedule } from "./schedules";
import { Person, UserListColumns, UserListField, UserListFilter, UserSort, UsersChanged } from "./users";
import { Vehicle, VehicleListColumns, VehicleListField, VehicleListFilter, VehicleSort, VehiclesChanged } from "./vehicles";

/** The operator's company filter: absent, every company's records; an id, that company's only (its own list, same rows and order). */
export interface CompanyFilter {
  companyId?: Id;
}
export const CompanyFilter: t.Type<CompanyFilter, CompanyFilter, unknown> = rt.closedObject("CompanyFilter", {}, {
  companyId: Id,
});

/** The windowed saved-cards list's request plus the company filter. */
export interface AllCompaniesCardListRequest {
  filter: CardWindowFilter;
  sort: CardWindowSort;
  offset: number;
  limit: number;
  fields?: CardWindowField[];
  companyId?: Id;
}
export const AllCompaniesCardListRequest: t.Type<AllCompaniesCardListRequest, AllCompaniesCardListRequest, unknown> = rt.closedObject("AllCompaniesCardListRequest", {
  filter: CardWindowFilter,
  sort: CardWindowSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(CardWindowField, 6),
  companyId: Id,
});

/** The Company column of a cross-company window: each row's company id (parallel to ids) and the names of the companies in the window. */
export interface CompanyColumn {
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const CompanyColumn: t.Type<CompanyColumn, CompanyColumn, unknown> = rt.closedObject("CompanyColumn", {
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** The windowed saved-cards list's window (brand, last four digits and expiry only) plus the Company column. */
export interface AllCompaniesCardListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: CardWindowColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesCardListResponse: t.Type<AllCompaniesCardListResponse, AllCompaniesCardListResponse, unknown> = rt.closedObject("AllCompaniesCardListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: CardWindowColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** The checkins list's own request plus the company filter. */
export interface AllCompaniesCheckInListRequest {
  filter: CheckInListFilter;
  sort: CheckInSort;
  offset: number;
  limit: number;
  fields?: CheckInListField[];
  companyId?: Id;
}
export const AllCompaniesCheckInListRequest: t.Type<AllCompaniesCheckInListRequest, AllCompaniesCheckInListRequest, unknown> = rt.closedObject("AllCompaniesCheckInListRequest", {
  filter: CheckInListFilter,
  sort: CheckInSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(CheckInListField, 7),
  companyId: Id,
});

/** The checkins list's own window plus the Company column. */
export interface AllCompaniesCheckInListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: CheckInListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesCheckInListResponse: t.Type<AllCompaniesCheckInListResponse, AllCompaniesCheckInListResponse, unknown> = rt.closedObject("AllCompaniesCheckInListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: CheckInListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** A company by id and name (the company filter's choices, a record's company on its details). */
export interface CompanyRef {
  id: Id;
  name: string;
}
export const CompanyRef: t.Type<CompanyRef, CompanyRef, unknown> = rt.closedObject("CompanyRef", {
  id: Id,
  name: rt.boundedString({ maxLength: 200 }),
}, {});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesCheckInRecord {
  company: CompanyRef;
  checkIn: CheckIn;
}
export const AllCompaniesCheckInRecord: t.Type<AllCompaniesCheckInRecord, AllCompaniesCheckInRecord, unknown> = rt.closedObject("AllCompaniesCheckInRecord", {
  company: CompanyRef,
  checkIn: CheckIn,
}, {});

/** The checklists list's own request plus the company filter. */
export interface AllCompaniesChecklistListRequest {
  filter: ChecklistListFilter;
  sort: ChecklistSort;
  offset: number;
  limit: number;
  fields?: ChecklistListField[];
  companyId?: Id;
}
export const AllCompaniesChecklistListRequest: t.Type<AllCompaniesChecklistListRequest, AllCompaniesChecklistListRequest, unknown> = rt.closedObject("AllCompaniesChecklistListRequest", {
  filter: ChecklistListFilter,
  sort: ChecklistSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(ChecklistListField, 8),
  companyId: Id,
});

/** The checklists list's own window plus the Company column. */
export interface AllCompaniesChecklistListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: ChecklistListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesChecklistListResponse: t.Type<AllCompaniesChecklistListResponse, AllCompaniesChecklistListResponse, unknown> = rt.closedObject("AllCompaniesChecklistListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: ChecklistListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesChecklistRecord {
  company: CompanyRef;
  checklist: Checklist;
}
export const AllCompaniesChecklistRecord: t.Type<AllCompaniesChecklistRecord, AllCompaniesChecklistRecord, unknown> = rt.closedObject("AllCompaniesChecklistRecord", {
  company: CompanyRef,
  checklist: Checklist,
}, {});

/** The users list's own request plus the company filter. */
export interface AllCompaniesEmployeeListRequest {
  filter: UserListFilter;
  sort: UserSort;
  offset: number;
  limit: number;
  fields?: UserListField[];
  companyId?: Id;
}
export const AllCompaniesEmployeeListRequest: t.Type<AllCompaniesEmployeeListRequest, AllCompaniesEmployeeListRequest, unknown> = rt.closedObject("AllCompaniesEmployeeListRequest", {
  filter: UserListFilter,
  sort: UserSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(UserListField, 12),
  companyId: Id,
});

/** The users list's own window plus the Company column. */
export interface AllCompaniesEmployeeListResponse {
  count: number;
  offset: number;
  /** User ids (the URL's {userId}); the employee is the one in the session's company. */
  ids: Id[];
  columns: UserListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesEmployeeListResponse: t.Type<AllCompaniesEmployeeListResponse, AllCompaniesEmployeeListResponse, unknown> = rt.closedObject("AllCompaniesEmployeeListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: UserListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesEmployeeRecord {
  company: CompanyRef;
  person: Person;
}
export const AllCompaniesEmployeeRecord: t.Type<AllCompaniesEmployeeRecord, AllCompaniesEmployeeRecord, unknown> = rt.closedObject("AllCompaniesEmployeeRecord", {
  company: CompanyRef,
  person: Person,
}, {});

/** The equipment list's own request plus the company filter. */
export interface AllCompaniesEquipmentListRequest {
  filter: EquipmentListFilter;
  sort: EquipmentSort;
  offset: number;
  limit: number;
  fields?: EquipmentListField[];
  companyId?: Id;
}
export const AllCompaniesEquipmentListRequest: t.Type<AllCompaniesEquipmentListRequest, AllCompaniesEquipmentListRequest, unknown> = rt.closedObject("AllCompaniesEquipmentListRequest", {
  filter: EquipmentListFilter,
  sort: EquipmentSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(EquipmentListField, 10),
  companyId: Id,
});

/** The equipment list's own window plus the Company column. */
export interface AllCompaniesEquipmentListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: EquipmentListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesEquipmentListResponse: t.Type<AllCompaniesEquipmentListResponse, AllCompaniesEquipmentListResponse, unknown> = rt.closedObject("AllCompaniesEquipmentListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: EquipmentListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesEquipmentRecord {
  company: CompanyRef;
  equipment: Equipment;
}
export const AllCompaniesEquipmentRecord: t.Type<AllCompaniesEquipmentRecord, AllCompaniesEquipmentRecord, unknown> = rt.closedObject("AllCompaniesEquipmentRecord", {
  company: CompanyRef,
  equipment: Equipment,
}, {});

/** The inspections list's own request plus the company filter. */
export interface AllCompaniesInspectionListRequest {
  filter: InspectionListFilter;
  sort: InspectionSort;
  offset: number;
  limit: number;
  /** The fields each row carries; absent: every InspectionListField. */
  fields?: InspectionListField[];
  companyId?: Id;
}
export const AllCompaniesInspectionListRequest: t.Type<AllCompaniesInspectionListRequest, AllCompaniesInspectionListRequest, unknown> = rt.closedObject("AllCompaniesInspectionListRequest", {
  filter: InspectionListFilter,
  sort: InspectionSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(InspectionListField, 14),
  companyId: Id,
});

/** The inspections list's own window plus the Company column. */
export interface AllCompaniesInspectionListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: InspectionListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesInspectionListResponse: t.Type<AllCompaniesInspectionListResponse, AllCompaniesInspectionListResponse, unknown> = rt.closedObject("AllCompaniesInspectionListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: InspectionListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesInspectionRecord {
  company: CompanyRef;
  inspection: Inspection;
}
export const AllCompaniesInspectionRecord: t.Type<AllCompaniesInspectionRecord, AllCompaniesInspectionRecord, unknown> = rt.closedObject("AllCompaniesInspectionRecord", {
  company: CompanyRef,
  inspection: Inspection,
}, {});

/** The billing list's own request plus the company filter. */
export interface AllCompaniesInvoiceListRequest {
  filter: InvoiceListFilter;
  sort: InvoiceSort;
  offset: number;
  limit: number;
  fields?: InvoiceListField[];
  companyId?: Id;
}
export const AllCompaniesInvoiceListRequest: t.Type<AllCompaniesInvoiceListRequest, AllCompaniesInvoiceListRequest, unknown> = rt.closedObject("AllCompaniesInvoiceListRequest", {
  filter: InvoiceListFilter,
  sort: InvoiceSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(InvoiceListField, 8),
  companyId: Id,
});

/** The billing list's own window plus the Company column. */
export interface AllCompaniesInvoiceListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: InvoiceListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesInvoiceListResponse: t.Type<AllCompaniesInvoiceListResponse, AllCompaniesInvoiceListResponse, unknown> = rt.closedObject("AllCompaniesInvoiceListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: InvoiceListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesInvoiceRecord {
  company: CompanyRef;
  invoice: Invoice;
}
export const AllCompaniesInvoiceRecord: t.Type<AllCompaniesInvoiceRecord, AllCompaniesInvoiceRecord, unknown> = rt.closedObject("AllCompaniesInvoiceRecord", {
  company: CompanyRef,
  invoice: Invoice,
}, {});

/** Rows of one watched cross-company list that changed in any company since the last batch: the domain's own changed items (under the list's name; employees keyed by employment id, as the list's rows are; mapPositions' rows read afresh for the vehicles that changed) with each row's company. */
export interface AllCompaniesListChanged {
  /** The watch's company filter; absent when the list shows every company. */
  companyId?: Id;
  /** Each changed row's company, by row id. */
  companyIds: Record<string, Id>;
  /** The names of the companies in companyIds. */
  companyNames: Record<string, string>;
  vehicles?: VehiclesChanged;
  inspections?: InspectionsChanged;
  employees?: UsersChanged;
  hours?: TimesheetsChanged;
  checkins?: CheckInsChanged;
  invoices?: InvoicesChanged;
  equipment?: EquipmentChanged;
  checklists?: ChecklistsChanged;
  schedules?: SchedulesChanged;
  reports?: ReportsChanged;
  cards?: CardsChanged;
  mapPositions?: MapPositionsChanged;
}
export const AllCompaniesListChanged: t.Type<AllCompaniesListChanged, AllCompaniesListChanged, unknown> = rt.closedObject("AllCompaniesListChanged", {
  companyIds: rt.safeRecord(Id, 5000),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 5000),
}, {
  companyId: Id,
  vehicles: VehiclesChanged,
  inspections: InspectionsChanged,
  employees: UsersChanged,
  hours: TimesheetsChanged,
  checkins: CheckInsChanged,
  invoices: InvoicesChanged,
  equipment: EquipmentChanged,
  checklists: ChecklistsChanged,
  schedules: SchedulesChanged,
  reports: ReportsChanged,
  cards: CardsChanged,
  mapPositions: MapPositionsChanged,
});

/** A cross-company list kept live while an operator's screen shows it: the admin list's name (its path, camelCased: map-positions is mapPositions). Each has a property of the same name in AllCompaniesListChanged (a new list adds both, and its line in src/server/features/allcompanies/live-lists.ts). */
export type AllCompaniesLiveList = "vehicles" | "inspections" | "employees" | "hours" | "checkins" | "invoices" | "equipment" | "checklists" | "schedules" | "reports" | "cards" | "mapPositions";
export const AllCompaniesLiveList: t.Type<AllCompaniesLiveList, AllCompaniesLiveList, unknown> = rt.stringEnum(["vehicles", "inspections", "employees", "hours", "checkins", "invoices", "equipment", "checklists", "schedules", "reports", "cards", "mapPositions"] as const);

/** A cross-company list this socket shows: every company's rows, or (companyId) the one company it is narrowed to. */
export interface AllCompaniesListWatch {
  list: AllCompaniesLiveList;
  companyId?: Id;
}
export const AllCompaniesListWatch: t.Type<AllCompaniesListWatch, AllCompaniesListWatch, unknown> = rt.closedObject("AllCompaniesListWatch", {
  list: AllCompaniesLiveList,
}, {
  companyId: Id,
});

/** The windowed positions list's request plus the company filter. */
export interface AllCompaniesMapPositionListRequest {
  filter: MapPositionWindowFilter;
  sort: MapPositionWindowSort;
  offset: number;
  limit: number;
  fields?: MapPositionWindowField[];
  companyId?: Id;
}
export const AllCompaniesMapPositionListRequest: t.Type<AllCompaniesMapPositionListRequest, AllCompaniesMapPositionListRequest, unknown> = rt.closedObject("AllCompaniesMapPositionListRequest", {
  filter: MapPositionWindowFilter,
  sort: MapPositionWindowSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(MapPositionWindowField, 7),
  companyId: Id,
});

/** The windowed positions list's window (ids are vehicle ids) plus the Company column. */
export interface AllCompaniesMapPositionListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: MapPositionWindowColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesMapPositionListResponse: t.Type<AllCompaniesMapPositionListResponse, AllCompaniesMapPositionListResponse, unknown> = rt.closedObject("AllCompaniesMapPositionListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: MapPositionWindowColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** The windowed reports list's request plus the company filter. */
export interface AllCompaniesReportListRequest {
  filter: ReportWindowFilter;
  sort: ReportWindowSort;
  offset: number;
  limit: number;
  fields?: ReportWindowField[];
  companyId?: Id;
}
export const AllCompaniesReportListRequest: t.Type<AllCompaniesReportListRequest, AllCompaniesReportListRequest, unknown> = rt.closedObject("AllCompaniesReportListRequest", {
  filter: ReportWindowFilter,
  sort: ReportWindowSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(ReportWindowField, 10),
  companyId: Id,
});

/** The windowed reports list's window plus the Company column. */
export interface AllCompaniesReportListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: ReportWindowColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesReportListResponse: t.Type<AllCompaniesReportListResponse, AllCompaniesReportListResponse, unknown> = rt.closedObject("AllCompaniesReportListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: ReportWindowColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** One record whole, as its company's reports screen reads it, with its company. */
export interface AllCompaniesReportRecord {
  company: CompanyRef;
  report: Report;
}
export const AllCompaniesReportRecord: t.Type<AllCompaniesReportRecord, AllCompaniesReportRecord, unknown> = rt.closedObject("AllCompaniesReportRecord", {
  company: CompanyRef,
  report: Report,
}, {});

/** The windowed schedules list's request (the companies' own schedules, never the templates) plus the company filter. */
export interface AllCompaniesScheduleListRequest {
  filter: ScheduleWindowFilter;
  sort: ScheduleWindowSort;
  offset: number;
  limit: number;
  fields?: ScheduleWindowField[];
  companyId?: Id;
}
export const AllCompaniesScheduleListRequest: t.Type<AllCompaniesScheduleListRequest, AllCompaniesScheduleListRequest, unknown> = rt.closedObject("AllCompaniesScheduleListRequest", {
  filter: ScheduleWindowFilter,
  sort: ScheduleWindowSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(ScheduleWindowField, 7),
  companyId: Id,
});

/** The windowed schedules list's window plus the Company column. */
export interface AllCompaniesScheduleListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: ScheduleWindowColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesScheduleListResponse: t.Type<AllCompaniesScheduleListResponse, AllCompaniesScheduleListResponse, unknown> = rt.closedObject("AllCompaniesScheduleListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: ScheduleWindowColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesScheduleRecord {
  company: CompanyRef;
  schedule: VehicleSchedule;
}
export const AllCompaniesScheduleRecord: t.Type<AllCompaniesScheduleRecord, AllCompaniesScheduleRecord, unknown> = rt.closedObject("AllCompaniesScheduleRecord", {
  company: CompanyRef,
  schedule: VehicleSchedule,
}, {});

/** The hours list's own request plus the company filter. */
export interface AllCompaniesTimesheetListRequest {
  filter: TimesheetListFilter;
  sort: TimesheetSort;
  offset: number;
  limit: number;
  fields?: TimesheetListField[];
  companyId?: Id;
}
export const AllCompaniesTimesheetListRequest: t.Type<AllCompaniesTimesheetListRequest, AllCompaniesTimesheetListRequest, unknown> = rt.closedObject("AllCompaniesTimesheetListRequest", {
  filter: TimesheetListFilter,
  sort: TimesheetSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(TimesheetListField, 13),
  companyId: Id,
});

/** The hours list's own window plus the Company column. */
export interface AllCompaniesTimesheetListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: TimesheetListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesTimesheetListResponse: t.Type<AllCompaniesTimesheetListResponse, AllCompaniesTimesheetListResponse, unknown> = rt.closedObject("AllCompaniesTimesheetListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: TimesheetListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesTimesheetRecord {
  company: CompanyRef;
  timesheet: TimesheetDetails;
}
export const AllCompaniesTimesheetRecord: t.Type<AllCompaniesTimesheetRecord, AllCompaniesTimesheetRecord, unknown> = rt.closedObject("AllCompaniesTimesheetRecord", {
  company: CompanyRef,
  timesheet: TimesheetDetails,
}, {});

/** The vehicles list's own request plus the company filter. */
export interface AllCompaniesVehicleListRequest {
  filter: VehicleListFilter;
  sort: VehicleSort;
  offset: number;
  limit: number;
  /** The fields each row carries (the list's visible columns); absent: every VehicleListField. */
  fields?: VehicleListField[];
  companyId?: Id;
}
export const AllCompaniesVehicleListRequest: t.Type<AllCompaniesVehicleListRequest, AllCompaniesVehicleListRequest, unknown> = rt.closedObject("AllCompaniesVehicleListRequest", {
  filter: VehicleListFilter,
  sort: VehicleSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(VehicleListField, 13),
  companyId: Id,
});

/** The vehicles list's own window plus the Company column. */
export interface AllCompaniesVehicleListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: VehicleListColumns;
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const AllCompaniesVehicleListResponse: t.Type<AllCompaniesVehicleListResponse, AllCompaniesVehicleListResponse, unknown> = rt.closedObject("AllCompaniesVehicleListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: VehicleListColumns,
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

/** One record whole, as its company's details screen reads it, with its company. */
export interface AllCompaniesVehicleRecord {
  company: CompanyRef;
  vehicle: Vehicle;
}
export const AllCompaniesVehicleRecord: t.Type<AllCompaniesVehicleRecord, AllCompaniesVehicleRecord, unknown> = rt.closedObject("AllCompaniesVehicleRecord", {
  company: CompanyRef,
  vehicle: Vehicle,
}, {});

export interface CompanyOptions {
  companies: CompanyRef[];
}
export const CompanyOptions: t.Type<CompanyOptions, CompanyOptions, unknown> = rt.closedObject("CompanyOptions", {
  companies: rt.boundedArray(CompanyRef, 50),
}, {});

/** Companies whose name contains search (case-insensitive), by name; at most limit (default 20). */
export interface CompanyOptionsRequest {
  search?: string;
  limit?: number;
}
export const CompanyOptionsRequest: t.Type<CompanyOptionsRequest, CompanyOptionsRequest, unknown> = rt.closedObject("CompanyOptionsRequest", {}, {
  search: rt.boundedString({ maxLength: 100 }),
  limit: rt.boundedNumber({ integer: true, minimum: 1, maximum: 50 }),
});

/** A record of any company, by id. */
export interface RecordIdRequest {
  id: Id;
}
export const RecordIdRequest: t.Type<RecordIdRequest, RecordIdRequest, unknown> = rt.closedObject("RecordIdRequest", {
  id: Id,
}, {});
