// Reading schedules (docs/schedules.md "Records": questions sorted by part, options by position, then index). A company
// reads its own schedules and the templates; another company's id reads like one that does not exist. Retired questions
// and options (state inactive, see save.ts) are left out of a schedule but stay readable by id, so a past inspection
// still shows the text its driver answered.
import { sql, type Kysely, type Transaction } from "kysely";

import type {
  ScheduleOptionKind,
  VehicleSchedule,
  VehicleScheduleQuestion,
  VehicleScheduleSummary,
} from "../../../shared/generated/schedules";
import { isBusCategory } from "../../../shared/rules/vehicles";
import { commonFields, optional } from "../../db/common-fields";
import type { Database } from "../../db/tables";
import { EventError } from "../../ws/event-error";
import { BUS_DEFAULT_TEMPLATE, TRUCK_DEFAULT_TEMPLATE, vehicleCountSql } from "./vehicle-count";

type Db = Kysely<Database> | Transaction<Database>;

export const scheduleNotFound = (id: string) =>
  new EventError("NotFound", `No inspection schedule ${id} in your company.`);

/** The questions (active ones, by part) of a schedule with their options (by position, then index). */
export async function loadQuestions(db: Db, scheduleId: string): Promise<VehicleScheduleQuestion[]> {
  const questions = await db
    .selectFrom("vehicle_schedule_questions")
    .selectAll()
    .where("schedule_id", "=", scheduleId)
    .where("state", "=", "active")
    .orderBy("part")
    .orderBy("id")
    .execute();
  if (questions.length === 0) return [];
  const options = await db
    .selectFrom("vehicle_schedule_question_options")
    .selectAll()
    .where(
      "question_id",
      "in",
      questions.map((q) => q.id),
    )
    .where("state", "=", "active")
    .orderBy("position")
    .orderBy("index")
    .orderBy("id")
    .execute();
  return questions.map((q) => ({
    id: q.id,
    part: q.part,
    value: q.value,
    type: q.type,
    options: options
      .filter((o) => o.question_id === q.id)
      .map((o) => ({
        id: o.id,
        name: o.name,
        value: o.value,
        position: o.position,
        category: o.category,
        type: o.type as ScheduleOptionKind,
        index: o.index,
        notes: o.notes,
      })),
  }));
}

/** How many vehicles use each of the company's active schedules (vehicle-count.ts). */
async function vehicleCounts(db: Db, companyId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("vehicle_schedules as s")
    .select(["s.id", vehicleCountSql("s").as("n")])
    .where("s.company_id", "=", companyId)
    .where("s.state", "=", "active")
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** A schedule of the company or a template, whole; NotFound for anything else. */
export async function loadSchedule(db: Db, companyId: string, id: string): Promise<VehicleSchedule> {
  const row = await db
    .selectFrom("vehicle_schedules")
    .selectAll()
    .where("id", "=", id)
    .where((eb) => eb.or([eb("company_id", "=", companyId), eb("company_id", "is", null)]))
    .where("state", "=", "active")
    .executeTakeFirst();
  if (!row) throw scheduleNotFound(id);
  const counts = row.company_id === null ? new Map<string, number>() : await vehicleCounts(db, companyId);
  return {
    ...commonFields(row, "VehicleSchedule"),
    ...optional({ companyId: row.company_id, templateKey: row.template_key, templateId: row.template_id }),
    isTemplate: row.company_id === null,
    name: row.name,
    description: row.description,
    declaration: row.declaration,
    number: row.number,
    questions: await loadQuestions(db, row.id),
    vehicleCount: counts.get(row.id) ?? 0,
  };
}

/** Summaries of the company's schedules, or of the templates (companyId null). */
export async function scheduleSummaries(
  db: Db,
  companyId: string | null,
  countsFor: string,
): Promise<Record<string, VehicleScheduleSummary>> {
  let query = db
    .selectFrom("vehicle_schedules as s")
    .select(["s.id", "s.name", "s.description", "s.number", "s.template_key", "s.company_id", "s.modified_date"])
    .select((eb) =>
      eb
        .selectFrom("vehicle_schedule_questions as q")
        .select(sql<number>`count(*)::int`.as("n"))
        .whereRef("q.schedule_id", "=", "s.id")
        .where("q.state", "=", "active")
        .as("question_count"),
    )
    .where("s.state", "=", "active");
  query = companyId === null ? query.where("s.company_id", "is", null) : query.where("s.company_id", "=", companyId);
  const rows = await query.orderBy("s.name").execute();
  const counts = companyId === null ? new Map<string, number>() : await vehicleCounts(db, countsFor);
  return Object.fromEntries(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        description: r.description,
        number: r.number,
        ...optional({ templateKey: r.template_key ?? undefined }),
        isTemplate: r.company_id === null,
        questionCount: Number(r.question_count ?? 0),
        vehicleCount: counts.get(r.id) ?? 0,
        modifiedDate: r.modified_date.getTime(),
      },
    ]),
  );
}

/**
 * The schedule a unit is inspected with: its own (the vehicle form's schedule field), else the company's copy of
 * NSC 13 Schedule 2 for a bus and Schedule 1 for anything else (Standard 13 Part 2: Schedule 1 covers trucks,
 * tractors and trailers, Schedule 2 buses). Undefined when the company has neither.
 */
export async function scheduleIdForVehicle(
  db: Db,
  companyId: string,
  vehicle: { schedule_id: string | null; category_id: string; category_name: string },
): Promise<string | undefined> {
  if (vehicle.schedule_id) {
    const own = await db
      .selectFrom("vehicle_schedules")
      .select("id")
      .where("id", "=", vehicle.schedule_id)
      .where("company_id", "=", companyId)
      .where("state", "=", "active")
      .executeTakeFirst();
    if (own) return own.id;
  }
  const key = isBusCategory({ id: vehicle.category_id, name: vehicle.category_name })
    ? BUS_DEFAULT_TEMPLATE
    : TRUCK_DEFAULT_TEMPLATE;
  const copy = await db
    .selectFrom("vehicle_schedules")
    .select("id")
    .where("company_id", "=", companyId)
    .where("template_key", "=", key)
    .where("state", "=", "active")
    .orderBy("id")
    .executeTakeFirst();
  return copy?.id;
}
