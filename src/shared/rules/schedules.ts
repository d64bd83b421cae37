// Inspection schedules as data (docs/schedules.md "Records": schedule →
// questions → options), for the server to seed and companies to edit afterwards. The JSON
// is checked on load so a bad edit fails at start-up, not mid-inspection.

import nsc13Schedule1Json from "./inspection-schedules/nsc13-schedule-1.json" with { type: "json" };
import nsc13Schedule2Json from "./inspection-schedules/nsc13-schedule-2.json" with { type: "json" };
import usDvirJson from "./inspection-schedules/us-dvir-396-11.json" with { type: "json" };

/** The option kinds (docs/schedules.md "Records"). */
export const OPTION_KINDS = ["remark", "major", "minor", "na", "ok"] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

export interface ScheduleOption {
  name: string;
  value: string;
  position: number;
  category: string;
  type: OptionKind;
  index: number;
  notes: string;
}

export interface ScheduleQuestion {
  part: number;
  value: string;
  type: "text" | "input";
  options: ScheduleOption[];
}

export interface ScheduleSource {
  title: string;
  edition: string;
  transcribed: string;
  method: string;
  /** Parts whose wording is least certain and most needs checking against the official text. */
  leastCertainParts: number[];
}

export interface VehicleScheduleData {
  name: string;
  description: string;
  declaration: string;
  number: string;
  source: ScheduleSource;
  questions: ScheduleQuestion[];
}

function invalid(where: string, what: string): never {
  throw new Error(`inspection schedule ${where}: ${what}`);
}

function checkSchedule(data: unknown, file: string): VehicleScheduleData {
  const schedule = data as VehicleScheduleData;
  for (const field of ["name", "description", "declaration", "number"] as const) {
    if (typeof schedule[field] !== "string" || schedule[field] === "") invalid(file, `missing ${field}`);
  }
  if (!Array.isArray(schedule.questions) || schedule.questions.length === 0) invalid(file, "no questions");
  schedule.questions.forEach((question, i) => {
    const where = `${file} question ${i}`;
    if (question.part !== i + 1) invalid(where, `parts must run 1, 2, 3… in order (found ${question.part})`);
    if (question.type !== "text" && question.type !== "input") invalid(where, `type must be text or input`);
    const positions = new Set<number>();
    for (const option of question.options) {
      if (!(OPTION_KINDS as readonly string[]).includes(option.type))
        invalid(where, `unknown option kind "${option.type}"`);
      if (positions.has(option.position)) invalid(where, `duplicate option position ${option.position}`);
      positions.add(option.position);
    }
  });
  return schedule;
}

/** NSC Standard 13 Part 2 Schedule 1: trucks, tractors and trailers (23 parts). */
export const NSC13_SCHEDULE_1 = checkSchedule(nsc13Schedule1Json, "nsc13-schedule-1.json");
/** NSC Standard 13 Part 2 Schedule 2: buses (25 parts). */
export const NSC13_SCHEDULE_2 = checkSchedule(nsc13Schedule2Json, "nsc13-schedule-2.json");
/** 49 CFR 396.11(a)(1): the parts a US driver vehicle inspection report must cover. */
export const US_DVIR_396_11 = checkSchedule(usDvirJson, "us-dvir-396-11.json");

export const VEHICLE_SCHEDULES: readonly VehicleScheduleData[] = [NSC13_SCHEDULE_1, NSC13_SCHEDULE_2, US_DVIR_396_11];

/** The defects of a question, i.e. its minor and major options, in form order. */
export function defectOptions(question: ScheduleQuestion): ScheduleOption[] {
  return question.options
    .filter((option) => option.type === "minor" || option.type === "major")
    .sort((a, b) => a.position - b.position || a.index - b.index);
}
