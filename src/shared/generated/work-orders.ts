// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import * as t from "io-ts";
import * as rt from "../codec/runtime";
import { EpochMs, Id } from "./common";
import { DefectRepairInput, InspectionDefect, SignatureImage } from "./inspections";
import { SortDirection } from "./vehicles";

/** A shop work order's progress: open (waiting), in progress (a mechanic is on it), completed (its defects signed off). */
export type WorkOrderStatus = "open" | "in-progress" | "completed";
export const WorkOrderStatus: t.Type<WorkOrderStatus, WorkOrderStatus, unknown> = rt.stringEnum(["open", "in-progress", "completed"] as const);

/** A work order (docs/work-orders.md): the shop's job for one unit, covering open defects of its inspections (49 CFR 396.11(a)(3): repaired before the unit is driven again). number counts per company from 1. Completing it signs off its defects through the repair sign-off. */
export interface WorkOrder {
  id: Id;
  companyId: Id;
  number: number;
  vehicleId: Id;
  vehicleName: string;
  status: WorkOrderStatus;
  assignedToId?: Id;
  assignedToName?: string;
  notes: string;
  openedAt: EpochMs;
  openedByName: string;
  dueAt?: EpochMs;
  startedAt?: EpochMs;
  completedAt?: EpochMs;
  completedByName?: string;
  /** The inspections its defects were reported in. */
  inspectionIds: Id[];
  defects: InspectionDefect[];
  modifiedDate: EpochMs;
}
export const WorkOrder: t.Type<WorkOrder, WorkOrder, unknown> = rt.closedObject("WorkOrder", {
  id: Id,
  companyId: Id,
  number: rt.boundedNumber({ integer: true, minimum: 1 }),
  vehicleId: Id,
  vehicleName: rt.boundedString({ maxLength: 100 }),
  status: WorkOrderStatus,
  notes: rt.boundedString({ maxLength: 4000 }),
  openedAt: EpochMs,
  openedByName: rt.boundedString({ maxLength: 201 }),
  inspectionIds: rt.boundedArray(Id, 250),
  defects: rt.boundedArray(InspectionDefect, 250),
  modifiedDate: EpochMs,
}, {
  assignedToId: Id,
  assignedToName: rt.boundedString({ maxLength: 201 }),
  dueAt: EpochMs,
  startedAt: EpochMs,
  completedAt: EpochMs,
  completedByName: rt.boundedString({ maxLength: 201 }),
});

export type WorkOrderActiveStatus = "open" | "in-progress";
export const WorkOrderActiveStatus: t.Type<WorkOrderActiveStatus, WorkOrderActiveStatus, unknown> = rt.stringEnum(["open", "in-progress"] as const);

export interface WorkOrderAssignee {
  id: Id;
  name: string;
}
export const WorkOrderAssignee: t.Type<WorkOrderAssignee, WorkOrderAssignee, unknown> = rt.closedObject("WorkOrderAssignee", {
  id: Id,
  name: rt.boundedString({ maxLength: 201 }),
}, {});

/** Who a work order may be assigned to: the company's active mechanics, managers and owners. */
export interface WorkOrderAssignees {
  people: WorkOrderAssignee[];
}
export const WorkOrderAssignees: t.Type<WorkOrderAssignees, WorkOrderAssignees, unknown> = rt.closedObject("WorkOrderAssignees", {
  people: rt.boundedArray(WorkOrderAssignee, 2000),
}, {});

/** Column filters: each given text must occur in that column (case-insensitive), all of them at once. defects matches the defect summary. */
export interface WorkOrderColumnFilters {
  vehicleName?: string;
  defects?: string;
  assignee?: string;
}
export const WorkOrderColumnFilters: t.Type<WorkOrderColumnFilters, WorkOrderColumnFilters, unknown> = rt.closedObject("WorkOrderColumnFilters", {}, {
  vehicleName: rt.boundedString({ maxLength: 100 }),
  defects: rt.boundedString({ maxLength: 100 }),
  assignee: rt.boundedString({ maxLength: 100 }),
});

/** Completes a work order: one repair sign-off (repaired or no correction needed, with a note) for each of its defects still open, one signature for the lot (49 CFR 396.11(a)(3)); the units' defect state is recomputed in the same transaction. */
export interface WorkOrderCompleteRequest {
  id: Id;
  repairs: DefectRepairInput[];
  signature: SignatureImage;
  notes?: string;
}
export const WorkOrderCompleteRequest: t.Type<WorkOrderCompleteRequest, WorkOrderCompleteRequest, unknown> = rt.closedObject("WorkOrderCompleteRequest", {
  id: Id,
  repairs: rt.boundedArray(DefectRepairInput, 250),
  signature: SignatureImage,
}, {
  notes: rt.boundedString({ maxLength: 4000 }),
});

