import { useLingui } from "@lingui/react/macro";

import type { VehicleChecklistSchedule } from "../../../shared/generated/checklists";
import type { FieldProblem } from "../../../shared/generated/common";
import { localDay } from "../../../shared/rules/checkins";
import {
  EVERY_DAYS_MAX,
  EVERY_DAYS_MIN,
  planProblems,
  type VehicleChecklistPlan,
} from "../../../shared/rules/vehicle-checklists";
import { useClock, useCurrentUser } from "../../app/client-context";
import { Field } from "../../ui/field";
import { planProblemMessage, SCHEDULES, scheduleLabel } from "./vehicle-checklist-labels";

/** The plan as typed: numbers and dates stay text until sent. */
export interface PlanDraft {
  schedule: VehicleChecklistSchedule;
  everyDays: string;
  firstDueOn: string;
}

export const NEW_PLAN: PlanDraft = { schedule: "everyDays", everyDays: "7", firstDueOn: "" };

export function draftOf(plan: VehicleChecklistPlan): PlanDraft {
  return {
    schedule: plan.schedule,
    everyDays: plan.everyDays === undefined ? NEW_PLAN.everyDays : String(plan.everyDays),
    firstDueOn: plan.firstDueOn ?? "",
  };
}

/** What is sent: every N days and the first due day only with that schedule. */
export function planOf(draft: PlanDraft): VehicleChecklistPlan {
  if (draft.schedule !== "everyDays") return { schedule: draft.schedule };
  const days = draft.everyDays.trim();
  return {
    schedule: "everyDays",
    ...(days !== "" ? { everyDays: Number(days) } : {}),
    ...(draft.firstDueOn ? { firstDueOn: draft.firstDueOn } : {}),
  };
}

/**
 * The company's today, as the server counts due days: in the company's time zone, else America/Toronto
 * (docs/checklists.md "Rules").
 */
export function useCompanyToday(): string {
  const { company } = useCurrentUser();
  return localDay(useClock().now(), company?.timeZone);
}

/** The shared rule's problems as the server would name them, so the form says the same before sending. */
export function draftProblems(draft: PlanDraft, today: string): FieldProblem[] {
  return Object.entries(planProblems(planOf(draft), today)).map(([path, problem]) => ({ path, problem }));
}

/** Schedule, every how many days and the first due day: the fields of attaching and of changing a plan. */
export function PlanFields({
  draft,
  onChange,
  problems,
  idPrefix,
}: {
  draft: PlanDraft;
  onChange: (draft: PlanDraft) => void;
  problems: readonly FieldProblem[];
  idPrefix: string;
}) {
  const { t, i18n } = useLingui();
  const message = (path: string) => {
    const problem = problems.find((p) => p.path === path);
    return problem ? planProblemMessage(i18n, problem) : undefined;
  };
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <Field label={t`Schedule`} error={message("schedule")}>
        {(control) => (
          <select
            {...control}
            value={draft.schedule}
            onChange={(e) => onChange({ ...draft, schedule: e.target.value as VehicleChecklistSchedule })}
            data-testid={`${idPrefix}-schedule`}
          >
            {SCHEDULES.map((schedule) => (
              <option key={schedule} value={schedule}>
                {scheduleLabel(i18n, schedule)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {draft.schedule === "everyDays" && (
        <>
          <Field label={t`Every how many days`} error={message("everyDays")}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={EVERY_DAYS_MIN}
                max={EVERY_DAYS_MAX}
                step={1}
                value={draft.everyDays}
                onChange={(e) => onChange({ ...draft, everyDays: e.target.value })}
                data-testid={`${idPrefix}-every-days`}
              />
            )}
          </Field>
          <Field label={t`First due (optional)`} error={message("firstDueOn")}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={draft.firstDueOn}
                onChange={(e) => onChange({ ...draft, firstDueOn: e.target.value })}
                data-testid={`${idPrefix}-first-due`}
              />
            )}
          </Field>
        </>
      )}
    </div>
  );
}
