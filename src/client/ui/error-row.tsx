import { useLingui } from "@lingui/react/macro";

import { isErrorId } from "../../shared/generated/errors";
import { errorMessages } from "../i18n/error-messages";
import type { ServerError } from "../sync/server-error";

/**
 * "There appears to be a problem:" plus the message and its id (docs/design/client-shell.md "Errors on screen"). An
 * id the client does not know shows the server's hint instead.
 */
export function ErrorRow({ error }: { error: Pick<ServerError, "messageId" | "hint"> | undefined }) {
  const { t, i18n } = useLingui();
  if (!error) return null;
  const message = isErrorId(error.messageId) ? i18n._(errorMessages[error.messageId]) : error.hint;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {t`There appears to be a problem:`} <span data-testid="error-message">{message}</span>{" "}
      <span className="text-red-600 dark:text-red-400" data-testid="error-id">
        ({error.messageId})
      </span>
    </div>
  );
}
