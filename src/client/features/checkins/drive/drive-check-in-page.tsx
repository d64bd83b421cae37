import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";

import type { CheckIn, CheckInFields, CheckInLocation, CheckInResult } from "../../../../shared/generated/checkins";
import { checkInProblems } from "../../../../shared/rules/checkins";
import { useAppState, useClock, usePortalClient } from "../../../app/client-context";
import { BIG_BUTTON, DriveLayout } from "../../../drive/drive-layout";
import { driveLinks } from "../../../drive/drive-routes";
import { formatDateTime } from "../../../i18n/format";
import { completePayload } from "../../../sync/complete-payload";
import { useDraft } from "../../../sync/drafts";
import { toServerError, type ServerError } from "../../../sync/server-error";
import { ErrorRow } from "../../../ui/error-row";
import { RecentCheckIns } from "../recent-check-ins";

interface CheckInDraft {
  result: CheckInResult | undefined;
  reason: string;
  shareLocation: boolean;
}

const EMPTY: CheckInDraft = { result: undefined, reason: "", shareLocation: false };

type Phase =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "queued"; result: CheckInResult }
  | { kind: "done"; checkIn: CheckIn };

/** How long a reply may take before the screen says the check-in waits on the phone instead of "Sending…". */
const QUEUED_AFTER_MS = 1500;

/** The device's position when it can tell within a few seconds; a check-in never waits longer for it. */
function currentLocation(): Promise<CheckInLocation | undefined> {
  if (!("geolocation" in navigator)) return Promise.resolve(undefined);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: Math.min(coords.accuracy, 100_000),
        }),
      () => resolve(undefined),
      { timeout: 5000, maximumAge: 60_000 },
    ),
  );
}

/**
 * `/drive/check-in`: the employee declares they are fit for duty or not able to work (with a reason, which the
 * office is mailed). Submitting goes through the offline command queue: without signal the check-in is kept on
 * the phone with its own time and sent once when the socket is back. The form is a draft until then.
 */
