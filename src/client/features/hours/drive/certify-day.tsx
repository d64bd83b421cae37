import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link } from "wouter";

import type { TimesheetDetails } from "../../../../shared/generated/hours";
import { fullName } from "../../../../shared/rules/people";
import { useAppState, useCurrentUser, usePortalClient } from "../../../app/client-context";
import { BIG_BUTTON, DriveLayout } from "../../../drive/drive-layout";
import { formatDateTime, formatLocalDay, formatTime } from "../../../i18n/format";
import { completePayload } from "../../../sync/complete-payload";
import { useDraft } from "../../../sync/drafts";
import { toServerError, type ServerError } from "../../../sync/server-error";
import { ErrorRow } from "../../../ui/error-row";
import { useFocusFirstInvalid } from "../../../ui/form/use-focus-first-invalid";
import { SignaturePad } from "../../../ui/signature-pad";
import { dutyStatusLabel, hoursAndMinutes } from "../hours-labels";
import { LogGrid } from "../log-grid";
import { shownTotals } from "../shown-totals";
import { driveHoursLinks } from "./module";

type Phase = { kind: "reviewing" } | { kind: "sending" } | { kind: "queued" } | { kind: "done" };

/**
 * `/drive/hours/certify/{id}`: the driver reviews one of their days — the log grid, totals, changes — and certifies
 * it as true and correct with a signature (49 CFR 395.30(b)). The day is read from the server; the certification is
 * a command, so it is kept on the phone until sent if the signal drops.
 */
export function CertifyDay({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const { user } = useCurrentUser();
  const userId = useAppState((s) => s.session.userId) ?? "";
  const [details, setDetails] = useState<TimesheetDetails>();
  const [problem, setProblem] = useState<ServerError>();
  const [signature, setSignature, clearSignature] = useDraft<string | undefined>(
    `hours-sign:${userId}:${id}`,
    undefined,
    client.clock,
  );
  const [signatureError, setSignatureError] = useState<string>();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const [phase, setPhase] = useState<Phase>({ kind: "reviewing" });
  useEffect(() => {
    completePayload(client.session.api.timesheetGet({ id })).then(setDetails, (error: unknown) =>
      setProblem(toServerError(error)),
    );
  }, [client, id]);

  const certify = () => {
    if (!signature) {
      // The pad is below the day's grid and entries: bring it into view with its message.
      setSignatureError(t`Sign in the box above to certify the day.`);
      focusFirstInvalid();
      return;
    }
    setPhase({ kind: "sending" });
    const reply = completePayload(client.session.api.timesheetCertify({ id, signature }));
    void clearSignature();
    const offline = !navigator.onLine || client.connection.socket.state !== "open";
    const slow = setTimeout(() => setPhase((p) => (p.kind === "sending" ? { kind: "queued" } : p)), offline ? 0 : 1500);
    reply.then(
      (certified) => {
        clearTimeout(slow);
        setDetails(certified);
        setPhase({ kind: "done" });
      },
      (error: unknown) => {
        clearTimeout(slow);
        setPhase({ kind: "reviewing" });
        setProblem(toServerError(error));
      },
    );
  };

  const title = t`Certify a day`;
  if (!details) {
    return (
      <DriveLayout title={title}>
        {problem ? <ErrorRow error={problem} /> : <p>{t`Loading the day… (it needs a connection)`}</p>}
      </DriveLayout>
    );
  }
  const ts = details.timesheet;
  const totals = shownTotals(details, client.clock.now());
  if (phase.kind === "done" || phase.kind === "queued") {
    return (
      <DriveLayout title={title}>
        <section
          role="status"
          className="flex flex-col gap-2 rounded-xl border-2 border-green-700 bg-green-50 p-4 text-green-950 dark:border-green-500 dark:bg-green-950 dark:text-green-50"
          data-testid="certified"
        >
          <h2 className="text-xl font-semibold">
            {phase.kind === "done" ? <Trans>Day certified</Trans> : <Trans>Certification saved on this phone</Trans>}
          </h2>
          <p className="text-base">{formatLocalDay(ts.day)}</p>
          <Link href={driveHoursLinks.home()} className={`${BIG_BUTTON} bg-blue-700 text-white hover:bg-blue-800`}>
            <Trans>Back to my hours</Trans>
          </Link>
        </section>
      </DriveLayout>
    );
  }
  return (
    <DriveLayout title={title}>
      <h2 className="text-xl font-semibold" data-testid="certify-day">
        {formatLocalDay(ts.day)}
      </h2>
      <LogGrid
        day={ts.day}
        dayStart={ts.dayStart}
        dayEnd={details.dayEnd}
        now={client.clock.now()}
        carried={details.carriedStatus}
        changes={details.entries}
        timeZone={details.timeZone}
      />
      <dl className="grid grid-cols-2 gap-2 text-base">
        <dt>{t`Driving`}</dt>
        <dd className="text-right font-semibold tabular-nums">{hoursAndMinutes(totals.drivingMinutes)}</dd>
        <dt>{t`On duty total`}</dt>
        <dd className="text-right font-semibold tabular-nums">{hoursAndMinutes(totals.onDutyTotalMinutes)}</dd>
        <dt>{t`Off duty`}</dt>
        <dd className="text-right font-semibold tabular-nums">{hoursAndMinutes(totals.offDutyMinutes)}</dd>
      </dl>
      <ol className="flex flex-col gap-1 text-base">
        {details.entries.map((e) => (
          <li key={e.id}>
            <span className="tabular-nums">{formatTime(e.start, details.timeZone)}</span> ·{" "}
            {dutyStatusLabel(i18n, e.status)}
            {e.location ? ` · ${e.location}` : ""}
          </li>
        ))}
      </ol>
      {details.dayEnd > client.clock.now() ? (
        // 49 CFR 395.8: a day's record is certified at its end, once nothing more can happen on it.
        <p
          className="rounded-xl border border-slate-300 p-3 text-base dark:border-slate-600"
          data-testid="certify-not-yet"
        >
          <Trans>
            This day is not over yet. Certify it once it has ended, from{" "}
            {formatDateTime(details.dayEnd, undefined, details.timeZone)}
          </Trans>
        </p>
      ) : (
        <>
          <div ref={formRef} className="contents">
            <SignaturePad
              label={t`I certify that my entries for this day are true and correct`}
              value={signature}
              onChange={(value) => {
                setSignature(value);
                setSignatureError(undefined);
              }}
              error={signatureError}
              name={user ? fullName(user) : undefined}
            />
          </div>
          <ErrorRow error={problem} />
          <button
            type="button"
            onClick={certify}
            disabled={phase.kind === "sending"}
            className={`${BIG_BUTTON} bg-blue-700 text-white hover:bg-blue-800`}
            data-testid="certify-submit"
          >
            {phase.kind === "sending" ? <Trans>Sending…</Trans> : <Trans>Certify this day</Trans>}
          </button>
        </>
      )}
    </DriveLayout>
  );
}
