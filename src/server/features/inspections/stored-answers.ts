// The answers of one inspection as stored in vehicle_inspections.answers (jsonb). At 10⁶ inspections of ~23 parts
// each, the format is what decides the table's size, so it is compact but still readable in psql: an object keyed
// by question id (`questionId|unitId` for an answer about a trailer), whose value is "ok" or "na" for a plain answer,
// or {o, d?, r?, p?} — option, defect option ids, remark, photo ids — when there is more to say. About 450 bytes for
// a Schedule 1 inspection instead of ~1.2 KB for the wire shape.
import type { AnswerOption } from "../../../shared/generated/inspections";

export interface StoredAnswer {
  questionId: string;
  /** Absent: the inspection's vehicle. */
  unitId?: string;
  option: AnswerOption;
  defectOptionIds: string[];
  remark?: string;
  photoIds: string[];
}

type StoredValue = "ok" | "na" | { o: AnswerOption; d?: string[]; r?: string; p?: string[] };

export function encodeAnswers(answers: readonly StoredAnswer[]): string {
  const out: Record<string, StoredValue> = {};
  for (const answer of answers) {
    const key = answer.unitId ? `${answer.questionId}|${answer.unitId}` : answer.questionId;
    const plain = answer.defectOptionIds.length === 0 && answer.remark === undefined && answer.photoIds.length === 0;
    out[key] =
      plain && (answer.option === "ok" || answer.option === "na")
        ? answer.option
        : {
            o: answer.option,
            ...(answer.defectOptionIds.length > 0 ? { d: answer.defectOptionIds } : {}),
            ...(answer.remark !== undefined ? { r: answer.remark } : {}),
            ...(answer.photoIds.length > 0 ? { p: answer.photoIds } : {}),
          };
  }
  return JSON.stringify(out);
}

export function decodeAnswers(stored: unknown): StoredAnswer[] {
  if (typeof stored !== "object" || stored === null) return [];
  return Object.entries(stored as Record<string, StoredValue>).map(([key, value]) => {
    const [questionId, unitId] = key.split("|") as [string, string | undefined];
    const base = { questionId, ...(unitId ? { unitId } : {}) };
    if (typeof value === "string") return { ...base, option: value, defectOptionIds: [], photoIds: [] };
    return {
      ...base,
      option: value.o,
      defectOptionIds: value.d ?? [],
      ...(value.r !== undefined ? { remark: value.r } : {}),
      photoIds: value.p ?? [],
    };
  });
}
