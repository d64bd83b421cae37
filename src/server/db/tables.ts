// Kysely's view of the database. Column names are snake_case in SQL and here; mappers turn rows into the wire
// entities of src/shared/generated.
import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The columns every record has. */
interface CommonColumns {
  id: Generated<string>;
  created_by: string | null;
  created_date: Generated<Date>;
  modified_by: string | null;
  modified_date: Generated<Date>;
  state: Generated<string>;
  time_zone: string | null;
}

export interface CompaniesTable extends CommonColumns {
  name: string;
  website: string | null;
  email: string | null;
  phone: string | null;
  postal: string | null;
  country: string | null;
  jurisdiction: string | null;
  cvor: string | null;
  features: ColumnType<string[], string[], string[]>;
  address: ColumnType<unknown | null, string | null, string | null>;
  hq: ColumnType<unknown | null, string | null, string | null>;
  email_inspections_to_drivers: Generated<boolean>;
  timesheet_started_before_inspection: Generated<boolean>;
  credit_cents: Generated<number>;
  billing_period: Generated<string>;
  /** Migration 0006: the notification email lists (comma-separated), renewal date, billing and admin fields. */
  email_defects: Generated<string>;
  email_equipment: Generated<string>;
  email_equipment_defects: Generated<string>;
  email_invoice: Generated<string>;
  cmv_reg_date: ColumnType<number | null, number | null | undefined, number | null>;
  discount: Generated<string>;
  bay: ColumnType<string | null, string | null | undefined, string | null>;
  promo_code: ColumnType<string | null, string | null | undefined, string | null>;
  contract_start: ColumnType<number | null, number | null | undefined, number | null>;
  admin_summary: ColumnType<string | null, string | null | undefined, string | null>;
  admin_notes: ColumnType<string | null, string | null | undefined, string | null>;
  api_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0021: the operator's per-company feature prices (feature → cents) where they differ from the catalogue. */
  feature_prices: ColumnType<Record<string, number>, string | undefined, string>;
}