export interface WorkOrderIdRequest {
  id: Id;
}
export const WorkOrderIdRequest: t.Type<WorkOrderIdRequest, WorkOrderIdRequest, unknown> = rt.closedObject("WorkOrderIdRequest", {
  id: Id,
}, {});

/** One window column by column, each array parallel to `ids`, null where the work order has no value. */
export interface WorkOrderListColumns {
  number?: number[];
  vehicleId?: string[];
  vehicleName?: string[];
  status?: WorkOrderStatus[];
  defectCount?: number[];
  majorDefects?: number[];
  defectSummary?: string[];
  assignedToName?: (string | null)[];
  openedAt?: number[];
  dueAt?: (number | null)[];
  completedAt?: (number | null)[];
  modifiedDate?: number[];
}
export const WorkOrderListColumns: t.Type<WorkOrderListColumns, WorkOrderListColumns, unknown> = rt.closedObject("WorkOrderListColumns", {}, {
  number: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 1 }), 500),
  vehicleId: rt.boundedArray(rt.boundedString({ maxLength: 64 }), 500),
  vehicleName: rt.boundedArray(rt.boundedString({ maxLength: 100 }), 500),
  status: rt.boundedArray(WorkOrderStatus, 500),
  defectCount: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0 }), 500),
  majorDefects: rt.boundedArray(rt.boundedNumber({ integer: true, minimum: 0 }), 500),
  defectSummary: rt.boundedArray(rt.boundedString({ maxLength: 500 }), 500),
  assignedToName: rt.boundedArray(t.union([rt.boundedString({ maxLength: 201 }), t.null]), 500),
  openedAt: rt.boundedArray(rt.boundedNumber({}), 500),
  dueAt: rt.boundedArray(t.union([rt.boundedNumber({}), t.null]), 500),
  completedAt: rt.boundedArray(t.union([rt.boundedNumber({}), t.null]), 500),
  modifiedDate: rt.boundedArray(rt.boundedNumber({}), 500),
});

/** A field the work order list can show; a window carries only the fields asked for. */
export type WorkOrderListField = "number" | "vehicleId" | "vehicleName" | "status" | "defectCount" | "majorDefects" | "defectSummary" | "assignedToName" | "openedAt" | "dueAt" | "completedAt" | "modifiedDate";
export const WorkOrderListField: t.Type<WorkOrderListField, WorkOrderListField, unknown> = rt.stringEnum(["number", "vehicleId", "vehicleName", "status", "defectCount", "majorDefects", "defectSummary", "assignedToName", "openedAt", "dueAt", "completedAt", "modifiedDate"] as const);

/** active: open or in progress (not completed). */
export type WorkOrderStatusFilter = "active" | "open" | "in-progress" | "completed";
export const WorkOrderStatusFilter: t.Type<WorkOrderStatusFilter, WorkOrderStatusFilter, unknown> = rt.stringEnum(["active", "open", "in-progress", "completed"] as const);

/** status (absent: every work order), one unit (vehicleId), a search anywhere in the number (#12), the unit, the assignee and the defects, and column filters. */
export interface WorkOrderListFilter {
  status?: WorkOrderStatusFilter;
  vehicleId?: Id;
  search?: string;
  contains?: WorkOrderColumnFilters;
}
export const WorkOrderListFilter: t.Type<WorkOrderListFilter, WorkOrderListFilter, unknown> = rt.closedObject("WorkOrderListFilter", {}, {
  status: WorkOrderStatusFilter,
  vehicleId: Id,
  search: rt.boundedString({ maxLength: 100 }),
  contains: WorkOrderColumnFilters,
});

/** status sorts by progress (open < in progress < completed); assignee by name, unassigned first. */
export type WorkOrderSortColumn = "number" | "vehicleName" | "status" | "assignee" | "openedAt";
export const WorkOrderSortColumn: t.Type<WorkOrderSortColumn, WorkOrderSortColumn, unknown> = rt.stringEnum(["number", "vehicleName", "status", "assignee", "openedAt"] as const);

export interface WorkOrderSort {
  column: WorkOrderSortColumn;
  direction: SortDirection;
}
export const WorkOrderSort: t.Type<WorkOrderSort, WorkOrderSort, unknown> = rt.closedObject("WorkOrderSort", {
  column: WorkOrderSortColumn,
  direction: SortDirection,
}, {});

export interface WorkOrderListRequest {
  filter: WorkOrderListFilter;
  sort: WorkOrderSort;
  offset: number;
  limit: number;
  /** The fields each row carries; absent: every WorkOrderListField. */
  fields?: WorkOrderListField[];
}
export const WorkOrderListRequest: t.Type<WorkOrderListRequest, WorkOrderListRequest, unknown> = rt.closedObject("WorkOrderListRequest", {
  filter: WorkOrderListFilter,
  sort: WorkOrderSort,
  offset: rt.boundedNumber({ integer: true, minimum: 0, maximum: 100000000 }),
  limit: rt.boundedNumber({ integer: true, minimum: 0, maximum: 500 }),
}, {
  fields: rt.boundedArray(WorkOrderListField, 12),
});

