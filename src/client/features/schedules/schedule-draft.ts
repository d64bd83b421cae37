// The edit screen's working copy of a schedule and its way back to a ScheduleSaveRequest. Rows keep their server
// ids (an unchanged question or option keeps its id, so past reports still point at it); each row also has a local
// key so React keeps an input's focus while rows are added and removed.
import type {
  ScheduleFields,
  ScheduleOptionFields,
  ScheduleOptionKind,
  VehicleSchedule,
} from "../../../shared/generated/schedules";

export interface DraftOption {
  key: string;
  id?: string;
  name: string;
  type: ScheduleOptionKind;
  position: number;
  /** What the server stored and the form does not show; sent back as is so an untouched option stays unchanged. */
  kept?: { value: string; category: string; index: number; notes: string; type: ScheduleOptionKind };
}

export interface DraftQuestion {
  key: string;
  id?: string;
  part: string;
  value: string;
  type: "text" | "input";
  options: DraftOption[];
}

export interface ScheduleDraft {
  name: string;
  description: string;
  declaration: string;
  number: string;
  questions: DraftQuestion[];
}

let counter = 0;
const newKey = () => `new-${(counter += 1)}`;

export function draftFromSchedule(schedule: VehicleSchedule): ScheduleDraft {
  return {
    name: schedule.name,
    description: schedule.description,
    declaration: schedule.declaration,
    number: schedule.number,
    questions: schedule.questions.map((question) => ({
      key: question.id,
      id: question.id,
      part: String(question.part),
      value: question.value,
      type: question.type,
      options: question.options.map((option) => ({
        key: option.id,
        id: option.id,
        name: option.name,
        type: option.type,
        position: option.position,
        kept: {
          value: option.value,
          category: option.category,
          index: option.index,
          notes: option.notes,
          type: option.type,
        },
      })),
    })),
  };
}

/** A new part after the last one, with the answers every part offers (names the user can change). */
export function newQuestion(
  draft: ScheduleDraft,
  names: Record<"ok" | "na" | "minor" | "major", string>,
): DraftQuestion {
  const last = Math.max(0, ...draft.questions.map((q) => Number(q.part) || 0));
  const kinds = ["ok", "na", "minor", "major"] as const;
  return {
    key: newKey(),
    part: String(last + 1),
    value: "",
    type: "text",
    options: kinds.map((type, position) => ({ key: newKey(), name: names[type], type, position })),
  };
}

/** A new option at the end of a part (positions must differ within a part). */
export function newOption(question: DraftQuestion, name: string, type: ScheduleOptionKind): DraftOption {
  const position = Math.max(-1, ...question.options.map((o) => o.position)) + 1;
  return { key: newKey(), name, type, position };
}

function optionFields(option: DraftOption): ScheduleOptionFields {
  const fields: ScheduleOptionFields = { name: option.name.trim(), type: option.type, position: option.position };
  if (option.id !== undefined) fields.id = option.id;
  const kept = option.kept;
  if (kept) {
    fields.value = kept.value;
    fields.index = kept.index;
    fields.notes = kept.notes;
    // A changed grade gets the category the server derives from it (minor/major/status/remark).
    if (kept.type === option.type) fields.category = kept.category;
  }
  return fields;
}

/** The save request's `schedule`; a part number that is not a number goes as NaN and fails the codec under its field. */
export function scheduleFieldsFromDraft(draft: ScheduleDraft): ScheduleFields {
  return {
    name: draft.name.trim(),
    description: draft.description,
    declaration: draft.declaration,
    number: draft.number.trim(),
    questions: draft.questions.map((question) => ({
      ...(question.id !== undefined ? { id: question.id } : {}),
      part: question.part.trim() === "" ? Number.NaN : Number(question.part),
      value: question.value.trim(),
      type: question.type,
      options: question.options.map(optionFields),
    })),
  };
}

/** The paths a save's problems can land under ("name", "questions.2.value", "questions.2.options.1.name"). */
export function draftFieldPaths(draft: ScheduleDraft): Set<string> {
  const paths = new Set(["name", "description", "declaration", "number", "questions"]);
  draft.questions.forEach((question, i) => {
    for (const field of ["part", "value", "options", "id"]) paths.add(`questions.${i}.${field}`);
    question.options.forEach((_, j) => {
      paths.add(`questions.${i}.options.${j}.name`);
      paths.add(`questions.${i}.options.${j}.id`);
    });
  });
  return paths;
}
