// Every import's screen (docs/files.md "Imports"): choose a CSV or workbook, upload it (import-upload.ts), run the
// domain's import event with a progress bar fed by its intermediate replies, then either what was imported or the
// table of every problem, row by row, to fix the file from. All or nothing: with any bad row nothing is imported.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import type { Observable } from "rxjs";
import { Link } from "wouter";

import type { Reply } from "../../shared/generated/client";
import type { ImportProblem, ImportProblemReason } from "../../shared/generated/common";
import { toServerError, type ServerError } from "../sync/server-error";
import { Button } from "./button";
import { ErrorRow } from "./error-row";
import { ImportProgress } from "./import-progress";
import { importProgress, uploadImportFile } from "./import-upload";
import { PortalLayout } from "./portal-layout";

const REASONS: Record<ImportProblemReason, MessageDescriptor> = {
  missingColumn: msg`A required column is missing`,
  required: msg`This value is required`,
  email: msg`Not a valid email address`,
  duplicateInFile: msg`This value appears twice in the file`,
  inviteExists: msg`A user with that email already exists`,
  role: msg`Unknown role`,
  roleNotAllowed: msg`You cannot grant this role`,
  licenceClass: msg`Unknown licence class`,
  date: msg`Not a valid date (use YYYY-MM-DD)`,
  phone: msg`Not a valid phone number`,
  complianceType: msg`Compliance must be included or excluded`,
  tooLong: msg`The value is too long`,
  tooManyRows: msg`The file has too many rows`,
  notCsv: msg`The file is not a CSV file or an Excel workbook`,
  unknownCategory: msg`Unknown category: write one the vehicle form lists`,
  unknownSchedule: msg`Not one of your inspection schedules`,
  choice: msg`Not one of the values this column takes`,
  number: msg`Not a valid number`,
  year: msg`Not a model year between 1900 and next year`,
  vin: msg`This VIN fails the check (49 CFR 565); fix it or write Yes under Non-standard VIN`,
  vehicleExists: msg`Your company already has a unit with this number`,
};

/** What every import event answers. */
export interface ImportResult {
  rows: number;
  imported: number;
  problems: ImportProblem[];
  problemCount: number;
}

export interface ImportScreenProps<R extends ImportResult> {
  title: ReactNode;
  /** Which columns the file has, and anything else the user should know before choosing it. */
  explanation: ReactNode;
  /** The domain's import event for the uploaded file. */
  run: (fileId: string, companyId: string) => Observable<Reply<R>>;
  /** What the import did, once it did. */
  done: (result: R) => ReactNode;
  companyId: string | undefined;
  /** Where "Back to the list" leads. */
  backHref: string | undefined;
}

export function ImportScreen<R extends ImportResult>({
  title,
  explanation,
  run,
  done,
  companyId,
  backHref,
}: ImportScreenProps<R>) {
  const { t, i18n } = useLingui();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // The share done (0…1), undefined before any reply; it stays at its last value after the import so the user sees it ended.
  const [progress, setProgress] = useState<number>();
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<R>();
  const [problem, setProblem] = useState<ServerError>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file || !companyId) return;
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
        run(fileId, companyId).subscribe({
          next: (reply) => {
            if (reply.status === "intermediate") {
              const share = importProgress(reply.progressMessage);
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
    } finally {
      setBusy(false);
      setUploading(false);
    }
  };

  const failed = result !== undefined && result.problemCount > 0;
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <div className="flex flex-col gap-2 text-sm text-slate-600 dark:text-slate-300">{explanation}</div>
        <form className="flex flex-wrap items-end gap-3" onSubmit={submit}>
          <label className="flex flex-col gap-1 text-sm font-medium">
            <Trans>File to import</Trans>
            <input
              ref={fileRef}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="text-sm"
              data-testid="import-file"
            />
          </label>
          <Button type="submit" disabled={busy}>
            <Trans>Import</Trans>
          </Button>
        </form>
        <ImportProgress uploading={uploading} progress={progress} testId="import-progress" />
        <ErrorRow error={problem} />
        {result && !failed && (
          <p
            role="status"
            className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
            data-testid="import-done"
          >
            {done(result)}
          </p>
        )}
        {failed && (
          <div className="flex flex-col gap-2" data-testid="import-problems">
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              <Trans>
                Nothing was imported:{" "}
                <Plural value={result.problemCount} one="# problem. Fix this row" other="# problems. Fix these rows" />{" "}
                and import the file again.
              </Trans>
            </p>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-300 dark:border-slate-600">
                    <th className="py-1 pr-3">{t`Line`}</th>
                    <th className="py-1 pr-3">{t`Column`}</th>
                    <th className="py-1 pr-3">{t`Value`}</th>
                    <th className="py-1">{t`Problem`}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.problems.map((row, index) => (
                    <tr key={index} className="border-b border-slate-200 dark:border-slate-700">
                      <td className="py-1 pr-3">{row.line}</td>
                      <td className="py-1 pr-3">{row.column ?? ""}</td>
                      <td className="py-1 pr-3 break-all">{row.value ?? ""}</td>
                      <td className="py-1">
                        {i18n._(REASONS[row.reason])}
                        {row.otherLine !== undefined && ` (${t`first on line ${row.otherLine}`})`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
        {backHref && (
          <Link className="self-start text-sm text-blue-700 underline dark:text-blue-300" href={backHref}>
            <Trans>Back to the list</Trans>
          </Link>
        )}
      </div>
    </PortalLayout>
  );
}
