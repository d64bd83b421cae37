import { expect, test } from "vitest";

import type { VehicleInspectionState } from "../../../../shared/generated/inspections";
import type { VehicleSchedule, VehicleScheduleQuestion } from "../../../../shared/generated/schedules";
import { draftFromRequest } from "./draft-from-request";
import { emptyDraft, submitRequest, type InspectionDraft } from "./inspection-draft";

const question = (id: string, part: number): VehicleScheduleQuestion => ({
  id,
  part,
  value: `Part ${part}`,
  type: "text",
  options: [],
});
const schedule = {
  id: "#26:1",
  isTemplate: false,
  name: "Schedule 1",
  description: "",
  declaration: "I declare",
  number: "1",
  questions: [question("q1", 1), question("q2", 2)],
  vehicleCount: 0,
} as VehicleSchedule;
const unit = (id: string, name: string, extra: Partial<VehicleInspectionState> = {}): VehicleInspectionState => ({
  vehicleId: id,
  vehicleName: name,
  defectType: "none",
  outOfService: false,
  openDefects: [],
  repairsToAcknowledge: [],
  ...extra,
});
const repair = {
  id: "#41:7",
  inspectionId: "#40:1",
  vehicleId: "#30:1",
  vehicleName: "T-101",
  questionId: "q1",
  part: 1,
  question: "Part 1",
  severity: "minor" as const,
  description: "",
  reportedAt: 1,
  state: "repaired" as const,
};

test("a refused inspection comes back as the draft it was, to sign again", () => {
  const prepared = {
    schedule,
    units: [unit("#30:1", "T-101", { plate: "AB 123", repairsToAcknowledge: [repair] }), unit("#30:9", "TR-401")],
  };
  const draft: InspectionDraft = {
    ...emptyDraft(),
    vehicle: { id: "#30:1", name: "T-101", plate: "AB 123" },
    trailers: [{ id: "#30:9", name: "TR-401" }],
    tripType: "enroute",
    odometer: "1200",
    location: "Yard 3",
    acknowledged: ["#41:7", "#41:8"],
    prepared,
    answers: {
      q1: { option: "minor", defectOptionIds: [], remark: "Marker lamp out", photoIds: ["#31:2"], unitId: "#30:9" },
      q2: { option: "ok", defectOptionIds: [], remark: "", photoIds: [] },
    },
    remark: "Cold morning",
    declarationAccepted: true,
  };
  const back = draftFromRequest(submitRequest(draft, schedule, "data:image/png;base64,AAAA", 5), prepared);
  // The repair someone else acknowledged since is dropped; the signature is asked for again.
  expect(back).toEqual({ ...draft, step: "sign", acknowledged: ["#41:7"], partIndex: 0 });
  expect(back.signature).toBeUndefined();
});

test("a part the schedule no longer has is dropped, and the walk resumes at the parts", () => {
  const prepared = {
    schedule: { ...schedule, questions: [question("q2", 2), question("q3", 3)] },
    units: [unit("#30:1", "T-101")],
  };
  const request = {
    vehicleId: "#30:1",
    tripType: "pre-trip" as const,
    location: "Yard",
    answers: [
      { questionId: "q1", option: "ok" as const },
      { questionId: "q2", option: "ok" as const },
    ],
    declarationAccepted: true,
    signature: "x",
  };
  const back = draftFromRequest(request, prepared);
  expect(Object.keys(back.answers)).toEqual(["q2"]);
  expect(back.step).toBe("parts");
});
