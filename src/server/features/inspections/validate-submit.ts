// The rules a submitted inspection must meet before anything is written. Each problem names its field (Error.fields),
// so the driver app can show it where it belongs; any problem refuses the whole inspection.
//
// NSC Standard 13 Part 2 (and 49 CFR 396.11(a)): the driver inspects every item of the schedule and reports each
// defect found; a defect is graded minor or major by the schedule. So every part must be answered, a defect picked
// must be one the part lists, and it cannot be more severe than the grade the driver gave.
import type { FieldProblem } from "../../../shared/generated/common";
import type { InspectionSubmitRequest } from "../../../shared/generated/inspections";
import type { VehicleScheduleQuestion } from "../../../shared/generated/schedules";
import type { StoredAnswer } from "./stored-answers";

/** A device may run a little fast; an inspection sent later from a yard without signal may be days old. */
export const MAX_CLOCK_AHEAD_MS = 5 * 60_000;
export const MAX_SUBMIT_DELAY_MS = 14 * 24 * 3600_000;

export interface NewDefect {
  questionId: string;
  part: number;
  question: string;
  unitId: string;
  severity: "minor" | "major";
  description: string;
  remark?: string;
}

export interface CheckedSubmit {
  problems: FieldProblem[];
  answers: StoredAnswer[];
  defects: NewDefect[];
}

const RANK = { ok: 0, na: 0, minor: 1, major: 2 } as const;

/** Checks the answers against the schedule and the inspection's units; returns what to store when there is no problem. */
export function checkSubmit(
  payload: InspectionSubmitRequest,
  questions: readonly VehicleScheduleQuestion[],
  nowMs: number,
): CheckedSubmit {
  const problems: FieldProblem[] = [];
  const vehicleId = payload.vehicleId;
  const units = new Set([vehicleId]);
  (payload.trailers ?? []).forEach((trailer, i) => {
    if (trailer.vehicleId === vehicleId) problems.push({ path: `trailers.${i}.vehicleId`, problem: "sameAsVehicle" });
    else if (units.has(trailer.vehicleId)) problems.push({ path: `trailers.${i}.vehicleId`, problem: "duplicate" });
    units.add(trailer.vehicleId);
    if (trailer.attachedAt !== undefined && trailer.detachedAt !== undefined && trailer.detachedAt < trailer.attachedAt)
      problems.push({ path: `trailers.${i}.detachedAt`, problem: "beforeAttached" });
  });
  if (payload.declarationAccepted !== true) problems.push({ path: "declarationAccepted", problem: "required" });
  if (payload.inspectedAt !== undefined && payload.inspectedAt > nowMs + MAX_CLOCK_AHEAD_MS)
    problems.push({ path: "inspectedAt", problem: "future" });
  if (payload.inspectedAt !== undefined && payload.inspectedAt < nowMs - MAX_SUBMIT_DELAY_MS)
    problems.push({ path: "inspectedAt", problem: "tooOld" });

  const byId = new Map(questions.map((q) => [q.id, q]));
  const answered = new Set<string>();
  const seen = new Set<string>();
  const answers: StoredAnswer[] = [];
  const defects: NewDefect[] = [];
  payload.answers.forEach((answer, i) => {
    const at = `answers.${i}`;
    const question = byId.get(answer.questionId);
    if (!question) {
      problems.push({ path: `${at}.questionId`, problem: "unknownQuestion" });
      return;
    }
    const unitId = answer.unitId ?? vehicleId;
    if (!units.has(unitId)) problems.push({ path: `${at}.unitId`, problem: "notAUnit" });
    const key = `${question.id}|${unitId}`;
    if (seen.has(key)) problems.push({ path: at, problem: "duplicate" });
    seen.add(key);
    answered.add(question.id);
    const picked = (answer.defectOptionIds ?? []).map((optionId, j) => {
      const option = question.options.find((o) => o.id === optionId);
      if (!option) problems.push({ path: `${at}.defectOptionIds.${j}`, problem: "optionOfAnotherQuestion" });
      else if ((option.type !== "minor" && option.type !== "major") || RANK[option.type] > RANK[answer.option])
        problems.push({ path: `${at}.defectOptionIds.${j}`, problem: "severity" });
      return option;
    });
    const remark = answer.remark?.trim() || undefined;
    if ((answer.option === "minor" || answer.option === "major") && picked.length === 0 && remark === undefined)
      problems.push({ path: `${at}.remark`, problem: "defectNeedsDetail" });
    answers.push({
      questionId: question.id,
      ...(unitId !== vehicleId ? { unitId } : {}),
      option: answer.option,
      defectOptionIds: answer.defectOptionIds ?? [],
      ...(remark !== undefined ? { remark } : {}),
      photoIds: answer.photoIds ?? [],
    });
    if (answer.option === "minor" || answer.option === "major") {
      defects.push({
        questionId: question.id,
        part: question.part,
        question: question.value,
        unitId,
        severity: answer.option,
        description: picked.flatMap((option) => (option ? [option.name] : [])).join("; "),
        ...(remark !== undefined ? { remark } : {}),
      });
    }
  });
  for (const question of questions)
    if (!answered.has(question.id)) problems.push({ path: "answers", problem: "unanswered", limit: question.part });
  return { problems, answers, defects };
}
