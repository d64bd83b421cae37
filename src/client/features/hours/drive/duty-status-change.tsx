import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";

import type { DutyStatus, MyHours } from "../../../../shared/generated/hours";
import { DUTY_STATUS_ORDER } from "../../../../shared/rules/timesheets";
import { useAppState, usePortalClient } from "../../../app/client-context";
import { BIG_BUTTON } from "../../../drive/drive-layout";
import { completePayload } from "../../../sync/complete-payload";
import { useDraft } from "../../../sync/drafts";
import { ServerError, toServerError } from "../../../sync/server-error";
import { ErrorRow } from "../../../ui/error-row";
import { dutyStatusLabel } from "../hours-labels";
import { hoursProblemMessage } from "../hours-problem-messages";

/** How long a reply may take before the screen says the change waits on the phone instead of "Sending…". */
const QUEUED_AFTER_MS = 1500;

interface DutyStatusChangeProps {
  hours: MyHours | undefined;
  /** Shows the change at once (before the server has it) and then the server's answer. */
  onHours: (hours: MyHours) => void;
}

/**
 * The six duty statuses as big buttons and where the driver is. A change is a command: kept on the phone with its
 * own time until the server has applied it once (the offline queue), and shown at once as the status in force.
 */
export function DutyStatusChange({ hours, onHours }: DutyStatusChangeProps) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const userId = useAppState((s) => s.session.userId) ?? "";
  const locationId = useId();
  const [draft, setDraft, clearDraft] = useDraft<{ status?: DutyStatus; location: string }>(
    `hours-change:${userId}`,
    { location: "" },
    client.clock,
  );
  const [problem, setProblem] = useState<ServerError>();
  const [queued, setQueued] = useState(false);
  const [sending, setSending] = useState(false);
  const current = hours?.current?.status;
  const location = draft.location || hours?.current?.location || "";
  const locationProblem = problem?.fields?.find((f) => f.path === "location" || f.path === "at");

  const record = () => {
    const status = draft.status;
    if (!status) return;
    if (location.trim() === "") {
      setProblem(new ServerError("ValidationFailed", "", 400, [{ path: "location", problem: "required" }]));
      return;
    }
    const at = client.clock.now();
    setProblem(undefined);
    setSending(true);
    const reply = completePayload(client.session.api.dutyStatusChange({ status, at, location: location.trim() }));
    // The command is in the phone's queue now; the status it sets shows at once.
    if (hours) onHours({ ...hours, current: { status, since: at, location: location.trim() } });
    void clearDraft();
    setDraft({ location: location.trim() });
    const offline = !navigator.onLine || client.connection.socket.state !== "open";
    const slow = setTimeout(() => setQueued(true), offline ? 0 : QUEUED_AFTER_MS);
    reply.then(
      (fresh) => {
        clearTimeout(slow);
        setQueued(false);
        setSending(false);
        onHours(fresh);
      },
      (error: unknown) => {
        clearTimeout(slow);
        setQueued(false);
        setSending(false);
        setProblem(toServerError(error));
        if (hours) onHours(hours);
      },
    );
  };

  const tile = (status: DutyStatus) => {
    const chosen = draft.status === status;
    const inForce = current === status;
    return `flex min-h-16 flex-col items-start justify-center rounded-xl border-2 px-3 py-2 text-left text-base font-semibold ${
      chosen
        ? "border-blue-700 bg-blue-50 text-blue-950 dark:border-sky-400 dark:bg-slate-800 dark:text-sky-100"
        : inForce
          ? "border-green-700 bg-green-50 text-green-950 dark:border-green-500 dark:bg-green-950 dark:text-green-50"
          : "border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
    }`;
  };
  return (
    <section className="flex flex-col gap-3" aria-labelledby="change-heading">
      <h2 id="change-heading" className="text-lg font-semibold">
        <Trans>Change duty status</Trans>
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={locationId} className="text-base font-medium">
          <Trans>Where are you?</Trans>
        </label>
        <input
          id={locationId}
          value={location}
          maxLength={200}
          placeholder={t`City, yard, highway and exit`}
          onChange={(e) => setDraft((d) => ({ ...d, location: e.target.value }))}
          aria-invalid={locationProblem ? true : undefined}
          className="min-h-12 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
          data-testid="hours-location"
        />
        {locationProblem && (
          <span className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
            {hoursProblemMessage(i18n, locationProblem)}
          </span>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t`Duty status`}>
        {DUTY_STATUS_ORDER.map((status) => (
          <button
            key={status}
            type="button"
            role="radio"
            aria-checked={draft.status === status}
            className={tile(status)}
            onClick={() => setDraft((d) => ({ ...d, status }))}
            data-testid={`status-${status}`}
          >
            {dutyStatusLabel(i18n, status)}
            {current === status && (
              <span className="text-xs font-normal">
                <Trans>now</Trans>
              </span>
            )}
          </button>
        ))}
      </div>
      <ErrorRow error={problem && !locationProblem ? problem : undefined} />
      <button
        type="button"
        onClick={record}
        disabled={!draft.status || draft.status === current || sending}
        className={`${BIG_BUTTON} bg-blue-700 text-white hover:bg-blue-800`}
        data-testid="record-status"
      >
        {draft.status ? <Trans>Record: {dutyStatusLabel(i18n, draft.status)}</Trans> : <Trans>Choose a status</Trans>}
      </button>
      {queued && (
        <p role="status" className="text-base text-amber-900 dark:text-amber-100" data-testid="status-queued">
          <Trans>Saved on this phone with its time; sent by itself as soon as you are back online.</Trans>
        </p>
      )}
    </section>
  );
}
