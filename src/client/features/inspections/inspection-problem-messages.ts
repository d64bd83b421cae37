import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { FieldProblem } from "../../../shared/generated/common";
import { fieldProblemMessage } from "../../ui/form/field-problem-messages";

/** What each rule problem of the inspection forms (schema/inspections.json, the server's checks) reads as. */
export function inspectionProblemMessage(i18n: I18n, found: Pick<FieldProblem, "problem" | "limit">): string {
  switch (found.problem) {
    case "emailList":
      return i18n._(msg`Enter email addresses separated by commas, each a valid address.`);
    case "tooMany":
      return i18n._(msg`Send to at most ${found.limit ?? 20} addresses at a time.`);
    case "notOpen":
      return i18n._(msg`This defect has already been signed off.`);
    case "notInInspection":
      return i18n._(msg`This defect is not part of this inspection.`);
    case "duplicate":
      return i18n._(msg`This is listed twice.`);
    case "unanswered":
      return i18n._(msg`Answer part ${found.limit ?? 0} before submitting.`);
    case "defectNeedsDetail":
      return i18n._(msg`Pick the defect found or describe it in a remark.`);
    case "severity":
      return i18n._(msg`A defect picked is more severe than the answer.`);
    case "sameAsVehicle":
      return i18n._(msg`A trailer cannot be the vehicle itself.`);
    case "future":
      return i18n._(msg`The inspection time is in the future: check the phone's clock.`);
    case "tooOld":
      return i18n._(msg`This inspection is too old to submit.`);
    case "notARepair":
      return i18n._(msg`This repair cannot be acknowledged.`);
    case "beforeAttached":
      return i18n._(msg`The trailer cannot be detached before it was attached.`);
    case "notAMechanic":
      return i18n._(msg`Assign a mechanic, a manager or an owner of the company.`);
    case "onAnotherWorkOrder":
      return i18n._(msg`This defect is already on another work order.`);
    case "otherUnit":
      return i18n._(msg`A work order covers the defects of one unit only.`);
    case "defectLeftOpen":
      return i18n._(msg`Sign off every open defect of the work order to complete it.`);
    case "notOnWorkOrder":
      return i18n._(msg`This defect is not on this work order.`);
    case "completed":
      return i18n._(msg`This work order is already completed.`);
    case "timesheetNotStarted":
      return i18n._(msg`Start today's hours of service before inspecting.`);
    default:
      return fieldProblemMessage(i18n, found);
  }
}
