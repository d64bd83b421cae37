import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link } from "wouter";

import type { Checklist, ChecklistResult, ChecklistResultType } from "../../../../shared/generated/checklists";
import { useAppState, useCurrentUser, usePortalClient } from "../../../app/client-context";
import { BIG_BUTTON, DriveLayout } from "../../../drive/drive-layout";
import { driveLinks } from "../../../drive/drive-routes";
import { completePayload } from "../../../sync/complete-payload";
import { useDraft } from "../../../sync/drafts";
import { toServerError, type ServerError } from "../../../sync/server-error";
import { ErrorRow } from "../../../ui/error-row";
import type { PickedUnit } from "../../inspections/drive";
import { UnitSearch } from "../../inspections/drive";
import { answerInputs, grades, problemsByItem, type Answers, type ItemAnswer } from "../checklist-answers";
import { ChecklistFillForm } from "../checklist-fill-form";
import { GRADE_CLASS, categoryLabel, resultTypeLabel } from "../checklist-labels";
import { DriveDueChecklists } from "./drive-due-checklists";

interface ChecklistDraft {
  /** The checklist whole, fetched when picked: filling it needs no signal afterwards. */
  checklist?: Checklist;
  vehicle?: PickedUnit;
  /** An equipment inspection (features/equipment): the equipment checked instead of a vehicle. */
  equipment?: PickedUnit;
  /** What is checked; "equipment" only with the company's equipmentInspections feature. Absent: a vehicle. */
  unitKind?: "vehicle" | "equipment";
  resultType: ChecklistResultType;
  answers: Answers;
}

const EMPTY: ChecklistDraft = { resultType: "initial", answers: {} };

type Phase = { kind: "editing" } | { kind: "sending" } | { kind: "queued" } | { kind: "done"; result: ChecklistResult };

const QUEUED_AFTER_MS = 1500;
const IDLE = "border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";

/**
 * `/drive/checklist`: pick a checklist and the vehicle, fill every item, send. The whole form, with the checklist
 * fetched at the start, is a draft in IndexedDB (survives a reload, needs no signal); sending goes through the
 * offline command queue, so a result filled in a yard without signal is sent once, later, with its own time.
 */
