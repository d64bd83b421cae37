// An inspection the server refused after its page was gone (kept by the offline queue, sync/offline-commands.ts)
// back into a draft the driver can finish: the answers, units, trip and remark as sent; the schedule and the units'
// state are asked for again (they may have changed), and the driver signs again — the inspection is then dated when
// signed anew, since the declaration is made at that time.
import type { InspectionSubmitRequest } from "../../../../shared/generated/inspections";
import { emptyDraft, type InspectionDraft, type PartAnswer, type PreparedInspection } from "./inspection-draft";

export function draftFromRequest(request: InspectionSubmitRequest, prepared: PreparedInspection): InspectionDraft {
  const names = new Map(
    prepared.units.map((unit) => [
      unit.vehicleId,
      { id: unit.vehicleId, name: unit.vehicleName, ...(unit.plate ? { plate: unit.plate } : {}) },
    ]),
  );
  const answers: Record<string, PartAnswer> = {};
  const known = new Set(prepared.schedule.questions.map((q) => q.id));
  for (const answer of request.answers) {
    if (!known.has(answer.questionId)) continue; // the schedule changed since: that part is asked again
    answers[answer.questionId] = {
      option: answer.option,
      defectOptionIds: answer.defectOptionIds ?? [],
      remark: answer.remark ?? "",
      photoIds: answer.photoIds ?? [],
      ...(answer.unitId ? { unitId: answer.unitId } : {}),
    };
  }
  const complete = prepared.schedule.questions.every((q) => answers[q.id]);
  return {
    ...emptyDraft(),
    step: complete ? "sign" : "parts",
    vehicle: names.get(request.vehicleId) ?? { id: request.vehicleId, name: request.vehicleId },
    trailers: (request.trailers ?? []).map((t) => names.get(t.vehicleId) ?? { id: t.vehicleId, name: t.vehicleId }),
    tripType: request.tripType,
    odometer: request.odometer ?? "",
    location: request.location,
    ...(request.coordinates ? { coordinates: request.coordinates } : {}),
    // Repairs acknowledged then may have been acknowledged by someone else since: only those still waiting.
    acknowledged: (request.acknowledgedDefectIds ?? []).filter((id) =>
      prepared.units.some((unit) => unit.repairsToAcknowledge.some((d) => d.id === id)),
    ),
    prepared,
    answers,
    remark: request.remark ?? "",
    declarationAccepted: request.declarationAccepted,
  };
}