export interface WorkOrderListResponse {
  count: number;
  offset: number;
  ids: Id[];
  columns: WorkOrderListColumns;
}
export const WorkOrderListResponse: t.Type<WorkOrderListResponse, WorkOrderListResponse, unknown> = rt.closedObject("WorkOrderListResponse", {
  count: rt.boundedNumber({ integer: true, minimum: 0 }),
  offset: rt.boundedNumber({ integer: true, minimum: 0 }),
  ids: rt.boundedArray(Id, 500),
  columns: WorkOrderListColumns,
}, {});

/** Opens a work order for a unit over some of its open defects (each on that unit, open, and not on another work order). assignedToId: a mechanic, manager or owner of the company. */
export interface WorkOrderOpenRequest {
  vehicleId: Id;
  defectIds: Id[];
  assignedToId?: Id;
  notes?: string;
  dueAt?: EpochMs;
}
export const WorkOrderOpenRequest: t.Type<WorkOrderOpenRequest, WorkOrderOpenRequest, unknown> = rt.closedObject("WorkOrderOpenRequest", {
  vehicleId: Id,
  defectIds: rt.boundedArray(Id, 250),
}, {
  assignedToId: Id,
  notes: rt.boundedString({ maxLength: 4000 }),
  dueAt: EpochMs,
});

/** A work order as a list row: the defects it covers counted (majorDefects of them major) and named in defectSummary ("question: what was picked", joined with "; " in the order reported). */
export interface WorkOrderSummary {
  id: Id;
  number: number;
  vehicleId: Id;
  vehicleName: string;
  status: WorkOrderStatus;
  defectCount: number;
  majorDefects: number;
  defectSummary: string;
  assignedToName?: string;
  openedAt: EpochMs;
  dueAt?: EpochMs;
  completedAt?: EpochMs;
  modifiedDate: EpochMs;
}
export const WorkOrderSummary: t.Type<WorkOrderSummary, WorkOrderSummary, unknown> = rt.closedObject("WorkOrderSummary", {
  id: Id,
  number: rt.boundedNumber({ integer: true, minimum: 1 }),
  vehicleId: Id,
  vehicleName: rt.boundedString({ maxLength: 100 }),
  status: WorkOrderStatus,
  defectCount: rt.boundedNumber({ integer: true, minimum: 0 }),
  majorDefects: rt.boundedNumber({ integer: true, minimum: 0 }),
  defectSummary: rt.boundedString({ maxLength: 500 }),
  openedAt: EpochMs,
  modifiedDate: EpochMs,
}, {
  assignedToName: rt.boundedString({ maxLength: 201 }),
  dueAt: EpochMs,
  completedAt: EpochMs,
});

/** Replaces a work order's status (open or in progress; completing is WorkOrderCompleteRequestEvent), assignee, notes and due date: an absent assignedToId or dueAt clears it. A completed work order does not change. */
export interface WorkOrderUpdateRequest {
  id: Id;
  status: WorkOrderActiveStatus;
  assignedToId?: Id;
  notes: string;
  dueAt?: EpochMs;
}
export const WorkOrderUpdateRequest: t.Type<WorkOrderUpdateRequest, WorkOrderUpdateRequest, unknown> = rt.closedObject("WorkOrderUpdateRequest", {
  id: Id,
  status: WorkOrderActiveStatus,
  notes: rt.boundedString({ maxLength: 4000 }),
}, {
  assignedToId: Id,
  dueAt: EpochMs,
});

export interface WorkOrders {
  items: WorkOrder[];
  /** More matched than the 200 returned. */
  more: boolean;
}
export const WorkOrders: t.Type<WorkOrders, WorkOrders, unknown> = rt.closedObject("WorkOrders", {
  items: rt.boundedArray(WorkOrder, 200),
  more: rt.boolean,
}, {});

/** Work orders of the receiver's company that were opened or changed (status, assignee, completion), as list rows. */
export interface WorkOrdersChanged {
  items: Record<string, WorkOrderSummary>;
}
export const WorkOrdersChanged: t.Type<WorkOrdersChanged, WorkOrdersChanged, unknown> = rt.closedObject("WorkOrdersChanged", {
  items: rt.safeRecord(WorkOrderSummary, 5000),
}, {});

/** The company's work orders, newest first: of one unit (vehicleId), covering defects of one inspection (inspectionId), or all; activeOnly leaves out completed ones. */
export interface WorkOrdersRequest {
  vehicleId?: Id;
  inspectionId?: Id;
  activeOnly?: boolean;
}
export const WorkOrdersRequest: t.Type<WorkOrdersRequest, WorkOrdersRequest, unknown> = rt.closedObject("WorkOrdersRequest", {}, {
  vehicleId: Id,
  inspectionId: Id,
  activeOnly: rt.boolean,
});