export function DriveChecklistPage() {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const userId = useAppState((s) => s.session.userId);
  const equipmentInspections = useCurrentUser().company?.features.includes("equipmentInspections") ?? false;
  const [draft, setDraft, clearDraft] = useDraft<ChecklistDraft>(`checklist:${userId ?? ""}`, EMPTY, client.clock);
  const [phase, setPhase] = useState<Phase>({ kind: "editing" });
  const [problem, setProblem] = useState<ServerError>();
  const [tried, setTried] = useState(false);
  const [choices, setChoices] = useState<{ id: string; name: string }[]>();

  useEffect(() => {
    if (draft.checklist) return;
    let alive = true;
    completePayload(
      client.session.api.checklistList({
        filter: { status: "active" },
        sort: { column: "name", direction: "asc" },
        offset: 0,
        limit: 100,
        fields: ["name"],
      }),
    ).then(
      (page) => alive && setChoices(page.ids.map((id, i) => ({ id, name: page.columns.name?.[i] ?? "" }))),
      (error: unknown) => alive && setProblem(toServerError(error)),
    );
    return () => {
      alive = false;
    };
  }, [client, draft.checklist]);

  /** A checklist picked by itself, or a due one with its vehicle (drive-due-checklists.tsx). */
  const pick = async (id: string, vehicle?: PickedUnit) => {
    setProblem(undefined);
    try {
      const checklist = await completePayload(client.session.api.checklistGet({ id }));
      setDraft((d) => ({
        ...d,
        checklist,
        answers: {},
        ...(vehicle ? { vehicle, unitKind: "vehicle" as const } : {}),
      }));
    } catch (error) {
      setProblem(toServerError(error));
    }
  };
  const change = useCallback(
    (itemId: string, answer: ItemAnswer) => setDraft((d) => ({ ...d, answers: { ...d.answers, [itemId]: answer } })),
    [setDraft],
  );
  const items = useMemo(() => draft.checklist?.items ?? [], [draft.checklist]);
  const graded = useMemo(() => grades(items, draft.answers), [items, draft.answers]);
  const problems = useMemo(() => (tried ? problemsByItem(items, draft.answers) : {}), [tried, items, draft.answers]);

  const forEquipment = equipmentInspections && draft.unitKind === "equipment";
  const unit = forEquipment ? draft.equipment : draft.vehicle;
  const submit = () => {
    if (!draft.checklist || !unit) return;
    setTried(true);
    if (Object.keys(problemsByItem(items, draft.answers)).length > 0) return;
    setProblem(undefined);
    setPhase({ kind: "sending" });
    const reply = completePayload(
      client.session.api.checklistResultSubmit({
        checklistId: draft.checklist.id,
        ...(forEquipment ? { equipmentId: unit.id } : { vehicleId: unit.id }),
        resultType: draft.resultType,
        answers: answerInputs(items, draft.answers),
        filledAt: client.clock.now(),
      }),
    );
    const kept = draft;
    // The command is in the offline queue now (it survives a reload): the draft has done its job.
    void clearDraft();
    setDraft(EMPTY);
    const offline = !navigator.onLine || client.connection.socket.state !== "open";
    const slow = setTimeout(
      () => setPhase((current) => (current.kind === "sending" ? { kind: "queued" } : current)),
      offline ? 0 : QUEUED_AFTER_MS,
    );
    reply.then(
      (result) => {
        clearTimeout(slow);
        setPhase({ kind: "done", result });
      },
      (error: unknown) => {
        // A refusal brings the form back as it was.
        clearTimeout(slow);
        setDraft(kept);
        setPhase({ kind: "editing" });
        setProblem(toServerError(error));
      },
    );
  };

  if (phase.kind === "queued" || phase.kind === "done") {
    const grade = phase.kind === "done" ? phase.result.defectType : undefined;
    return (
      <DriveLayout title={t`Fill a checklist`}>
        <section
          role="status"
          className="flex flex-col gap-2 rounded-xl border-2 border-slate-300 p-4 dark:border-slate-600"
          data-testid="checklist-confirmation"
        >
          {phase.kind === "done" ? (
            <>
              <h2 className="text-xl font-semibold" data-testid="checklist-sent">
                <Trans>Checklist sent</Trans>
              </h2>
              {grade && (
                <p className={`rounded px-2 py-1 text-base font-semibold ${GRADE_CLASS[grade]}`}>
                  {grade === "none"
                    ? t`No problems found`
                    : grade === "major"
                      ? t`Major problem: the office is told by email. Do not use the unit until it is repaired.`
                      : t`Minor problem: the office is told by email.`}
                </p>
              )}
            </>
          ) : (
            <p className="text-base" data-testid="checklist-queued">
              <Trans>
                Saved on this phone. It is sent by itself as soon as you are back online; you can close the app.
              </Trans>
            </p>
          )}
          <div className="mt-2 flex flex-col gap-2 min-[420px]:flex-row">
            <Link href={driveLinks.home()} className={`${BIG_BUTTON} bg-blue-700 text-white hover:bg-blue-800`}>
              <Trans>Done</Trans>
            </Link>
            <button
              type="button"
              onClick={() => setPhase({ kind: "editing" })}
              className={`${BIG_BUTTON} border border-slate-400 bg-white text-slate-900 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100`}
            >
              <Trans>Fill another</Trans>
            </button>
          </div>
        </section>
      </DriveLayout>
    );
  }

  if (!draft.checklist) {
    return (
      <DriveLayout title={t`Fill a checklist`}>
        <DriveDueChecklists
          onPick={(item) => void pick(item.checklistId, { id: item.vehicleId, name: item.vehicleName })}
        />
        <h2 className="text-lg font-semibold">
          <Trans>Which checklist?</Trans>
        </h2>
        <ErrorRow error={problem} />
        {choices === undefined ? (
          <p>
            <Trans>Loading…</Trans>
          </p>
        ) : choices.length === 0 ? (
          <p>
            <Trans>Your company has no checklists yet.</Trans>
          </p>
        ) : (
          <div className="flex flex-col gap-2">
            {choices.map((choice) => (
              <button
                key={choice.id}
                type="button"
                className={`${BIG_BUTTON} border-2 ${IDLE} justify-start text-left`}
                onClick={() => void pick(choice.id)}
                data-testid="pick-checklist"
              >
                {choice.name}
              </button>
            ))}
          </div>
        )}
      </DriveLayout>
    );
  }

  return (
    <DriveLayout title={draft.checklist.name}>
      <button
        type="button"
        className="self-start text-sm text-blue-700 underline dark:text-blue-300"
        onClick={() => setDraft(EMPTY)}
      >
        <Trans>Choose another checklist</Trans>
      </button>
      {equipmentInspections && (
        <div className="grid grid-cols-2 gap-2" role="group" aria-label={t`What are you checking?`}>
          {(["vehicle", "equipment"] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={(draft.unitKind ?? "vehicle") === kind}
              onClick={() => setDraft((d) => ({ ...d, unitKind: kind }))}
              className={`${BIG_BUTTON} border-2 ${(draft.unitKind ?? "vehicle") === kind ? "border-blue-700 bg-blue-50 text-blue-950 dark:bg-blue-950 dark:text-blue-50" : IDLE}`}
              data-testid={`unit-kind-${kind}`}
            >
              {kind === "vehicle" ? t`Vehicle` : t`Equipment`}
            </button>
          ))}
        </div>
      )}
      {unit ? (
        <div
          className="flex items-center gap-2 rounded-xl border border-slate-300 p-3 dark:border-slate-600"
          data-testid="picked-vehicle"
        >
          <span className="text-base font-semibold">
            {unit.name}
            {unit.plate ? ` (${unit.plate})` : ""}
          </span>
          <button
            type="button"
            className="ml-auto text-sm text-blue-700 underline dark:text-blue-300"
            onClick={() =>
              setDraft((d) => (forEquipment ? { ...d, equipment: undefined } : { ...d, vehicle: undefined }))
            }
          >
            <Trans>Change</Trans>
          </button>
        </div>
      ) : forEquipment ? (
        <UnitSearch
          kind="equipment"
          label={t`Find the equipment`}
          exclude={[]}
          onPick={(equipment) => setDraft((d) => ({ ...d, equipment }))}
        />
      ) : (
        <UnitSearch
          label={t`Find the vehicle`}
          exclude={[]}
          onPick={(vehicle) => setDraft((d) => ({ ...d, vehicle }))}
        />
      )}
      <div className="grid grid-cols-2 gap-2" role="group" aria-label={t`When`}>
        {(["initial", "enroute"] as const).map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={draft.resultType === type}
            onClick={() => setDraft((d) => ({ ...d, resultType: type }))}
            className={`${BIG_BUTTON} border-2 ${draft.resultType === type ? "border-blue-700 bg-blue-50 text-blue-950 dark:bg-blue-950 dark:text-blue-50" : IDLE}`}
          >
            {resultTypeLabel(i18n, type)}
          </button>
        ))}
      </div>
      <ChecklistFillForm
        items={items}
        answers={draft.answers}
        onChange={change}
        problems={problems}
        gradesByItem={graded.byItem}
      />
      {graded.result !== "none" && (
        <p
          className={`rounded px-2 py-1 text-base font-semibold ${GRADE_CLASS[graded.result]}`}
        >{t`Result: ${categoryLabel(i18n, graded.result)}`}</p>
      )}
      {tried && Object.keys(problems).length > 0 && (
        <p className="text-base text-red-700 dark:text-red-400" role="alert">
          <Trans>Answer every item first.</Trans>
        </p>
      )}
      <ErrorRow error={problem} />
      <button
        type="button"
        onClick={submit}
        disabled={!unit || phase.kind === "sending"}
        className={`${BIG_BUTTON} bg-blue-700 text-white hover:bg-blue-800 disabled:bg-blue-300`}
        data-testid="submit-checklist"
      >
        {phase.kind === "sending" ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
      </button>
    </DriveLayout>
  );
}
