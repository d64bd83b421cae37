// Inspection schedules (docs/schedules.md "Records": schedule → questions → options). Rows with company_id NULL are the
// standard templates seeded from src/shared/rules/inspection-schedules/*.json (schedule-templates.ts); each company
// gets its own copies to edit, which remember the template (template_key, template_id) and the rows they were copied
// from (copied_from), so a template is never changed by a company's edit.
import { sql, type Kysely } from "kysely";

import { MODEL_CLASSES } from "../../../shared/ids";
import { commonColumns } from "./common-columns";

const statements = [
  `create sequence vehicle_schedules_seq`,
  `create table vehicle_schedules (${commonColumns(MODEL_CLASSES.VehicleSchedule, "vehicle_schedules_seq")},
    company_id text references companies(id),
    template_key text,
    template_id text references vehicle_schedules(id),
    name text not null,
    description text not null default '',
    declaration text not null default '',
    number text not null default '',
    source jsonb,
    constraint vehicle_schedules_template_has_key check (company_id is not null or template_key is not null)
  )`,
  `create index vehicle_schedules_company_idx on vehicle_schedules (company_id)`,
  `create index vehicle_schedules_template_idx on vehicle_schedules (template_id)`,
  // One template per key, and at most one copy of each template per company: what makes seeding idempotent.
  `create unique index vehicle_schedules_template_key on vehicle_schedules (template_key) where company_id is null`,
  `create unique index vehicle_schedules_company_template_key on vehicle_schedules (company_id, template_key) where company_id is not null and template_key is not null`,
  `create sequence vehicle_schedule_questions_seq`,
  `create table vehicle_schedule_questions (${commonColumns(MODEL_CLASSES.VehicleScheduleQuestion, "vehicle_schedule_questions_seq")},
    schedule_id text not null references vehicle_schedules(id) on delete cascade,
    part integer not null,
    value text not null,
    type text not null default 'text' check (type in ('text', 'input')),
    copied_from text
  )`,
  `create index vehicle_schedule_questions_schedule_idx on vehicle_schedule_questions (schedule_id, part)`,
  `create sequence vehicle_schedule_question_options_seq`,
  `create table vehicle_schedule_question_options (${commonColumns(MODEL_CLASSES.VehicleScheduleQuestionOption, "vehicle_schedule_question_options_seq")},
    question_id text not null references vehicle_schedule_questions(id) on delete cascade,
    name text not null,
    value text not null,
    position integer not null,
    category text not null default '',
    type text not null check (type in ('ok', 'na', 'remark', 'minor', 'major')),
    "index" integer not null default 0,
    notes text not null default '',
    copied_from text
  )`,
  `create index vehicle_schedule_question_options_question_idx on vehicle_schedule_question_options (question_id, position)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
