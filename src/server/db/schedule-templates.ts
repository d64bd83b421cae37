// The standard inspection schedules (docs/schedules.md "Rules") in the database. The texts live in
// src/shared/rules/inspection-schedules/*.json; seedScheduleTemplates writes them once as templates (company_id NULL),
// and copyScheduleTemplatesToCompany gives each company its own copies to edit, so no company's edit ever reaches the
// templates or another company.
import { sql, type Kysely } from "kysely";

import {
  NSC13_SCHEDULE_1,
  NSC13_SCHEDULE_2,
  US_DVIR_396_11,
  type OptionKind,
  type ScheduleOption,
  type ScheduleQuestion,
  type VehicleScheduleData,
} from "../../shared/rules/schedules";
import type { Database } from "./tables";

/** Each template under a stable key: seeding and copying are keyed by it, so re-running adds nothing. */
export const SCHEDULE_TEMPLATES: readonly { key: string; schedule: VehicleScheduleData }[] = [
  { key: "nsc13-schedule-1", schedule: NSC13_SCHEDULE_1 },
  { key: "nsc13-schedule-2", schedule: NSC13_SCHEDULE_2 },
  { key: "us-dvir-396-11", schedule: US_DVIR_396_11 },
];

/** The answers every part offers besides its defects, used when a data file leaves one out. */
const STANDARD_OPTIONS: Record<"ok" | "na" | "remark", Omit<ScheduleOption, "position">> = {
  ok: { name: "OK", value: "ok", category: "status", type: "ok", index: 0, notes: "" },
  na: { name: "N/A", value: "na", category: "status", type: "na", index: 0, notes: "" },
  remark: { name: "Remark", value: "remark", category: "remark", type: "remark", index: 0, notes: "" },
};

/**
 * A part's options as seeded: its own (OK, N/A, the minor and major defects, Remark), plus any of OK and N/A
 * (first) and Remark (last) the data lacks, sorted by position then index (docs/schedules.md "Records").
 */
export function templateOptions(question: ScheduleQuestion): ScheduleOption[] {
  const options = [...question.options];
  const has = (kind: OptionKind) => options.some((option) => option.type === kind);
  let first = Math.min(0, ...options.map((option) => option.position));
  let last = Math.max(0, ...options.map((option) => option.position));
  if (!has("na")) options.push({ ...STANDARD_OPTIONS.na, position: --first });
  if (!has("ok")) options.push({ ...STANDARD_OPTIONS.ok, position: --first });
  if (!has("remark")) options.push({ ...STANDARD_OPTIONS.remark, position: ++last });
  return options.sort((a, b) => a.position - b.position || a.index - b.index);
}

/** Runs `work` in the caller's transaction, or in a new one: a schedule is written whole or not at all. */
function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Writes the templates that are not in the database yet (run at every start by seedReferenceData). */
export async function seedScheduleTemplates(db: Kysely<Database>): Promise<void> {
  const present = new Set(
    (await db.selectFrom("vehicle_schedules").select("template_key").where("company_id", "is", null).execute()).map(
      (row) => row.template_key,
    ),
  );
  for (const { key, schedule } of SCHEDULE_TEMPLATES) {
    if (present.has(key)) continue;
    await inTransaction(db, async (trx) => {
      const system = { created_by: "system", modified_by: "system", time_zone: null };
      // Another server starting on the same database may have written it meanwhile: then this adds nothing.
      const row = await trx
        .insertInto("vehicle_schedules")
        .values({
          company_id: null,
          template_key: key,
          template_id: null,
          name: schedule.name,
          description: schedule.description,
          declaration: schedule.declaration,
          number: schedule.number,
          source: JSON.stringify(schedule.source),
          ...system,
        })
        .onConflict((oc) => oc.column("template_key").where("company_id", "is", null).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) return;
      const questions = await trx
        .insertInto("vehicle_schedule_questions")
        .values(
          schedule.questions.map((q) => ({
            schedule_id: row.id,
            part: q.part,
            value: q.value,
            type: q.type,
            copied_from: null,
            ...system,
          })),
        )
        .returning(["id", "part"])
        .execute();
      const questionOfPart = new Map(questions.map((q) => [q.part, q.id]));
      await trx
        .insertInto("vehicle_schedule_question_options")
        .values(
          schedule.questions.flatMap((q) =>
            templateOptions(q).map((o) => ({
              question_id: questionOfPart.get(q.part)!,
              name: o.name,
              value: o.value,
              position: o.position,
              category: o.category,
              type: o.type,
              index: o.index,
              notes: o.notes,
              copied_from: null,
              ...system,
            })),
          ),
        )
        .execute();
    });
  }
}

/**
 * Gives a company its own copy of every active template it has no copy of yet (idempotent per company); returns
 * how many schedules were copied. A copy keeps template_key and template_id, and each copied question and option
 * names the template row it came from in copied_from. Call it inside the transaction that creates the company.
 */
export async function copyScheduleTemplatesToCompany(
  db: Kysely<Database>,
  companyId: string,
  by = "system",
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const templates = await trx
      .selectFrom("vehicle_schedules")
      .selectAll()
      .where("company_id", "is", null)
      .where("state", "=", "active")
      .orderBy("template_key")
      .execute();
    const have = new Set(
      (
        await trx.selectFrom("vehicle_schedules").select("template_key").where("company_id", "=", companyId).execute()
      ).map((row) => row.template_key),
    );
    let copied = 0;
    for (const template of templates) {
      if (have.has(template.template_key)) continue;
      const copy = await trx
        .insertInto("vehicle_schedules")
        .values({
          company_id: companyId,
          template_key: template.template_key,
          template_id: template.id,
          name: template.name,
          description: template.description,
          declaration: template.declaration,
          number: template.number,
          source: template.source === null ? null : JSON.stringify(template.source),
          created_by: by,
          modified_by: by,
          time_zone: template.time_zone,
        })
        .onConflict((oc) =>
          oc
            .columns(["company_id", "template_key"])
            .where("company_id", "is not", null)
            .where("template_key", "is not", null)
            .doNothing(),
        )
        .returning("id")
        .executeTakeFirst();
      if (!copy) continue;
      await sql`
        insert into vehicle_schedule_questions (schedule_id, part, value, type, copied_from, created_by, modified_by, time_zone)
        select ${copy.id}::text, part, value, type, id, ${by}::text, ${by}::text, time_zone
        from vehicle_schedule_questions
        where schedule_id = ${template.id} and state = 'active'
        order by part`.execute(trx);
      await sql`
        insert into vehicle_schedule_question_options (question_id, name, value, position, category, type, "index", notes, copied_from, created_by, modified_by, time_zone)
        select q.id, o.name, o.value, o.position, o.category, o.type, o."index", o.notes, o.id, ${by}::text, ${by}::text, o.time_zone
        from vehicle_schedule_question_options o
        join vehicle_schedule_questions q on q.copied_from = o.question_id
        where q.schedule_id = ${copy.id} and o.state = 'active'
        order by q.part, o.position, o."index"`.execute(trx);
      copied++;
    }
    return copied;
  });
}