export interface UsersTable extends CommonColumns {
  email: string;
  first: string;
  last: string;
  phone: string | null;
  city: string | null;
  postal: string | null;
  jurisdiction: string | null;
  country: string | null;
  street: string | null;
  license_class: string | null;
  license_expiry: number | null;
  password_hash: string | null;
  last_sign_in: NullableTimestamp;
  /** Migration 0002: the user's language (mails are written in it) and signature image (data URL). */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
  signature: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface EmployeesTable extends CommonColumns {
  user_id: string;
  company_id: string;
  roles: ColumnType<string[], string[], string[]>;
  employment_id: string | null;
  compliance_type: Generated<string>;
  start_date: number | null;
  end_date: number | null;
  preferences: ColumnType<unknown, string | undefined, string>;
  /** Migration 0006: copies of the user's list fields (triggers keep them) and generated sort keys; never written. */
  first: ColumnType<string, never, never>;
  last: ColumnType<string, never, never>;
  email: ColumnType<string, never, never>;
  license_class: ColumnType<string, never, never>;
  /** NO_DATE (migration 0003) when the user has no licence expiry. */
  license_expiry: ColumnType<number, never, never>;
  name_key: ColumnType<string, never, never>;
  email_key: ColumnType<string, never, never>;
  employment_key: ColumnType<string, never, never>;
  /** state is active or invited: a live person. */
  live: ColumnType<boolean, never, never>;
  /** Migration 0007: the photo of the person's licence (a file of the company). */
  licence_photo_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0028: the state a removed employee had (active or invited), which restoring gives back. */
  state_before_removal: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  company_id: string | null;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  /** The company a platform administrator views read-only (migration 0023, features/operator/view-as.ts). */
  view_as_company_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The account's first session (migration 0034, features/accounts/migrations): home greets a newcomer. */
  first_of_account: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Failed sign-ins per key guessed at: an email, "address:<ip>" or "device:<id>" (migration 0031). */
export interface SignInAttemptsTable {
  key: string;
  failures: number;
  last_failure_at: Timestamp;
}

/** Migration 0032: the operator as the seller on invoices (features/billing/seller.ts); one row, id 1. */
export interface PlatformSellerTable {
  id: number;
  name: string;
  gst_hst_number: string | null;
  qst_number: string | null;
}

/** Migration 0031: a browser that signed in to the account before (features/accounts/devices.ts). */
export interface SignInDevicesTable {
  id: string;
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Generated<Date>;
  claimed_at: NullableTimestamp;
  sent_at: NullableTimestamp;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Generated<Date>;
  /** Migration 0008: files sent with the mail (the inspection report PDF), as [{filename, contentType, contentBase64}]. */
  attachments: ColumnType<unknown | null, string | null | undefined, string | null>;
}

export interface FeaturesTable {
  name: string;
  display_name: string;
  price_cents: number;
}

interface NamedReferenceTable extends CommonColumns {
  name: string;
}

export type VehicleCategoriesTable = NamedReferenceTable;
export type VehicleMakersTable = NamedReferenceTable;
export type VehicleTypesTable = NamedReferenceTable;

export interface FilesTable {
  id: Generated<string>;
  company_id: string;
  content_type: string;
  name: string;
  bytes: Uint8Array;
  size: number;
  created_by: string | null;
  created_date: Generated<Date>;
  /** Migration 0030: what the file is to its record (src/server/file-purposes.ts); null until attached. */
  purpose: ColumnType<string | null, string | null | undefined, string | null>;
  record_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VehiclesTable extends CommonColumns {
  company_id: string;
  name: string;
  category_id: string;
  category_name: string;
  plate: string;
  vin: string;
  make: string;
  model: string;
  year: number;
  colour: string | null;
  summary: string | null;
  jurisdiction: string | null;
  schedule_id: string | null;
  braking_type: string;
  odometer: string;
  odometer_type: string;
  hubometer_used: boolean;
  cvor_date: string | null;
  plate_expiry_date: string | null;
  start_of_operation: string | null;
  end_of_operation: string | null;
  last_safety_date: string | null;
  last_safety_number: string | null;
  cvor_number: string | null;
  weight: number | null;
  registered_gross_weight: number | null;
  gvwr: number | null;
  image_id: string | null;
  usage_type: string;
  notes: string | null;
  defect_type: Generated<string>;
  deleted: Generated<boolean>;
  /** Sort columns: NO_DATE (migration 0003) stands for "none". */
  safety_expiry: number;
  plate_expiry: number;
  compliance_due: number | null;
  /** Migration 0008: NSC 13 — the last trip inspection covers the unit until this instant (epoch ms). */
  inspected_until: ColumnType<number | null, number | null | undefined, number | null>;
  last_inspection_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RegistrationsTable {
  id: Generated<string>;
  key_hash: string;
  email: string;
  company_website: string | null;
  fields: ColumnType<unknown, string, string>;
  locale: Generated<string>;
  created_date: Generated<Date>;
  expires_at: Timestamp;
  completed_at: NullableTimestamp;
  company_id: string | null;
  user_id: string | null;
  state: Generated<string>;
  /** Migration 0021: the operator's decision (features/operator/registrations.ts). */
  decision: ColumnType<
    "approved" | "rejected" | null,
    "approved" | "rejected" | null | undefined,
    "approved" | "rejected" | null
  >;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: NullableTimestamp;
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PasswordResetsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  requested_by: string | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface BotCheckSpentTable {
  signature: string;
  expires_at: Timestamp;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** Migration 0004: inspection schedules. company_id NULL marks a standard template (schedule-templates.ts). */
export interface VehicleSchedulesTable extends CommonColumns {
  company_id: string | null;
  /** The template's stable key ("nsc13-schedule-1"…); on a company's copy, the key of the template it came from. */
  template_key: string | null;
  /** On a company's copy, the template row it was copied from. */
  template_id: string | null;
  name: string;
  description: Generated<string>;
  declaration: Generated<string>;
  number: Generated<string>;
  /** Where the text comes from and which edition (ScheduleSource of src/shared/rules/schedules.ts). */
  source: ColumnType<unknown | null, string | null | undefined, string | null>;
}

export interface VehicleScheduleQuestionsTable extends CommonColumns {
  schedule_id: string;
  part: number;
  value: string;
  type: Generated<"text" | "input">;
  copied_from: string | null;
}

export interface VehicleScheduleQuestionOptionsTable extends CommonColumns {
  question_id: string;
  name: string;
  value: string;
  position: number;
  category: Generated<string>;
  type: "ok" | "na" | "remark" | "minor" | "major";
  index: Generated<number>;
  notes: Generated<string>;
  copied_from: string | null;
}

/** Migration 0005: the recorded reply of each applied command (src/server/ws/commands.ts). */
export interface CommandRepliesTable {
  client_id: string;
  seq: number;
  event_name: string;
  user_id: string | null;
  reply: ColumnType<unknown | null, string | null, string | null>;
  created_at: Generated<Date>;
}

/** Migration 0007: a document of an employee's file; state active or removed (never deleted). */
export interface EmployeeDocumentsTable extends CommonColumns {
  company_id: string;
  employee_id: string;
  kind: string;
  title: Generated<string>;
  file_id: string;
  expires_at: ColumnType<number | null, number | null | undefined, number | null>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0009: a check-in. created_date is the check-in's own time; day its local date. */
export interface CheckInsTable extends CommonColumns {
  company_id: string;
  employee_id: string;
  user_id: string;
  employee_name: string;
  /** lower(employee_name), generated: the employee sort's key. */
  employee_key: ColumnType<string, never, never>;
  result: string;
  reason: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  day: string;
}

/** Migration 0008: one row per distinct declaration text signed on an inspection. */
export interface InspectionDeclarationsTable {
  id: Generated<number>;
  text_hash: string;
  text: string;
}

/** Migration 0008: inspections. Names are copied from the vehicle, trailers and driver at submit time. */
export interface VehicleInspectionsTable extends CommonColumns {
  company_id: string;
  vehicle_id: string;
  vehicle_name: string;
  vehicle_plate: Generated<string>;
  trailer_ids: ColumnType<string[], string[] | undefined, string[]>;
  trailer_names: Generated<string>;
  /** [{vehicleId, name, plate?, attachedAt?, detachedAt?}] */
  trailers: ColumnType<unknown, string | undefined, string>;
  driver_id: string;
  driver_name: string;
  schedule_id: string;
  schedule_name: string;
  schedule_number: Generated<string>;
  declaration_id: number | null;
  trip_type: string;
  inspected_at: number;
  odometer: string | null;
  odometer_type: string | null;
  hubometer: string | null;
  plate: string | null;
  location: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  /** Stored answers (features/inspections/stored-answers.ts). */
  answers: ColumnType<unknown, string, string>;
  declaration_accepted: boolean;
  signature_file_id: string | null;
  /** 0 good, 1 minor, 2 major: as found, and now (the most severe open defect). */
  found_rank: number;
  status_rank: number;
  open_defects: Generated<number>;
}

/** Migration 0008: one row per minor or major answer; defect_state open until signed off. */
export interface VehicleInspectionDefectsTable extends CommonColumns {
  company_id: string;
  inspection_id: string;
  vehicle_id: string;
  vehicle_name: string;
  question_id: string;
  part: number;
  question: string;
  severity: "minor" | "major";
  description: Generated<string>;
  remark: string | null;
  reported_at: number;
  reported_by_name: string | null;
  defect_state: Generated<"open" | "repaired" | "no-correction-needed">;
  repaired_by: string | null;
  repaired_by_name: string | null;
  repaired_at: number | null;
  repair_note: string | null;
  repair_signature_file_id: string | null;
  acknowledged_by: string | null;
  acknowledged_by_name: string | null;
  acknowledged_at: number | null;
  acknowledged_inspection_id: string | null;
  /** Migration 0013: the work order that covers the defect. */
  work_order_id: Generated<string | null>;
}

/** Migration 0013: a shop work order over open defects of one unit; number per company (work_order_counters). */
export interface VehicleWorkOrdersTable extends CommonColumns {
  company_id: string;
  number: number;
  vehicle_id: string;
  vehicle_name: string;
  status: Generated<"open" | "in-progress" | "completed">;
  assigned_to: string | null;
  assigned_to_name: string | null;
  notes: Generated<string>;
  opened_at: number;
  opened_by_name: string;
  due_at: number | null;
  started_at: number | null;
  completed_at: number | null;
  completed_by: string | null;
  completed_by_name: string | null;
  /** Migration 0024: the defects it covers, kept by a trigger when a defect is put on it. */
  defect_count: ColumnType<number, never, never>;
  major_defects: ColumnType<number, never, never>;
  defects_text: ColumnType<string, never, never>;
  /** Generated: open 0, in progress 1, completed 2 (the status sort). */
  status_rank: ColumnType<number, never, never>;
  /** Generated: the assignee's name lowercased, '' when nobody is assigned (the assignee sort). */
  assignee_key: ColumnType<string, never, never>;
}

export interface WorkOrderCountersTable {
  company_id: string;
  last_number: number;
}

/** Migration 0008: an inspection's remarks (date, by, text). */
export interface VehicleInspectionRemarksTable extends CommonColumns {
  company_id: string;
  inspection_id: string;
  by_id: string | null;
  by_name: string;
  text: string;
}

/** Migration 0012: a list exported as CSV or PDF by a job; its file in report_chunks. */
export interface ReportsTable extends CommonColumns {
  company_id: string;
  list: string;
  format: string;
  filter: ColumnType<unknown, string, string>;
  sort: ColumnType<unknown | null, string | null, string | null>;
  rows_done: Generated<number>;
  rows_total: number | null;
  file_name: string;
  size: ColumnType<number | null, number | null | undefined, number | null>;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  error: string | null;
  run_token: string | null;
}

/** Migration 0012: a report's file, at most 1 MB per row, in seq order. */
export interface ReportChunksTable {
  report_id: string;
  seq: number;
  bytes: Uint8Array;
}

/** Migration 0011: the job queue (src/server/jobs). */
/** Migration 0029: the job workers alive now, each with its last heartbeat (src/server/jobs/worker.ts). */
export interface JobWorkersTable {
  id: string;
  heartbeat_at: Timestamp;
}

export interface JobsTable {
  id: Generated<string>;
  kind: string;
  dedupe_key: string | null;
  payload: ColumnType<unknown, string | undefined, string>;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  claimed_at: NullableTimestamp;
  claimed_by: string | null;
  finished_at: NullableTimestamp;
  failed_at: NullableTimestamp;
  last_error: string | null;
  progress: string | null;
  result: ColumnType<unknown | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

/** Migration 0010: a timesheet, one driver's record of duty status for one local day. */
export interface TimesheetsTable extends CommonColumns {
  company_id: string;
  employee_id: string;
  user_id: string;
  employee_name: string;
  /** lower(employee_name), generated: the driver sort's key and the search text. */
  employee_key: ColumnType<string, never, never>;
  day: string;
  /** substr(day, 1, 7), generated: the current-month filter. */
  month: ColumnType<string, never, never>;
  day_start: Timestamp;
  day_end: Timestamp;
  day_start_hour: Generated<number>;
  cycle: string;
  status: Generated<string>;
  /** Generated: the status sort's key (missing 0, incomplete 1, inProgress 2, complete 3, offDay 4). */
  status_rank: ColumnType<number, never, never>;
  driving_minutes: Generated<number>;
  on_duty_minutes: Generated<number>;
  on_duty_total_minutes: ColumnType<number, never, never>;
  off_duty_minutes: Generated<number>;
  sleeper_minutes: Generated<number>;
  start_location: ColumnType<string | null, string | null | undefined, string | null>;
  end_location: ColumnType<string | null, string | null | undefined, string | null>;
  signature: ColumnType<string | null, string | null | undefined, string | null>;
  certified_at: NullableTimestamp;
  certified_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Computed while its day had not ended: recomputed once it has (features/hours/rollover.ts). */
  open: Generated<boolean>;
}

/** Migration 0010: a timesheet entry, a duty status change; corrected or removed ones stay (never overwritten). */
export interface TimesheetEntriesTable extends CommonColumns {
  company_id: string;
  timesheet_id: string;
  employee_id: string;
  status: string;
  start_at: Timestamp;
  location: string | null;
  annotation: ColumnType<string | null, string | null | undefined, string | null>;
  origin: Generated<string>;
  replaces: ColumnType<string | null, string | null | undefined, string | null>;
  replaced_by: ColumnType<string | null, string | null | undefined, string | null>;
  removed_at: NullableTimestamp;
  removed_by: ColumnType<string | null, string | null | undefined, string | null>;
  removed_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** replaced_by and removed_at both null, generated. */
  live: ColumnType<boolean, never, never>;
  /** Migration 0014: the ELD import an entry came from, and the line of its event in the file. */
  eld_import_id: ColumnType<string | null, string | null | undefined, string | null>;
  eld_line: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Migration 0014: an import of a third-party ELD's output file for one driver and period. */
export interface EldImportsTable extends CommonColumns {
  company_id: string;
  employee_id: string;
  file_id: string;
  file_name: string;
  eld_registration_id: string | null;
  eld_identifier: string | null;
  file_driver: string;
  period_from: string;
  period_to: string;
  entry_count: number;
  check_value_mismatches: ColumnType<number[], string, string>;
}

/** Migration 0010: a driver's s.16 deferral (day = day 1) or adverse driving conditions (at). */
export interface HosDeclarationsTable extends CommonColumns {
  company_id: string;
  employee_id: string;
  timesheet_id: string | null;
  kind: "deferral" | "adverse";
  day: string;
  at: Timestamp;
  note: string | null;
}

/** Migration 0010: a line of a day's edit history. */
export interface TimesheetEditsTable extends CommonColumns {
  company_id: string;
  timesheet_id: string;
  kind: string;
  by_name: string;
  reason: string | null;
  before: ColumnType<unknown | null, string | null | undefined, string | null>;
  after: ColumnType<unknown | null, string | null | undefined, string | null>;
}

/** Migration 0017: a checklist; counts are kept in the transactions that change them. */
export interface ChecklistsTable extends CommonColumns {
  company_id: string;
  name: string;
  name_key: ColumnType<string, never, never>;
  description: Generated<string>;
  deleted: Generated<boolean>;
  item_count: Generated<number>;
  result_count: Generated<number>;
  last_result_at: NullableTimestamp;
}

/** Migration 0017: a checklist item; retired ones stay for the results that name them. */
export interface ChecklistItemsTable extends CommonColumns {
  company_id: string;
  checklist_id: string;
  idx: number;
  name: string;
  type: "text" | "number" | "list" | "bool";
  multi_select: Generated<boolean>;
  retired: Generated<boolean>;
}

/** Migration 0017: a checklist item's option. */
export interface ChecklistItemOptionsTable extends CommonColumns {
  company_id: string;
  checklist_id: string;
  item_id: string;
  idx: number;
  name: string;
  category: Generated<"none" | "minor" | "major">;
  retired: Generated<boolean>;
}

/** Migration 0017: a checklist result, its item results in `items` (jsonb). */
export interface ChecklistResultsTable extends CommonColumns {
  company_id: string;
  checklist_id: string;
  checklist_name: string;
  checklist_key: ColumnType<string, never, never>;
  /** Null for an equipment inspection (migration 0018: exactly one of vehicle_id and equipment_id is set). */
  vehicle_id: ColumnType<string | null, string | null | undefined, string | null>;
  vehicle_name: string;
  vehicle_key: ColumnType<string, never, never>;
  user_id: string;
  employee_id: string;
  employee_name: string;
  employee_key: ColumnType<string, never, never>;
  result_type: "initial" | "enroute";
  defect_type: "none" | "minor" | "major";
  defect_rank: ColumnType<number, never, never>;
  filled_at: Timestamp;
  items: ColumnType<unknown, string, string>;
  /** Migration 0018: an equipment inspection names the equipment instead of a vehicle (exactly one is set). */
  equipment_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0019: a checklist attached to a vehicle; due_on/due_at recomputed by every write that moves them. */
export interface VehicleChecklistsTable extends CommonColumns {
  company_id: string;
  vehicle_id: string;
  checklist_id: string;
  schedule: "none" | "everyDays" | "eachInspection";
  every_days: number | null;
  first_due_on: string | null;
  attached_at: Timestamp;
  scheduled_at: Timestamp;
  last_result_at: NullableTimestamp;
  due_on: string | null;
  /** Epoch ms (bigint: pg returns it as a string). */
  due_at: ColumnType<string | number | null, number | null, number | null>;
  detached_at: NullableTimestamp;
}

/** Migration 0018: a piece of equipment; sentinels as vehicles: year 0, hours_meter −1, last_inspected_at 0 = none. */
export interface EquipmentTable extends CommonColumns {
  company_id: string;
  name: string;
  name_key: ColumnType<string, never, never>;
  make: Generated<string>;
  model: Generated<string>;
  serial: Generated<string>;
  year: Generated<number>;
  hours_meter: Generated<number>;
  notes: string | null;
  image_id: string | null;
  defect_type: Generated<"none" | "minor" | "major">;
  last_inspected_at: ColumnType<number, number | undefined, number>;
  last_result_id: string | null;
  repaired_at: NullableTimestamp;
  repaired_by: string | null;
  repaired_by_name: string | null;
  repair_note: string | null;
  deleted: Generated<boolean>;
}

/** Each company's distinct values of the large lists' searched columns (migration 0026, src/server/lists/list-terms.ts). */
export interface ListTermsTable {
  company_id: string;
  list: string;
  field: string;
  term: string;
  written_at: ColumnType<Date, Date | undefined, never>;
}

/**
 * Every table Kysely knows. The tables of the first domains are listed here; a domain whose tables came later declares
 * them in its own folder and adds them to this interface there (`declare module "…/db/tables"`, as billing/tables.ts
 * does), so adding a domain's tables changes no central file (CONTRIBUTING.md "Adding a domain").
 */
export interface Database {
  list_terms: ListTermsTable;
  equipment: EquipmentTable;
  vehicle_checklists: VehicleChecklistsTable;
  checklists: ChecklistsTable;
  checklist_items: ChecklistItemsTable;
  checklist_item_options: ChecklistItemOptionsTable;
  checklist_results: ChecklistResultsTable;
  jobs: JobsTable;
  job_workers: JobWorkersTable;
  reports: ReportsTable;
  report_chunks: ReportChunksTable;
  inspection_declarations: InspectionDeclarationsTable;
  vehicle_inspections: VehicleInspectionsTable;
  vehicle_inspection_defects: VehicleInspectionDefectsTable;
  vehicle_inspection_remarks: VehicleInspectionRemarksTable;
  vehicle_work_orders: VehicleWorkOrdersTable;
  work_order_counters: WorkOrderCountersTable;
  checkins: CheckInsTable;
  timesheets: TimesheetsTable;
  timesheet_entries: TimesheetEntriesTable;
  hos_declarations: HosDeclarationsTable;
  timesheet_edits: TimesheetEditsTable;
  eld_imports: EldImportsTable;
  command_replies: CommandRepliesTable;
  companies: CompaniesTable;
  users: UsersTable;
  employees: EmployeesTable;
  employee_documents: EmployeeDocumentsTable;
  sessions: SessionsTable;
  sign_in_attempts: SignInAttemptsTable;
  sign_in_devices: SignInDevicesTable;
  platform_seller: PlatformSellerTable;
  mail_outbox: MailOutboxTable;
  features: FeaturesTable;
  registrations: RegistrationsTable;
  password_resets: PasswordResetsTable;
  bot_check_spent: BotCheckSpentTable;
  server_secrets: ServerSecretsTable;
  vehicle_categories: VehicleCategoriesTable;
  vehicle_makers: VehicleMakersTable;
  vehicle_types: VehicleTypesTable;
  files: FilesTable;
  vehicles: VehiclesTable;
  vehicle_schedules: VehicleSchedulesTable;
  vehicle_schedule_questions: VehicleScheduleQuestionsTable;
  vehicle_schedule_question_options: VehicleScheduleQuestionOptionsTable;
}
