import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent, useId } from "react";
import { Link, useParams } from "wouter";

import type { EldImportResult } from "../../../shared/generated/hours";
import { decodeIdFromUrl } from "../../../shared/ids";
import { fullName } from "../../../shared/rules/people";
import { useCurrentUser, usePortalClient } from "../../app/client-context";
import { formatLocalDay } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { CONTROL_CLASS } from "../../ui/field";
import { ImportProgress } from "../../ui/import-progress";
import { uploadImportFile } from "../../ui/import-upload";
import { PortalLayout } from "../../ui/portal-layout";
import { useMayCall } from "../inspections";
import { eldImportProgress } from "./eld-import-progress";
import { EldImportResultView } from "./eld-import-result";
import { hoursLinks } from "./hours-routes";
import { useDrivers } from "./timesheet-filters";

/** What the server said about the file or the period, beyond the catalogued message: the line, or the days. */
function ProblemDetails({ problem }: { problem: ServerError }) {
  if (problem.messageId === "EldFileMalformed") {
    const line = problem.fields?.find((f) => f.problem === "malformed")?.limit;
    const reason = problem.hint.replace(/^line \d+: /, "");
    return (
      <p className="text-sm text-red-800 dark:text-red-200" data-testid="eld-import-problem">
        {line !== undefined ? (
          <Trans>
            Line {line}: {reason}. Nothing was imported.
          </Trans>
        ) : (
          <Trans>{reason}. Nothing was imported.</Trans>
        )}
      </p>
    );
  }
  if (problem.messageId === "EldImportConflict") {
    const days = (problem.fields ?? []).map((f) => f.path.replace(/^days\./, "")).map((day) => formatLocalDay(day));
    return (
      <p className="text-sm text-red-800 dark:text-red-200" data-testid="eld-import-problem">
        <Trans>
          Records already kept on: {days.join(", ")}. A driver's records are never overwritten: import a period without
          these days, or correct them one entry at a time on the day's details.
        </Trans>
      </p>
    );
  }
  return null;
}

/**
 * Import a third-party ELD's output file (49 CFR 395 Subpart B App. A §4.8.2) for a driver: reached from the hours
 * list (pick the driver) and from an employee's hours (the driver is that employee). Upload → EldFileImportRequestEvent,
 * a progress bar fed by its intermediate replies, then the result with each day's violations and links to the days.
 */
export function EldImportPage() {
  const { t } = useLingui();
  const driverSelectId = useId();
  const client = usePortalClient();
  const { company } = useCurrentUser();
  const fixedUser = decodeIdFromUrl(useParams<{ id?: string }>().id ?? "");
  const drivers = useDrivers(!fixedUser);
  const mayImport = useMayCall("EldFileImportRequestEvent");
  const [userId, setUserId] = useState("");
  const [fixedName, setFixedName] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<number>();
  const [result, setResult] = useState<EldImportResult>();
  const [problem, setProblem] = useState<ServerError>();

  useEffect(() => {
    if (!fixedUser) return;
    completePayload(client.session.api.userGet({ userId: fixedUser })).then(
      (person) => setFixedName(fullName(person.user)),
      () => undefined,
    );
  }, [client, fixedUser]);

  const driverId = fixedUser ?? userId;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file || !driverId) return;
    setBusy(true);
    setProblem(undefined);
    setResult(undefined);
    setProgress(undefined);
    setUploading(true);
    try {
      const fileId = await uploadImportFile(file);
      setUploading(false);
      setProgress(0);
      await new Promise<void>((resolve, reject) => {
        client.session.api
          .eldFileImport({ fileId, userId: driverId, ...(from ? { from } : {}), ...(to ? { to } : {}) })
          .subscribe({
            next: (reply) => {
              if (reply.status === "intermediate") {
                const share = eldImportProgress(reply.progressMessage);
                if (share !== undefined) setProgress(share);
              } else {
                setProgress(1);
                setResult(reply.payload);
              }
            },
            error: reject,
            complete: resolve,
          });
      });
    } catch (error) {
      setProblem(toServerError(error));
      setProgress(undefined);
    } finally {
      setBusy(false);
      setUploading(false);
    }
  };

  const label = "flex flex-col gap-1 text-sm font-medium";
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">
          {fixedName ? <Trans>Import an ELD file for {fixedName}</Trans> : <Trans>Import an ELD file</Trans>}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>
            Choose the output file (.csv) a third-party electronic logging device produced for the driver. Its changes
            of duty status, personal conveyance and yard moves become the driver's timesheet entries, marked as
            imported, and the rules are checked. Leave the dates empty to import every day the file covers. Days on
            which the driver already has records are never overwritten: the import is refused and names them.
          </Trans>
        </p>
        {!mayImport ? (
          <ErrorRow error={{ messageId: "UnauthorizedException", hint: "" }} />
        ) : (
          <form className="flex flex-wrap items-end gap-3" onSubmit={submit} data-testid="eld-import-form">
            {!fixedUser && (
              <div className={label}>
                <label htmlFor={driverSelectId}>{t`Driver`}</label>
                <select
                  id={driverSelectId}
                  className={CONTROL_CLASS}
                  value={userId}
                  onChange={(e) => setUserId(e.target.value)}
                  required
                  data-testid="eld-import-driver"
                >
                  <option value="">{t`Choose a driver`}</option>
                  {drivers.map((driver) => (
                    <option key={driver.id} value={driver.id}>
                      {driver.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <label className={label}>
              {t`From (optional)`}
              <input
                type="date"
                className={CONTROL_CLASS}
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                data-testid="eld-import-from"
              />
            </label>
            <label className={label}>
              {t`To (optional)`}
              <input
                type="date"
                className={CONTROL_CLASS}
                value={to}
                onChange={(e) => setTo(e.target.value)}
                data-testid="eld-import-to"
              />
            </label>
            <label className={label}>
              {t`ELD output file`}
              <input
                ref={fileRef}
                type="file"
                required
                accept=".csv,text/csv,text/plain"
                className="text-sm"
                data-testid="eld-import-file"
              />
            </label>
            <Button type="submit" disabled={busy || !driverId}>
              <Trans>Import</Trans>
            </Button>
          </form>
        )}
        <ImportProgress uploading={uploading} progress={progress} testId="eld-import-progress" />
        <ErrorRow error={problem} />
        {problem && <ProblemDetails problem={problem} />}
        {result && <EldImportResultView result={result} />}
        <div className="flex gap-4 text-sm">
          {fixedUser ? (
            <Link className="text-blue-700 underline dark:text-blue-300" href={hoursLinks.ofUser(fixedUser)}>
              <Trans>Back to the employee's hours</Trans>
            </Link>
          ) : (
            company && (
              <Link className="text-blue-700 underline dark:text-blue-300" href={hoursLinks.list(company.id)}>
                <Trans>Back to Hours of Service</Trans>
              </Link>
            )
          )}
        </div>
      </div>
    </PortalLayout>
  );
}
