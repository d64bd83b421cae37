import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

import type { ServerError } from "../sync/server-error";
import { ErrorRow } from "./error-row";
import { PortalLayout } from "./portal-layout";

/**
 * A screen about one record (edit, copy, details) whose record could not be loaded: the error (NotFound for an id
 * that does not exist or is another company's) in the portal's shell, never an editable empty form.
 */
export function RecordNotFound({
  error,
  backTo,
}: {
  error: Pick<ServerError, "messageId" | "hint">;
  backTo?: string | undefined;
}) {
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-4" data-testid="record-not-found">
        <ErrorRow error={error} />
        {backTo && (
          <Link className="self-start text-sm text-blue-700 underline dark:text-blue-300" href={backTo}>
            <Trans>Back to the list</Trans>
          </Link>
        )}
      </div>
    </PortalLayout>
  );
}
