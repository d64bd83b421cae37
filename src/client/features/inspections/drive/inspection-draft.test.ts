import { expect, test } from "vitest";

import type {
  VehicleSchedule,
  VehicleScheduleQuestion,
  VehicleScheduleQuestionOption,
} from "../../../../shared/generated/schedules";
import {
  chooseOption,
  defectChoices,
  emptyDraft,
  foundStatus,
  incompleteParts,
  submitRequest,
  type InspectionDraft,
} from "./inspection-draft";

const option = (
  id: string,
  type: VehicleScheduleQuestionOption["type"],
  position: number,
): VehicleScheduleQuestionOption => ({ id, name: id, value: id, position, category: type, type, index: 0, notes: "" });
const question = (id: string, part: number): VehicleScheduleQuestion => ({
  id,
  part,
  value: `Part ${part}`,
  type: "text",
  options: [
    option(`${id}-ok`, "ok", 0),
    option(`${id}-na`, "na", 1),
    option(`${id}-minor`, "minor", 2),
    option(`${id}-major`, "major", 3),
  ],
});
const schedule: VehicleSchedule = {
  id: "#26:1",
  isTemplate: false,
  name: "Schedule 1",
  description: "",
  declaration: "I declare",
  number: "1",
  questions: [question("q1", 1), question("q2", 2)],
  vehicleCount: 0,
} as VehicleSchedule;
const [q1, q2] = schedule.questions as [VehicleScheduleQuestion, VehicleScheduleQuestion];

test("a major answer offers major then minor defects; a minor one only minor ones", () => {
  expect(defectChoices(q1, "major").map((o) => o.id)).toEqual(["q1-major", "q1-minor"]);
  expect(defectChoices(q1, "minor").map((o) => o.id)).toEqual(["q1-minor"]);
  expect(defectChoices(q1, "ok")).toEqual([]);
});

test("lowering an answer drops the defects it no longer allows; ok drops them all", () => {
  const major = { ...chooseOption(q1, undefined, "major"), defectOptionIds: ["q1-major", "q1-minor"] };
  expect(chooseOption(q1, major, "minor").defectOptionIds).toEqual(["q1-minor"]);
  expect(chooseOption(q1, major, "ok").defectOptionIds).toEqual([]);
});

test("a part is incomplete until answered, and a defect until it names the defect or has a remark", () => {
  const draft: InspectionDraft = { ...emptyDraft(), answers: { q1: chooseOption(q1, undefined, "major") } };
  expect(incompleteParts(draft, schedule)).toEqual([1, 2]);
  draft.answers.q1 = { ...draft.answers.q1!, remark: "cracked" };
  draft.answers.q2 = chooseOption(q2, undefined, "ok");
  expect(incompleteParts(draft, schedule)).toEqual([]);
  expect(foundStatus(draft)).toBe("major");
});

test("the submit request carries every answer, the unit of a trailer's defect, and nothing empty", () => {
  const draft: InspectionDraft = {
    ...emptyDraft(),
    vehicle: { id: "#30:1", name: "Truck 1", plate: "AB-123" },
    trailers: [{ id: "#30:2", name: "Reefer" }],
    odometer: " 12345 ",
    location: "Yard",
    declarationAccepted: true,
    acknowledged: ["#50:1"],
    answers: {
      q1: { option: "minor", defectOptionIds: ["q1-minor"], remark: "", photoIds: ["#31:9"], unitId: "#30:2" },
      q2: { option: "ok", defectOptionIds: [], remark: "", photoIds: [] },
    },
  };
  const request = submitRequest(draft, schedule, "data:image/png;base64,AAAA", 1_000);
  expect(request).toEqual({
    vehicleId: "#30:1",
    scheduleId: "#26:1",
    tripType: "pre-trip",
    inspectedAt: 1_000,
    location: "Yard",
    answers: [
      { questionId: "q1", option: "minor", unitId: "#30:2", defectOptionIds: ["q1-minor"], photoIds: ["#31:9"] },
      { questionId: "q2", option: "ok" },
    ],
    declarationAccepted: true,
    signature: "data:image/png;base64,AAAA",
    trailers: [{ vehicleId: "#30:2", attachedAt: 1_000 }],
    odometer: "12345",
    plate: "AB-123",
    acknowledgedDefectIds: ["#50:1"],
  });
});
