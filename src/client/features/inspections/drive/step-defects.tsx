import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";

import type { InspectionDefect, VehicleInspectionState } from "../../../../shared/generated/inspections";
import { formatDateTime } from "../../../i18n/format";
import { useScheduleText } from "../../../i18n/schedule-text";
import { answerLabel } from "../inspection-labels";
import { CARD, PRIMARY, SECONDARY } from "./inspect-styles";
import type { InspectionDraft } from "./inspection-draft";

function Defect({ defect }: { defect: InspectionDefect }) {
  const { i18n } = useLingui();
  const scheduleText = useScheduleText();
  const part = defect.part;
  return (
    <div className="flex flex-col gap-0.5">
      <span className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${defect.severity === "major" ? "bg-red-100 text-red-800" : "bg-amber-100 text-amber-900"}`}
        >
          {answerLabel(i18n, defect.severity)}
        </span>
        <span className="font-semibold">
          <Trans>Part {part}</Trans> · {scheduleText(defect.question)}
        </span>
      </span>
      {defect.description && <span className="text-base">{scheduleText(defect.description)}</span>}
      {defect.remark && <span className="text-base italic">“{defect.remark}”</span>}
    </div>
  );
}

function UnitState({
  unit,
  acknowledged,
  toggle,
}: {
  unit: VehicleInspectionState;
  acknowledged: readonly string[];
  toggle: (defectId: string) => void;
}) {
  const repairIds = useId();
  const until = unit.inspectedUntil === undefined ? "" : formatDateTime(unit.inspectedUntil);
  return (
    <section className={CARD} aria-label={unit.vehicleName} data-testid="unit-state">
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        {unit.vehicleName}
        {unit.outOfService ? (
          <span
            className="rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800"
            data-testid="out-of-service"
          >
            <Trans>Out of service</Trans>
          </span>
        ) : unit.defectType === "minor" ? (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
            <Trans>Minor defects</Trans>
          </span>
        ) : null}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {until ? <Trans>Inspected until {until}</Trans> : <Trans>No valid inspection</Trans>}
      </p>
      {unit.openDefects.length > 0 && (
        <>
          <h3 className="font-medium">
            <Trans>Open defects</Trans>
          </h3>
          <ul className="flex flex-col gap-3">
            {unit.openDefects.map((defect) => (
              <li key={defect.id} data-testid="open-defect">
                <Defect defect={defect} />
              </li>
            ))}
          </ul>
        </>
      )}
      {unit.repairsToAcknowledge.length > 0 && (
        <>
          <h3 className="font-medium">
            <Trans>Repairs to acknowledge</Trans>
          </h3>
          <ul className="flex flex-col gap-3">
            {unit.repairsToAcknowledge.map((repair) => {
              const on = acknowledged.includes(repair.id);
              const by = repair.repairedByName ?? "";
              const at = repair.repairedAt === undefined ? "" : formatDateTime(repair.repairedAt);
              return (
                <li
                  key={repair.id}
                  className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-800"
                  data-testid="repair-to-acknowledge"
                >
                  <div id={`${repairIds}-${repair.id}`}>
                    <Defect defect={repair} />
                  </div>
                  <p className="text-base">
                    {repair.state === "no-correction-needed" ? (
                      <Trans>No correction needed</Trans>
                    ) : (
                      <Trans>Repaired</Trans>
                    )}{" "}
                    ·{" "}
                    <Trans>
                      {by}, {at}
                    </Trans>
                  </p>
                  {repair.repairNote && <p className="text-base">{repair.repairNote}</p>}
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggle(repair.id)}
                    className={`${on ? PRIMARY : SECONDARY}`}
                    // The name is the visible text (WCAG 2.5.3 "Label in Name"); the part it is about is its
                    // description, and aria-pressed says whether it is acknowledged.
                    aria-describedby={`${repairIds}-${repair.id}`}
                  >
                    {on && <span aria-hidden="true">✓ </span>}
                    <Trans>I acknowledge this repair</Trans>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * Step 2: what the last inspections left open on these units, and the repairs signed off since; the driver
 * acknowledges those repairs (49 CFR 396.13(c)) with this inspection's signature.
 */
export function StepDefects({
  draft,
  update,
}: {
  draft: InspectionDraft;
  update: (change: (draft: InspectionDraft) => InspectionDraft) => void;
}) {
  const units = draft.prepared?.units ?? [];
  const toggle = (defectId: string) =>
    update((d) => ({
      ...d,
      acknowledged: d.acknowledged.includes(defectId)
        ? d.acknowledged.filter((id) => id !== defectId)
        : [...d.acknowledged, defectId],
    }));
  return (
    <>
      {units.map((unit) => (
        <UnitState key={unit.vehicleId} unit={unit} acknowledged={draft.acknowledged} toggle={toggle} />
      ))}
      <div className="flex flex-col gap-2">
        <button
          type="button"
          onClick={() => update((d) => ({ ...d, step: "parts" }))}
          className={PRIMARY}
          data-testid="defects-continue"
        >
          <Trans>Continue to the checklist</Trans>
        </button>
        <button type="button" onClick={() => update((d) => ({ ...d, step: "vehicle" }))} className={SECONDARY}>
          <Trans>Back</Trans>
        </button>
      </div>
    </>
  );
}
