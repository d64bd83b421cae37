import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import { Link } from "wouter";

import type { ImportEmployeesResponse, ImportProblemReason } from "../../../shared/generated/users";
import { useCurrentUser, usePortalClient } from "../../app/client-context";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { PortalLayout } from "../../ui/portal-layout";
import { importProgress, uploadImportFile } from "./import-upload";
import { userLinks } from "./user-routes";

const REASONS: Record<ImportProblemReason, MessageDescriptor> = {
  missingColumn: msg`A required column is missing`,
  required: msg`This value is required`,
  email: msg`Not a valid email address`,
  duplicateInFile: msg`This email appears twice in the file`,
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
};

/**
 * CSV and Excel (.xlsx) import: upload → ImportEmployeesFromFileQueryOperation, with a progress bar fed
 * by the server's intermediate replies. All or nothing: with any bad row nothing is imported and every bad row is
 * listed here.
 */
export function ImportEmployeesPage() {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const { company } = useCurrentUser();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // The share done (0…1), undefined before any reply; it stays at its last value after the import so the user sees it ended.
  const [progress, setProgress] = useState<number>();
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<ImportEmployeesResponse>();
  const [problem, setProblem] = useState<ServerError>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file || !company) return;
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
        client.session.api.importEmployeesFromFileQueryOperation({ files: [fileId], companyId: company.id }).subscribe({
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
        <h1 className="text-2xl font-semibold">
          <Trans>Import users from a spreadsheet</Trans>
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>
            Choose an Excel workbook (.xlsx, its first sheet is read) or a CSV file (from Excel, save as "CSV UTF-8")
            whose first line names the columns: First name, Last name, Email, Roles, and optionally Phone, Employment
            ID, Compliance, Start date, End date, Licence class, Licence expiry (YYYY-MM-DD), Street, City, Province,
            Postal code, Country. Every row is checked first: if one row has a problem, nothing is imported.
          </Trans>
        </p>
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
        {uploading && (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>Uploading…</Trans>
          </p>
        )}
        {progress !== undefined && (
          <div className="flex flex-col gap-1">
            <progress
              className="h-3 w-full"
              data-testid="import-progress"
              max={100}
              value={Math.round(progress * 100)}
              aria-label={t`Import progress`}
            />
            <span className="text-xs text-slate-600 dark:text-slate-300" data-testid="import-progress-text">
              {new Intl.NumberFormat(i18n.locale === "pseudo" ? "en-CA" : i18n.locale, { style: "percent" }).format(
                progress,
              )}
            </span>
          </div>
        )}
        <ErrorRow error={problem} />
        {result && !failed && (
          <p
            role="status"
            className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
            data-testid="import-done"
          >
            <Trans>
              Imported {result.imported} of <Plural value={result.rows} one="# row" other="# rows" />:{" "}
              <Plural value={result.created} one="# new account" other="# new accounts" />,{" "}
              <Plural value={result.linked} one="# person of another company" other="# people of other companies" />{" "}
              added.
            </Trans>
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
        {company && (
          <Link
            className="self-start text-sm text-blue-700 underline dark:text-blue-300"
            href={userLinks.list(company.id)}
          >
            <Trans>Back to the list</Trans>
          </Link>
        )}
      </div>
    </PortalLayout>
  );
}
