// The driver's inspection while it is being filled (kept as a draft in IndexedDB, so it survives a reload), and the
// one InspectionSubmitRequest it becomes. Pure functions: the screens and the tests share them.
import type {
  AnswerOption,
  GeoPoint,
  InspectionAnswerInput,
  InspectionSubmitRequest,
  TripType,
  VehicleInspectionState,
} from "../../../../shared/generated/inspections";
import type {
  VehicleSchedule,
  VehicleScheduleQuestion,
  VehicleScheduleQuestionOption,
} from "../../../../shared/generated/schedules";

/** A vehicle or trailer as the driver picked it. */
export interface PickedUnit {
  id: string;
  name: string;
  plate?: string;
}

export interface PartAnswer {
  option: AnswerOption;
  /** Defect options of this part the driver ticked (for minor and major). */
  defectOptionIds: string[];
  remark: string;
  /** Uploaded photos (POST /api/v1/files). */
  photoIds: string[];
  /** The unit the defect is on when trailers are coupled (absent: the vehicle). */
  unitId?: string;
}

export type InspectionStep = "vehicle" | "defects" | "parts" | "sign";

/**
 * What the server said before the walk began, kept in the draft so the rest can be filled without signal: the
 * schedule to walk and each unit's open defects and repairs to acknowledge.
 */
export interface PreparedInspection {
  schedule: VehicleSchedule;
  units: VehicleInspectionState[];
}

export interface InspectionDraft {
  step: InspectionStep;
  vehicle?: PickedUnit;
  trailers: PickedUnit[];
  tripType: TripType;
  odometer: string;
  location: string;
  coordinates?: GeoPoint;
  /** Repairs signed off since the last inspection that this driver acknowledges (49 CFR 396.13(c)). */
  acknowledged: string[];
  prepared?: PreparedInspection;
  /** By question id. */
  answers: Record<string, PartAnswer>;
  /** The part on screen (an index into the schedule's questions). */
  partIndex: number;
  remark: string;
  declarationAccepted: boolean;
  signature?: string;
}

export function emptyDraft(): InspectionDraft {
  return {
    step: "vehicle",
    trailers: [],
    tripType: "pre-trip",
    odometer: "",
    location: "",
    acknowledged: [],
    answers: {},
    partIndex: 0,
    remark: "",
    declarationAccepted: false,
  };
}

const RANK: Record<AnswerOption, number> = { ok: 0, na: 0, minor: 1, major: 2 };

/** The defect options a part offers for an answer: a major answer may name minor defects too, never the reverse. */
export function defectChoices(
  question: VehicleScheduleQuestion,
  option: AnswerOption,
): VehicleScheduleQuestionOption[] {
  if (option !== "minor" && option !== "major") return [];
  const rank = (o: VehicleScheduleQuestionOption) => (o.type === "major" ? 2 : o.type === "minor" ? 1 : 0);
  return question.options
    .filter((o) => rank(o) > 0 && rank(o) <= RANK[option])
    .sort((a, b) => rank(b) - rank(a) || a.position - b.position || a.index - b.index);
}

/** Picks an answer: ok and na drop the defects; a lower severity drops the defects it no longer allows. */
export function chooseOption(
  question: VehicleScheduleQuestion,
  answer: PartAnswer | undefined,
  option: AnswerOption,
): PartAnswer {
  const allowed = new Set(defectChoices(question, option).map((o) => o.id));
  const previous = answer ?? { option, defectOptionIds: [], remark: "", photoIds: [] };
  return { ...previous, option, defectOptionIds: previous.defectOptionIds.filter((id) => allowed.has(id)) };
}

/** A defect needs the defect picked or a remark describing it (the server's defectNeedsDetail). */
export function needsDetail(answer: PartAnswer | undefined): boolean {
  return (
    !!answer &&
    (answer.option === "minor" || answer.option === "major") &&
    answer.defectOptionIds.length === 0 &&
    answer.remark.trim() === ""
  );
}

/** Parts not answered yet, or answered with a defect that says nothing: the part numbers, in order. */
export function incompleteParts(draft: InspectionDraft, schedule: VehicleSchedule): number[] {
  return schedule.questions.filter((q) => !draft.answers[q.id] || needsDetail(draft.answers[q.id])).map((q) => q.part);
}

/** The most severe defect found so far: what the inspection's status will be. */
export function foundStatus(draft: InspectionDraft): "good" | "minor" | "major" {
  let worst = 0;
  for (const answer of Object.values(draft.answers)) worst = Math.max(worst, RANK[answer.option]);
  return worst === 2 ? "major" : worst === 1 ? "minor" : "good";
}

/** The command the draft becomes; `inspectedAt` is when the driver signed (it may be sent later, offline). */
export function submitRequest(
  draft: InspectionDraft,
  schedule: VehicleSchedule,
  signature: string,
  inspectedAt: number,
): InspectionSubmitRequest {
  if (!draft.vehicle) throw new Error("an inspection needs a vehicle");
  const answers: InspectionAnswerInput[] = schedule.questions.flatMap((question) => {
    const answer = draft.answers[question.id];
    if (!answer) return [];
    const defect = answer.option === "minor" || answer.option === "major";
    const input: InspectionAnswerInput = { questionId: question.id, option: answer.option };
    if (defect && answer.unitId && answer.unitId !== draft.vehicle!.id) input.unitId = answer.unitId;
    if (defect && answer.defectOptionIds.length > 0) input.defectOptionIds = answer.defectOptionIds;
    if (answer.remark.trim()) input.remark = answer.remark.trim();
    if (answer.photoIds.length > 0) input.photoIds = answer.photoIds;
    return [input];
  });
  const request: InspectionSubmitRequest = {
    vehicleId: draft.vehicle.id,
    scheduleId: schedule.id,
    tripType: draft.tripType,
    inspectedAt,
    location: draft.location.trim(),
    answers,
    declarationAccepted: draft.declarationAccepted,
    signature,
  };
  // Coupled at a pre-trip or en-route inspection, dropped at a post-trip one (each trailer's attached and detached
  // times, docs/inspections.md "Records").
  if (draft.trailers.length > 0)
    request.trailers = draft.trailers.map((trailer) =>
      draft.tripType === "post-trip"
        ? { vehicleId: trailer.id, detachedAt: inspectedAt }
        : { vehicleId: trailer.id, attachedAt: inspectedAt },
    );
  if (draft.odometer.trim()) request.odometer = draft.odometer.trim();
  if (draft.vehicle.plate) request.plate = draft.vehicle.plate;
  if (draft.coordinates) request.coordinates = draft.coordinates;
  if (draft.remark.trim()) request.remark = draft.remark.trim();
  if (draft.acknowledged.length > 0) request.acknowledgedDefectIds = draft.acknowledged;
  return request;
}
