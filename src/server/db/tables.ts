// Kysely's view of the database. Column names are snake_case in SQL and here; mappers turn rows into the wire
// entities of src/shared/generated.
import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The common entity columns of SPEC §3. */
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
  /** Migration 0006: SPEC §3's notification email lists (comma-separated), renewal date, billing and admin fields. */
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
  /** state is active or invited (SPEC §4: live). */
  live: ColumnType<boolean, never, never>;
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
}

export interface SignInAttemptsTable {
  email: string;
  failures: number;
  last_failure_at: Timestamp;
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

export interface Database {
  command_replies: CommandRepliesTable;
  companies: CompaniesTable;
  users: UsersTable;
  employees: EmployeesTable;
  sessions: SessionsTable;
  sign_in_attempts: SignInAttemptsTable;
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
