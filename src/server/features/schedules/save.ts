// Editing a company's schedule. A schedule's text is what drivers answered, and past reports must keep showing the
// text they answered (NSC 13: the report is the record). So a question or option whose text changes is never
// rewritten in place: the old row is retired (state inactive, still readable by id) and a new row takes its place.
// Rows that did not change keep their ids; rows left out of the save are retired.
import type { Kysely, Transaction } from "kysely";

import type { FieldProblem } from "../../../shared/generated/common";
import type { ScheduleFields, ScheduleOptionFields, ScheduleQuestionFields } from "../../../shared/generated/schedules";
import type { Database } from "../../db/tables";
import { EventError } from "../../ws/event-error";

type Db = Kysely<Database> | Transaction<Database>;

interface ExistingOption {
  id: string;
  question_id: string;
  name: string;
  value: string;
  position: number;
  category: string;
  type: string;
  index: number;
  notes: string;
}

interface ExistingQuestion {
  id: string;
  part: number;
  value: string;
  type: string;
}

const optionValues = (o: ScheduleOptionFields) => ({
  name: o.name.trim(),
  value: o.value?.trim() || o.type,
  position: o.position,
  category:
    o.category ?? (o.type === "minor" || o.type === "major" ? o.type : o.type === "remark" ? "remark" : "status"),
  type: o.type,
  index: o.index ?? 0,
  notes: o.notes ?? "",
});

const sameOption = (a: ExistingOption, b: ReturnType<typeof optionValues>) =>
  a.name === b.name &&
  a.value === b.value &&
  a.position === b.position &&
  a.category === b.category &&
  a.type === b.type &&
  a.index === b.index &&
  a.notes === b.notes;

/** Field problems of a save: duplicate parts or option positions, ids that are not this schedule's. */
export function scheduleProblems(
  fields: ScheduleFields,
  questions: readonly ExistingQuestion[],
  options: readonly ExistingOption[],
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const parts = new Set<number>();
  const questionIds = new Set(questions.map((q) => q.id));
  fields.questions.forEach((question, i) => {
    const at = `schedule.questions.${i}`;
    if (parts.has(question.part)) problems.push({ path: `${at}.part`, problem: "duplicate" });
    parts.add(question.part);
    const foreign = question.id !== undefined && !questionIds.has(question.id);
    if (foreign) problems.push({ path: `${at}.id`, problem: "notInSchedule" });
    const positions = new Set<number>();
    question.options.forEach((option, j) => {
      if (positions.has(option.position)) problems.push({ path: `${at}.options`, problem: "duplicatePosition" });
      positions.add(option.position);
      // Under a foreign question id every option id is foreign too: that question's problem says it once.
      if (
        !foreign &&
        option.id !== undefined &&
        !options.some((o) => o.id === option.id && o.question_id === question.id)
      )
        problems.push({ path: `${at}.options.${j}.id`, problem: "notInQuestion" });
    });
  });
  return problems;
}

/** Writes `fields` over the schedule's questions and options (retiring changed and missing rows), stamped `now`. */
export async function writeScheduleQuestions(
  db: Db,
  scheduleId: string,
  fields: ScheduleFields,
  by: string,
  now: Date,
): Promise<void> {
  const questions = await db
    .selectFrom("vehicle_schedule_questions")
    .select(["id", "part", "value", "type"])
    .where("schedule_id", "=", scheduleId)
    .where("state", "=", "active")
    .execute();
  const options =
    questions.length === 0
      ? []
      : await db
          .selectFrom("vehicle_schedule_question_options")
          .select(["id", "question_id", "name", "value", "position", "category", "type", "index", "notes"])
          .where(
            "question_id",
            "in",
            questions.map((q) => q.id),
          )
          .where("state", "=", "active")
          .execute();
  const problems = scheduleProblems(fields, questions, options);
  if (problems.length > 0)
    throw new EventError("ValidationFailed", problems.map((p) => `${p.path}: ${p.problem}`).join("; "), problems);
  const stamp = { modified_by: by, modified_date: now };
  const retire = async (table: "vehicle_schedule_questions" | "vehicle_schedule_question_options", ids: string[]) => {
    if (ids.length > 0)
      await db
        .updateTable(table)
        .set({ state: "inactive", ...stamp })
        .where("id", "in", ids)
        .execute();
  };
  const kept = new Set<string>();
  for (const question of fields.questions) {
    const existing = questions.find((q) => q.id === question.id);
    const type = question.type ?? "text";
    const unchanged =
      existing && existing.part === question.part && existing.value === question.value.trim() && existing.type === type;
    const questionId = unchanged ? existing.id : await insertQuestion(db, scheduleId, question, by);
    if (unchanged) kept.add(existing.id);
    for (const option of question.options) {
      const values = optionValues(option);
      const current = unchanged ? options.find((o) => o.id === option.id && o.question_id === questionId) : undefined;
      if (current && sameOption(current, values)) {
        kept.add(current.id);
        continue;
      }
      await db
        .insertInto("vehicle_schedule_question_options")
        .values({
          question_id: questionId,
          ...values,
          copied_from: current?.id ?? null,
          created_by: by,
          modified_by: by,
          time_zone: null,
        })
        .execute();
    }
  }
  await retire(
    "vehicle_schedule_questions",
    questions.filter((q) => !kept.has(q.id)).map((q) => q.id),
  );
  await retire(
    "vehicle_schedule_question_options",
    options.filter((o) => !kept.has(o.id)).map((o) => o.id),
  );
}

async function insertQuestion(
  db: Db,
  scheduleId: string,
  question: ScheduleQuestionFields,
  by: string,
): Promise<string> {
  const row = await db
    .insertInto("vehicle_schedule_questions")
    .values({
      schedule_id: scheduleId,
      part: question.part,
      value: question.value.trim(),
      type: question.type ?? "text",
      copied_from: question.id ?? null,
      created_by: by,
      modified_by: by,
      time_zone: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
