// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { Invoice, InvoiceListColumns, InvoiceListField, InvoiceListFilter, InvoiceSort } from "./billing";
import { CheckIn, CheckInListColumns, CheckInListField, CheckInListFilter, CheckInSort } from "./checkins";
import { Checklist, ChecklistListColumns, ChecklistListField, ChecklistListFilter, ChecklistSort } from "./checklists";
import { Id } from "./common";
import { Equipment, EquipmentListColumns, EquipmentListField, EquipmentListFilter, EquipmentSort } from "./equipment";
import { TimesheetDetails, TimesheetListColumns, TimesheetListField, TimesheetListFilter, TimesheetSort } from "./hours";
import { Inspection, InspectionListColumns, InspectionListField, InspectionListFilter, InspectionSort } from "./inspections";
import { Person, UserListColumns, UserListField, UserListFilter, UserSort } from "./users";
import { Vehicle, VehicleListColumns, VehicleListField, VehicleListFilter, VehicleSort } from "./vehicles";

/** The operator's company filter: absent, every company's records; an id, that company's only (its own list, same rows and order). */
export interface CompanyFilter {
  companyId?: Id;
}
export const CompanyFilter: t.Type<CompanyFilter, CompanyFilter, unknown> = rt.closedObject("CompanyFilter", {}, {
  companyId: Id,
});

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

/** The Company column of a cross-company window: each row's company id (parallel to ids) and the names of the companies in the window. */
export interface CompanyColumn {
  companyIds: Id[];
  companyNames: Record<string, string>;
}
export const CompanyColumn: t.Type<CompanyColumn, CompanyColumn, unknown> = rt.closedObject("CompanyColumn", {
  companyIds: rt.boundedArray(Id, 500),
  companyNames: rt.safeRecord(rt.boundedString({ maxLength: 200 }), 500),
}, {});

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
