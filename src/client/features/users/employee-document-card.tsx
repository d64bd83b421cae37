import { Trans, useLingui } from "@lingui/react/macro";

import type { EmployeeDocument } from "../../../shared/generated/users";
import { formatDate } from "../../i18n/format";
import { Button } from "../../ui/button";
import { StoredDocument, StoredImage } from "../../ui/stored-image";
import { DOCUMENT_KIND_LABELS } from "./document-labels";
import { LicenceStatus } from "./licence-status";

interface EmployeeDocumentCardProps {
  document: EmployeeDocument;
  now: number;
  canManage: boolean;
  onReplace: () => void;
  onRemove: () => void;
}

/** One document of the file: its picture (opens full size) or its PDF (downloads), kind and title, expiry ("Expires in N days"), note. */
export function EmployeeDocumentCard({ document, now, canManage, onReplace, onRemove }: EmployeeDocumentCardProps) {
  const { t, i18n } = useLingui();
  const kind = i18n._(DOCUMENT_KIND_LABELS[document.kind]);
  const name = document.title ?? kind;
  const removed = document.state === "removed";
  return (
    <li
      className={`flex flex-wrap gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-nowrap dark:border-slate-700 dark:bg-slate-900 ${removed ? "opacity-75" : ""}`}
      data-testid="document"
    >
      {document.contentType === "application/pdf" ? (
        <StoredDocument
          fileId={document.fileId}
          fileName={document.fileName ?? `${name}.pdf`}
          label={t`${kind}: ${name}`}
          className="h-24 w-20 rounded border border-slate-200 dark:border-slate-700"
          testId="document-pdf"
        />
      ) : (
        <StoredImage
          fileId={document.fileId}
          alt={t`${kind}: ${name}`}
          className="h-24 w-20 rounded border border-slate-200 object-cover dark:border-slate-700"
          testId="document-image"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold" data-testid="document-title">
            {name}
          </span>
          {removed && (
            <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
              <Trans>Removed</Trans>
            </span>
          )}
        </p>
        {name !== kind && <p className="text-xs text-slate-600 dark:text-slate-300">{kind}</p>}
        <p data-testid="document-expiry">
          {document.expiresAt === undefined ? (
            <span className="text-slate-600 dark:text-slate-300">
              <Trans>No expiry date</Trans>
            </span>
          ) : (
            <>
              <Trans>Expires on {formatDate(document.expiresAt)}</Trans> ·{" "}
              <LicenceStatus expiry={document.expiresAt} now={now} testIdPrefix="document" />
            </>
          )}
        </p>
        {document.note && (
          <p className="whitespace-pre-line break-words text-slate-700 dark:text-slate-200">{document.note}</p>
        )}
        {document.fileName && (
          <p className="truncate text-xs text-slate-600 dark:text-slate-300">{document.fileName}</p>
        )}
      </div>
      {canManage && !removed && (
        <div className="flex w-full gap-2 sm:w-auto sm:flex-col">
          <Button writes variant="secondary" onClick={onReplace} aria-label={t`Replace ${name}`}>
            <Trans>Replace</Trans>
          </Button>
          <Button writes variant="secondary" onClick={onRemove} aria-label={t`Remove ${name}`}>
            <Trans>Remove</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
