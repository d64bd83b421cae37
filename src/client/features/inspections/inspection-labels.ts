// The words for the inspection enums (schema/inspections.json), in the user's language.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { AnswerOption, DefectState, InspectionStatus, TripType } from "../../../shared/generated/inspections";

export const TRIP_TYPES: readonly TripType[] = ["pre-trip", "post-trip", "enroute"];
export const INSPECTION_STATUSES: readonly InspectionStatus[] = ["good", "minor", "major"];

export function tripTypeLabel(i18n: I18n, tripType: TripType | undefined): string {
  switch (tripType) {
    case "pre-trip":
      return i18n._(msg`Pre-trip`);
    case "post-trip":
      return i18n._(msg`Post-trip`);
    case "enroute":
      return i18n._(msg`En route`);
    default:
      return "";
  }
}

export function statusLabel(i18n: I18n, status: InspectionStatus | undefined): string {
  switch (status) {
    case "good":
      return i18n._(msg`Good`);
    case "minor":
      return i18n._(msg`Minor defect`);
    case "major":
      return i18n._(msg`Major defect`);
    default:
      return "";
  }
}

export function answerLabel(i18n: I18n, option: AnswerOption): string {
  switch (option) {
    case "ok":
      return i18n._(msg`OK`);
    case "na":
      return i18n._(msg`Not applicable`);
    case "minor":
      return i18n._(msg`Minor`);
    case "major":
      return i18n._(msg`Major`);
  }
}

export function defectStateLabel(i18n: I18n, state: DefectState): string {
  switch (state) {
    case "open":
      return i18n._(msg`Open`);
    case "repaired":
      return i18n._(msg`Repaired`);
    case "no-correction-needed":
      return i18n._(msg`No correction needed`);
  }
}
