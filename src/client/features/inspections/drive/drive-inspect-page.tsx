import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";

import type { Inspection } from "../../../../shared/generated/inspections";
import { useAppState, usePortalClient } from "../../../app/client-context";
import { useDriveClient } from "../../../drive/drive-context";
import { DriveLayout } from "../../../drive/drive-layout";
import { driveLinks } from "../../../drive/drive-routes";
import { formatDateTime } from "../../../i18n/format";
import { completePayload } from "../../../sync/complete-payload";
import { useDraft } from "../../../sync/drafts";
import { toServerError, type ServerError } from "../../../sync/server-error";
import { statusLabel } from "../inspection-labels";
import { PRIMARY, SECONDARY, STATUS_TONE } from "./inspect-styles";
import { emptyDraft, foundStatus, submitRequest, type InspectionDraft } from "./inspection-draft";
import { RefusedInspections } from "./refused-inspections";
import { StepDefects } from "./step-defects";
import { StepParts } from "./step-parts";
import { StepSign } from "./step-sign";
import { StepVehicle } from "./step-vehicle";
import { mustStartDay, StartYourDay, useInspectionReadiness } from "./timesheet-gate";

type Phase =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "queued"; found: Inspection["status"]; vehicle: string }
  | { kind: "done"; inspection: Inspection };

/** How long a reply may take before the screen says the inspection waits on the phone instead of "Sending…". */
const QUEUED_AFTER_MS = 1500;

function Confirmation({ phase, onAgain }: { phase: Extract<Phase, { kind: "queued" | "done" }>; onAgain: () => void }) {
  const { i18n } = useLingui();
  const status = phase.kind === "done" ? phase.inspection.foundStatus : phase.found;
  const vehicle = phase.kind === "done" ? phase.inspection.vehicleName : phase.vehicle;
  const found = statusLabel(i18n, status);
  const validUntil = phase.kind === "done" ? formatDateTime(phase.inspection.validUntil) : "";
  return (
    <section
      role="status"
      className={`flex flex-col gap-2 rounded-xl border-2 p-4 ${STATUS_TONE[status]}`}
      data-testid="inspection-confirmation"
    >
      <h2 className="text-xl font-semibold">
        <Trans>
          {vehicle}: {found}
        </Trans>
      </h2>
      {status === "major" && (
        <p className="text-base font-semibold">
          <Trans>Do not drive this vehicle: it is out of service until the major defect is repaired.</Trans>
        </p>
      )}
      {phase.kind === "done" ? (
        <p className="text-base" data-testid="inspection-sent">
          <Trans>Sent. Inspected until {validUntil}</Trans>
        </p>
      ) : (
        <p className="text-base" data-testid="inspection-queued">
          <Trans>
            Saved on this phone. It is sent by itself as soon as you are back online; you can close the app.
          </Trans>
        </p>
      )}
      <div className="mt-2 flex flex-col gap-2 min-[420px]:flex-row">
        <Link href={driveLinks.home()} className={PRIMARY}>
          <Trans>Done</Trans>
        </Link>
        <button type="button" onClick={onAgain} className={SECONDARY}>
          <Trans>Inspect another vehicle</Trans>
        </button>
      </div>
    </section>
  );
}

/**
 * `/drive/inspect`: the driver's trip inspection, in four steps kept in a draft (IndexedDB) so a reload or a closed
 * tab loses nothing: vehicle → open defects and repairs to acknowledge → the schedule part by part → declaration and
 * signature. Submitting goes through the offline command queue: the inspection is sent exactly once, now or when the
 * socket is back, with the time the driver signed.
 */
