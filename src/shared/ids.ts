// Saved ids look like #<class>:<position> (docs/design/client-shell.md "Ids in addresses"); the class numbers are
// fixed here so ids stay stable across databases. The seeded vehicle categories keep their long-standing fixed ids
// (#23:5 Trailer…).

export const MODEL_CLASSES = {
  Company: 12,
  User: 13,
  Employee: 14,
  UserSession: 15,
  Registration: 16,
  PasswordReset: 17,
  VehicleCategory: 23,
  VehicleMaker: 24,
  VehicleType: 25,
  VehicleSchedule: 26,
  VehicleScheduleQuestion: 27,
  VehicleScheduleQuestionOption: 28,
  Vehicle: 30,
  File: 31,
  /** A vehicle inspection, its defects and remarks (docs/inspections.md "Records"). */
  VehicleInspection: 40,
  VehicleInspectionDefect: 41,
  VehicleInspectionComment: 42,
  /** A shop work order over open defects of a unit (docs/work-orders.md "Records"). */
  VehicleWorkOrder: 43,
  /** A driver's daily check-in (docs/checkins.md "Records"). */
  CheckIn: 45,
  /** Timesheet and TimesheetEntry, the driver's declarations (deferral, adverse conditions) and a day's edit history. */
  Timesheet: 50,
  TimesheetEntry: 51,
  HosDeclaration: 52,
  TimesheetEdit: 53,
  /** An import of a third-party ELD's output file (49 CFR 395 Subpart B App. A §4.8.2) for one driver and period. */
  EldImport: 54,
  /** A document of an employee's file (docs/users.md "Records"). */
  EmployeeDocument: 19,
  /** A report: a list exported as CSV or PDF (features/reports). */
  Report: 60,
  /** CheckList, CheckListItem, CheckListItemOption and a checklist result (item results inside it). */
  CheckList: 70,
  CheckListItem: 71,
  CheckListItemOption: 72,
  CheckListResult: 73,
  /** A checklist attached to a vehicle, optionally on a schedule (feature checklistsVehicles). */
  VehicleChecklist: 74,
  /** Equipment (non-road assets; the wire reports category #23:22). */
  Equipment: 75,
  /** Invoice, InvoiceItem, Payment and Card (billing). */
  Invoice: 80,
  InvoiceItem: 81,
  Payment: 82,
  Card: 83,
  /** An export of invoices and payments for QuickBooks, and its files (features/billing/quickbooks-*.ts). */
  QuickBooksExport: 84,
  QuickBooksExportFile: 85,
  /** An entry of the operator's append-only audit log (src/server/audit-log.ts). */
  AdminAudit: 90,
} as const;

export type ModelClassName = keyof typeof MODEL_CLASSES;

/** A saved record's id starts with "#"; anything else names a record not yet saved. */
export function isSavedId(id: string | undefined | null): id is string {
  return typeof id === "string" && /^#\d+:\d+$/.test(id);
}

export function classOfId(id: string): number | undefined {
  const match = /^#(\d+):\d+$/.exec(id);
  return match ? Number(match[1]) : undefined;
}

/**
 * In URLs an id is written as a fixed prefix plus base64url, so "#" and ":" need no escaping
 * (docs/design/client-shell.md "Ids in addresses").
 */
export const URL_ID_PREFIX = "i";

export function encodeIdForUrl(id: string): string {
  const base64 = btoa(id).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `${URL_ID_PREFIX}${base64}`;
}

export function decodeIdFromUrl(segment: string): string | undefined {
  if (!segment.startsWith(URL_ID_PREFIX)) return undefined;
  try {
    const base64 = segment.slice(URL_ID_PREFIX.length).replace(/-/g, "+").replace(/_/g, "/");
    const id = atob(base64);
    return isSavedId(id) ? id : undefined;
  } catch {
    return undefined;
  }
}
