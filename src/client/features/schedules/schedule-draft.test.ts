import { describe, expect, it } from "vitest";

import type { VehicleSchedule } from "../../../shared/generated/schedules";
import { draftFromSchedule, newOption, newQuestion, scheduleFieldsFromDraft } from "./schedule-draft";

const schedule = {
  id: "sch_1",
  isTemplate: false,
  name: "Schedule 1",
  description: "Trucks",
  declaration: "I declare",
  number: "1",
  vehicleCount: 0,
  questions: [
    {
      id: "q1",
      part: 1,
      value: "Air brake system",
      type: "text",
      options: [
        { id: "o1", name: "No defect", value: "ok", position: 0, category: "status", type: "ok", index: 0, notes: "" },
        {
          id: "o2",
          name: "audible air leak",
          value: "1.minor.a",
          position: 2,
          category: "minor",
          type: "minor",
          index: 0,
          notes: "NSC 13 part 1 (a)",
        },
      ],
    },
  ],
} as unknown as VehicleSchedule;

describe("schedule draft", () => {
  it("sends an untouched schedule back with every stored value, so the server sees no change", () => {
    const fields = scheduleFieldsFromDraft(draftFromSchedule(schedule));
    expect(fields.questions[0]).toEqual({
      id: "q1",
      part: 1,
      value: "Air brake system",
      type: "text",
      options: [
        { id: "o1", name: "No defect", type: "ok", position: 0, value: "ok", index: 0, notes: "", category: "status" },
        {
          id: "o2",
          name: "audible air leak",
          type: "minor",
          position: 2,
          value: "1.minor.a",
          index: 0,
          notes: "NSC 13 part 1 (a)",
          category: "minor",
        },
      ],
    });
  });

  it("drops the stored category of an option whose grade changed (the server derives it)", () => {
    const draft = draftFromSchedule(schedule);
    draft.questions[0]!.options[1]!.type = "major";
    expect(scheduleFieldsFromDraft(draft).questions[0]!.options[1]!.category).toBeUndefined();
  });

  it("adds a part after the last one and options after the last position, without ids", () => {
    const draft = draftFromSchedule(schedule);
    const question = newQuestion(draft, { ok: "OK", na: "N/A", minor: "Minor", major: "Major" });
    expect(question.part).toBe("2");
    expect(question.options.map((o) => [o.type, o.position])).toEqual([
      ["ok", 0],
      ["na", 1],
      ["minor", 2],
      ["major", 3],
    ]);
    expect(newOption(draft.questions[0]!, "cracked hose", "major").position).toBe(3);
    draft.questions.push({ ...question, value: " Cab " });
    expect(scheduleFieldsFromDraft(draft).questions[1]).toMatchObject({ part: 2, value: "Cab" });
    expect(scheduleFieldsFromDraft(draft).questions[1]).not.toHaveProperty("id");
  });
});