export function DriveInspectPage() {
  const { t } = useLingui();
  const client = usePortalClient();
  const userId = useAppState((s) => s.session.userId);
  const [draft, setDraft, clearDraft] = useDraft<InspectionDraft>(
    `inspection:${userId ?? ""}`,
    emptyDraft(),
    client.clock,
  );
  const [phase, setPhase] = useState<Phase>({ kind: "editing" });
  const [problem, setProblem] = useState<ServerError>();
  const update = (change: (current: InspectionDraft) => InspectionDraft) => setDraft(change);
  const { commands } = useDriveClient();
  const { readiness, recheck } = useInspectionReadiness();
  const startDayFirst = mustStartDay(readiness);
  const reopen = (reopened: InspectionDraft) => {
    setProblem(undefined);
    setPhase({ kind: "editing" });
    setDraft(reopened);
  };

  const submit = (signature: string) => {
    const schedule = draft.prepared?.schedule;
    if (!schedule || !draft.vehicle) return;
    setProblem(undefined);
    setPhase({ kind: "sending" });
    const sent = draft;
    const signedAt = client.clock.now();
    const reply = completePayload(
      client.session.api.inspectionSubmit(submitRequest(draft, schedule, signature, signedAt)),
    );
    // The command is in the offline queue now (it survives a reload): the draft has done its job. It is kept in
    // memory until the server answers, so a refusal brings the driver back to the form with nothing lost.
    void clearDraft();
    setDraft(emptyDraft());
    const offline = !navigator.onLine || client.connection.socket.state !== "open";
    const slow = setTimeout(
      () =>
        setPhase((current) =>
          current.kind === "sending"
            ? { kind: "queued", found: foundStatus(sent), vehicle: sent.vehicle!.name }
            : current,
        ),
      offline ? 0 : QUEUED_AFTER_MS,
    );
    reply.then(
      (inspection) => {
        clearTimeout(slow);
        setPhase({ kind: "done", inspection });
      },
      (error: unknown) => {
        clearTimeout(slow);
        // This page shows the refusal itself, with the form as it was: the queue's copy of it is not needed.
        const kept = commands.refused.find(
          (c) =>
            c.eventName === "InspectionSubmitRequestEvent" &&
            (c.payload as { inspectedAt?: number }).inspectedAt === signedAt,
        );
        if (kept) void commands.dismiss(kept.clientId, kept.seq);
        setDraft(sent);
        setPhase({ kind: "editing" });
        const failure = toServerError(error);
        setProblem(failure);
        if (failure.messageId === "TimesheetNotStarted") recheck();
      },
    );
  };

  if (phase.kind === "queued" || phase.kind === "done") {
    return (
      <DriveLayout title={t`Inspect a vehicle`}>
        <Confirmation phase={phase} onAgain={() => setPhase({ kind: "editing" })} />
      </DriveLayout>
    );
  }
  const step = draft.prepared ? draft.step : "vehicle";
  return (
    <DriveLayout title={draft.vehicle && step !== "vehicle" ? draft.vehicle.name : t`Inspect a vehicle`}>
      <RefusedInspections onReopen={reopen} />
      {step === "vehicle" &&
        (startDayFirst ? <StartYourDay blocking onRecheck={recheck} /> : <StepVehicle draft={draft} update={update} />)}
      {step !== "vehicle" && (startDayFirst || problem?.messageId === "TimesheetNotStarted") && (
        <StartYourDay blocking={false} onRecheck={recheck} />
      )}
      {step === "defects" && <StepDefects draft={draft} update={update} />}
      {step === "parts" && <StepParts draft={draft} update={update} />}
      {step === "sign" && (
        <StepSign draft={draft} update={update} onSubmit={submit} busy={phase.kind === "sending"} problem={problem} />
      )}
      {step !== "vehicle" && (
        <button
          type="button"
          onClick={() => {
            if (window.confirm(t`Discard this inspection?`)) void clearDraft().then(() => setDraft(emptyDraft()));
          }}
          className="min-h-11 self-center px-3 text-base text-red-700 underline dark:text-red-400"
        >
          <Trans>Discard this inspection</Trans>
        </button>
      )}
    </DriveLayout>
  );
}
