import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent, useId } from "react";

import type { DutyStatus, TimesheetDetails, TimesheetEntry } from "../../../shared/generated/hours";
import { DUTY_STATUS_ORDER } from "../../../shared/rules/timesheets";
import { usePortalClient } from "../../app/client-context";
import { formatTime } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { instantOnDay, timeOfDay } from "./day-time";
import { dutyStatusLabel } from "./hours-labels";
import { hoursProblemMessage } from "./hours-problem-messages";

export type Correction =
  | { kind: "change"; entry: TimesheetEntry }
  | { kind: "remove"; entry: TimesheetEntry }
  | { kind: "add" };

interface CorrectionFormProps {
  details: TimesheetDetails;
  correction: Correction;
  onDone: (details: TimesheetDetails) => void;
  onCancel: () => void;
}

/**
 * An annotated correction of one entry of the day (or a new one): the reason is required, and the original stays in
 * the day's edit history — the log is never overwritten silently (49 CFR 395.30(c)).
 */
export function CorrectionForm({ details, correction, onDone, onCancel }: CorrectionFormProps) {
  const { t, i18n } = useLingui();
  const statusId = useId();
  const client = usePortalClient();
  const { timeZone } = details;
  const { day, dayStartHour } = details.timesheet;
  const original = correction.kind === "add" ? undefined : correction.entry;
  const [status, setStatus] = useState<DutyStatus>(original?.status ?? "off");
  const [time, setTime] = useState(original ? timeOfDay(original.start, timeZone) : "");
  const [location, setLocation] = useState(original?.location ?? "");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const removing = correction.kind === "remove";
  const fieldProblem = (path: string) => problem?.fields?.find((f) => f.path === path);
  const message = (path: string) => {
    const found = fieldProblem(path);
    return found ? hoursProblemMessage(i18n, found) : undefined;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const start = instantOnDay(day, time, timeZone, dayStartHour);
    if (!removing && start === undefined) {
      setProblem(new ServerError("ValidationFailed", "", 400, [{ path: "entry.start", problem: "required" }]));
      return;
    }
    setBusy(true);
    try {
      const entry = removing
        ? undefined
        : { status, start: start!, ...(location.trim() ? { location: location.trim() } : {}) };
      const saved = await completePayload(
        client.session.api.timesheetEntryCorrect({
          timesheetId: details.timesheet.id,
          ...(original ? { entryId: original.id } : {}),
          ...(entry ? { entry } : {}),
          reason,
        }),
      );
      onDone(saved);
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  const input =
    "w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";
  const label = "flex flex-col gap-1 text-sm";
  const fieldError = (path: string) => {
    const text = message(path);
    return text ? (
      <span className="text-xs text-red-700 dark:text-red-400" role="alert">
        {text}
      </span>
    ) : null;
  };
  const title = correction.kind === "add" ? t`Add an entry` : removing ? t`Remove this entry` : t`Correct this entry`;
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3 rounded-lg border border-blue-300 bg-blue-50 p-4 dark:border-blue-800 dark:bg-slate-900"
      aria-label={title}
      data-testid="correction-form"
    >
      <h3 className="font-semibold">{title}</h3>
      {original && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <Trans>
            Now: {dutyStatusLabel(i18n, original.status)} from {formatTime(original.start, timeZone)}
          </Trans>
          {original.location ? ` · ${original.location}` : ""}
        </p>
      )}
      {!removing && (
        <div className="grid gap-3 sm:grid-cols-3">
          <div className={label}>
            <label htmlFor={statusId}>
              <Trans>Status</Trans>
            </label>
            <select
              id={statusId}
              className={input}
              value={status}
              onChange={(e) => setStatus(e.target.value as DutyStatus)}
            >
              {DUTY_STATUS_ORDER.map((value) => (
                <option key={value} value={value}>
                  {dutyStatusLabel(i18n, value)}
                </option>
              ))}
            </select>
          </div>
          <label className={label}>
            <Trans>Time</Trans>
            <input
              type="time"
              className={input}
              value={time}
              onChange={(e) => setTime(e.target.value)}
              required
              aria-invalid={fieldProblem("entry.start") ? true : undefined}
            />
            {fieldError("entry.start")}
          </label>
          <label className={label}>
            <Trans>Location</Trans>
            <input className={input} value={location} maxLength={200} onChange={(e) => setLocation(e.target.value)} />
          </label>
        </div>
      )}
      <label className={label}>
        <Trans>Reason for the correction (kept with the day's history)</Trans>
        <textarea
          className={input}
          rows={2}
          maxLength={500}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={fieldProblem("reason") ? true : undefined}
        />
        {fieldError("reason")}
      </label>
      {fieldError("entry")}
      {fieldError("entryId")}
      <ErrorRow error={problem && !problem.fields?.length ? problem : undefined} />
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {removing ? <Trans>Remove with this reason</Trans> : <Trans>Save correction</Trans>}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