export function DriveCheckInPage() {
  const { t } = useLingui();
  const client = usePortalClient();
  const userId = useAppState((s) => s.session.userId);
  const [draft, setDraft, clearDraft] = useDraft<CheckInDraft>(`checkin:${userId ?? ""}`, EMPTY, client.clock);
  const [phase, setPhase] = useState<Phase>({ kind: "editing" });
  const [reasonError, setReasonError] = useState<string>();
  const [problem, setProblem] = useState<ServerError>();
  const [sent, setSent] = useState(0);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const reasonId = useId();

  useEffect(() => {
    if (draft.result === "NotAbleToWork" && reasonError) reasonRef.current?.focus();
  }, [reasonError, draft.result]);

  const choose = (result: CheckInResult) => {
    setDraft((current) => ({ ...current, result }));
    setReasonError(undefined);
  };

  const submit = async () => {
    if (!draft.result) return;
    const fields: CheckInFields = {
      result: draft.result,
      at: client.clock.now(),
      ...(draft.result === "NotAbleToWork" ? { reason: draft.reason.trim() } : {}),
    };
    if (checkInProblems(fields, client.clock.now()).reason) {
      setReasonError(t`Say why you are not able to work.`);
      return;
    }
    setProblem(undefined);
    setPhase({ kind: "sending" });
    if (draft.shareLocation) {
      const location = await currentLocation();
      if (location) fields.location = location;
    }
    const reply = completePayload(client.session.api.checkInSubmit({ checkIn: fields }));
    // The command is in the offline queue now (it survives a reload): the form's draft has done its job.
    void clearDraft();
    setDraft(EMPTY);
    const offline = !navigator.onLine || client.connection.socket.state !== "open";
    const slow = setTimeout(
      () => setPhase((current) => (current.kind === "sending" ? { kind: "queued", result: fields.result } : current)),
      offline ? 0 : QUEUED_AFTER_MS,
    );
    reply.then(
      (checkIn) => {
        clearTimeout(slow);
        setPhase({ kind: "done", checkIn });
        setSent((n) => n + 1);
      },
      (error: unknown) => {
        clearTimeout(slow);
        setPhase({ kind: "editing" });
        setProblem(toServerError(error));
      },
    );
  };

  if (phase.kind === "queued" || phase.kind === "done") {
    return (
      <DriveLayout title={t`Check in`}>
        <Confirmation phase={phase} onAgain={() => setPhase({ kind: "editing" })} />
        <RecentCheckIns refreshKey={sent} />
      </DriveLayout>
    );
  }

  const choice = (result: CheckInResult, selected: string) =>
    `${BIG_BUTTON} min-h-20 border-2 text-left justify-start ${draft.result === result ? selected : "border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"}`;
  return (
    <DriveLayout title={t`Check in`}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">
          <Trans>How are you today?</Trans>
        </legend>
        <button
          type="button"
          aria-pressed={draft.result === "None"}
          onClick={() => choose("None")}
          className={choice(
            "None",
            "border-green-700 bg-green-50 text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-100",
          )}
          data-testid="choose-fit"
        >
          <span aria-hidden="true" className="text-2xl">
            ✓
          </span>
          <Trans>I am fit for duty</Trans>
        </button>
        <button
          type="button"
          aria-pressed={draft.result === "NotAbleToWork"}
          onClick={() => choose("NotAbleToWork")}
          className={choice(
            "NotAbleToWork",
            "border-red-700 bg-red-50 text-red-900 dark:border-red-500 dark:bg-red-950 dark:text-red-100",
          )}
          data-testid="choose-not-able"
        >
          <span aria-hidden="true" className="text-2xl">
            ✕
          </span>
          <Trans>I am not able to work</Trans>
        </button>
      </fieldset>
      {draft.result === "NotAbleToWork" && (
        <div className="flex flex-col gap-1">
          <label htmlFor={reasonId} className="text-base font-medium">
            <Trans>Reason</Trans>
          </label>
          <textarea
            id={reasonId}
            ref={reasonRef}
            rows={3}
            maxLength={500}
            value={draft.reason}
            onChange={(e) => {
              setDraft((current) => ({ ...current, reason: e.target.value }));
              setReasonError(undefined);
            }}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:focus:ring-blue-800"
          />
          {reasonError && (
            <span id={`${reasonId}-error`} className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
              {reasonError}
            </span>
          )}
          <span className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>Your managers are told by email.</Trans>
          </span>
        </div>
      )}
      <label className="flex min-h-11 items-center gap-3 text-base">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={draft.shareLocation}
          onChange={(e) => setDraft((current) => ({ ...current, shareLocation: e.target.checked }))}
        />
        <Trans>Add my location</Trans>
      </label>
      <ErrorRow error={problem} />
      <button
        type="button"
        onClick={() => void submit()}
        disabled={!draft.result || phase.kind === "sending"}
        className={`${BIG_BUTTON} bg-blue-700 text-white hover:bg-blue-800`}
        data-testid="submit-check-in"
      >
        {phase.kind === "sending" ? <Trans>Sending…</Trans> : <Trans>Check in</Trans>}
      </button>
      <RecentCheckIns refreshKey={sent} />
    </DriveLayout>
  );
}

function Confirmation({ phase, onAgain }: { phase: Extract<Phase, { kind: "queued" | "done" }>; onAgain: () => void }) {
  const clock = useClock();
  const result = phase.kind === "done" ? phase.checkIn.result : phase.result;
  const fit = result === "None";
  return (
    <section
      role="status"
      className={`flex flex-col gap-2 rounded-xl border-2 p-4 ${fit ? "border-green-700 bg-green-50 text-green-950 dark:border-green-500 dark:bg-green-950 dark:text-green-50" : "border-red-700 bg-red-50 text-red-950 dark:border-red-500 dark:bg-red-950 dark:text-red-50"}`}
      data-testid="check-in-confirmation"
    >
      <h2 className="text-xl font-semibold">
        {fit ? <Trans>Checked in: fit for duty</Trans> : <Trans>Checked in: not able to work</Trans>}
      </h2>
      {phase.kind === "done" ? (
        <p className="text-base" data-testid="check-in-sent">
          {/* No full stop after a time: en-CA's "p.m." would end in two. */}
          <Trans>Sent at {formatDateTime(phase.checkIn.createdDate ?? clock.now())}</Trans>
        </p>
      ) : (
        <p className="text-base" data-testid="check-in-queued">
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
          onClick={onAgain}
          className={`${BIG_BUTTON} border border-slate-400 bg-white text-slate-900 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100`}
        >
          <Trans>Check in again</Trans>
        </button>
      </div>
    </section>
  );
}
