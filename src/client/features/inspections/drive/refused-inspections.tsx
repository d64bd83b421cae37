// Inspections the server refused after they left the phone's queue (sync/offline-commands.ts keeps them): signed in
// a dead zone, sent when the signal came back, and refused — say, because the day's hours were not started. The
// page that sent one may be long gone, so the refusal would otherwise be lost; here the driver sees each with its
// reason and can start the day, open it again to sign anew, or discard it.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";

import { isErrorId } from "../../../../shared/generated/errors";
import type { InspectionSubmitRequest } from "../../../../shared/generated/inspections";
import { usePortalClient } from "../../../app/client-context";
import { useDriveClient } from "../../../drive/drive-context";
import { errorMessages } from "../../../i18n/error-messages";
import { formatDateTime } from "../../../i18n/format";
import type { StoredCommand } from "../../../sync/offline-db";
import { toServerError, type ServerError } from "../../../sync/server-error";
import { ErrorRow } from "../../../ui/error-row";
import { draftFromRequest } from "./draft-from-request";
import { SECONDARY } from "./inspect-styles";
import type { InspectionDraft } from "./inspection-draft";
import { useRefusedInspections } from "./refused-inspections-link";
import { prepare } from "./step-vehicle";
import { START_DAY_PATH } from "./timesheet-gate";

function RefusedInspection({
  command,
  onReopen,
}: {
  command: StoredCommand;
  onReopen: (draft: InspectionDraft) => void;
}) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const { commands } = useDriveClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ServerError>();
  const request = command.payload as InspectionSubmitRequest;
  const reason = command.refused!;
  const signed = formatDateTime(request.inspectedAt ?? command.queuedAt);
  const message = isErrorId(reason.messageId) ? i18n._(errorMessages[reason.messageId]) : reason.hint;
  const reopen = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const prepared = await prepare(client, [
        { id: request.vehicleId },
        ...(request.trailers ?? []).map((trailer) => ({ id: trailer.vehicleId })),
      ]);
      onReopen(draftFromRequest(request, prepared));
      await commands.dismiss(command.clientId, command.seq);
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950 dark:border-red-500 dark:bg-red-950 dark:text-red-50"
      data-testid="refused-inspection"
    >
      <p className="text-base font-semibold">
        <Trans>
          Not accepted: the inspection you signed {signed} at {request.location}
        </Trans>
      </p>
      <p className="text-base" data-testid="refused-reason">
        {message}
      </p>
      {reason.messageId !== "TimesheetNotStarted" && reason.hint && message !== reason.hint && (
        <p className="text-sm">{reason.hint}</p>
      )}
      <ErrorRow error={problem} />
      <div className="flex flex-col gap-2 min-[420px]:flex-row">
        {reason.messageId === "TimesheetNotStarted" && (
          <Link href={START_DAY_PATH} className={SECONDARY} data-testid="refused-start-day">
            <Trans>Start my day</Trans>
          </Link>
        )}
        <button
          type="button"
          onClick={() => void reopen()}
          disabled={busy}
          className={SECONDARY}
          data-testid="refused-reopen"
        >
          {busy ? <Trans>Opening…</Trans> : <Trans>Open it again</Trans>}
        </button>
        <button
          type="button"
          onClick={() => {
            if (window.confirm(t`Discard this inspection? It was not recorded.`))
              void commands.dismiss(command.clientId, command.seq);
          }}
          className={SECONDARY}
        >
          <Trans>Discard</Trans>
        </button>
      </div>
    </li>
  );
}

/** On the inspection screen: each refused inspection, to reopen or discard. */
export function RefusedInspections({ onReopen }: { onReopen: (draft: InspectionDraft) => void }) {
  const refused = useRefusedInspections();
  if (refused.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3" aria-live="polite">
      {refused.map((command) => (
        <RefusedInspection key={`${command.clientId}/${command.seq}`} command={command} onReopen={onReopen} />
      ))}
    </ul>
  );
}
