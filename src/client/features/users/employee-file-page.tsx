import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useParams } from "wouter";

import type { EmployeeDocument } from "../../../shared/generated/users";
import { decodeIdFromUrl } from "../../../shared/ids";
import { fullName } from "../../../shared/rules/people";
import { useCurrentUser, usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ErrorRow } from "../../ui/error-row";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { DOCUMENT_KIND_LABELS } from "./document-labels";
import { EmployeeDocumentCard } from "./employee-document-card";
import { EmployeeDocumentForm } from "./employee-document-form";
import { useEmployeeFile } from "./use-employee-file";
import { userLinks } from "./user-routes";

/**
 * `/portal/operator/users/file/{id}`: the employee's file — licence abstract, medical certificate,
 * criminal record check, training certificates and other documents, each a picture with an optional expiry.
 * Owners, managers and administrators add, replace and remove them; removing keeps the document on record.
 */
export function EmployeeFilePage() {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const { company } = useCurrentUser();
  const params = useParams<{ id: string }>();
  const userId = decodeIdFromUrl(params.id);
  const [showRemoved, setShowRemoved] = useState(false);
  const { person, file, problem, reload } = useEmployeeFile(userId, showRemoved);
  // "new" while adding, a document's id while replacing it.
  const [editing, setEditing] = useState<string>();
  const [removing, setRemoving] = useState<EmployeeDocument>();
  const [removeProblem, setRemoveProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const timeZone = company?.timeZone || undefined;

  if (!userId)
    return (
      <RecordNotFound
        error={new ServerError("NotFound", t`This address does not name a user.`, 404)}
        backTo={company ? userLinks.list(company.id) : undefined}
      />
    );
  if (!person || !file)
    return problem ? (
      <RecordNotFound error={problem} backTo={company ? userLinks.list(company.id) : undefined} />
    ) : (
      <LoadingScreen />
    );
  const name = fullName(person.user);
  const now = client.clock.now();

  const saved = () => {
    setEditing(undefined);
    void reload();
  };
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    setRemoveProblem(undefined);
    try {
      await completePayload(client.session.api.employeeDocumentRemove({ id: removing.id }));
      setRemoving(undefined);
      await reload();
    } catch (error) {
      setRemoveProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  const removingName = removing ? (removing.title ?? i18n._(DOCUMENT_KIND_LABELS[removing.kind])) : "";

  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold" data-testid="file-title">
            <Trans>File of {name}</Trans>
          </h1>
          {file.canManage && editing === undefined && (
            <Button className="ml-auto" onClick={() => setEditing("new")}>
              <Trans>Add a document</Trans>
            </Button>
          )}
        </div>
        <ErrorRow error={problem} />
        {editing === "new" && (
          <EmployeeDocumentForm
            userId={userId}
            timeZone={timeZone}
            onSaved={saved}
            onCancel={() => setEditing(undefined)}
          />
        )}
        <label className="flex items-center gap-2 self-start text-sm">
          <input type="checkbox" checked={showRemoved} onChange={(e) => setShowRemoved(e.target.checked)} />
          <Trans>Show removed documents</Trans>
        </label>
        {file.items.length === 0 ? (
          <p
            className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-600 dark:text-slate-300"
            data-testid="file-empty"
          >
            <Trans>No documents in this file yet.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t`Documents`}>
            {file.items.map((document) =>
              editing === document.id ? (
                <li key={document.id}>
                  <EmployeeDocumentForm
                    userId={userId}
                    existing={document}
                    timeZone={timeZone}
                    onSaved={saved}
                    onCancel={() => setEditing(undefined)}
                  />
                </li>
              ) : (
                <EmployeeDocumentCard
                  key={document.id}
                  document={document}
                  now={now}
                  canManage={file.canManage}
                  onReplace={() => setEditing(document.id)}
                  onRemove={() => {
                    setRemoveProblem(undefined);
                    setRemoving(document);
                  }}
                />
              ),
            )}
          </ul>
        )}
        <Link
          className="self-start text-sm text-blue-700 underline dark:text-blue-300"
          href={userLinks.details(person.user.id)}
        >
          <Trans>Back to the user</Trans>
        </Link>
      </div>
      <ConfirmDialog
        open={removing !== undefined}
        title={<Trans>Remove document</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
        busy={busy}
        problem={removeProblem}
        onBack={() => setRemoving(undefined)}
        onConfirm={() => void remove()}
      >
        <p>
          <Trans>
            Remove {removingName} from the file of {name}? It stays on record as removed.
          </Trans>
        </p>
      </ConfirmDialog>
    </PortalLayout>
  );
}
