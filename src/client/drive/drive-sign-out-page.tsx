import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useLocation } from "wouter";

import { useAppState, usePortalClient } from "../app/client-context";
import { toServerError, type ServerError } from "../sync/server-error";
import { ErrorRow } from "../ui/error-row";
import { useWaitingCommands } from "./drive-context";
import { BIG_BUTTON, DriveLayout } from "./drive-layout";
import { driveLinks } from "./drive-routes";

/**
 * `/drive/signout`: a confirmation, Back and Confirm (docs/driver-app.md "Sign-in and sign-out"). Signing out cleans up
 * local data, the queue of what waits to be sent included, so the screen says how much would be lost. Signing out needs
 * the server (the session is revoked there); offline it says so instead of waiting.
 */
export function DriveSignOutPage() {
  const { t } = useLingui();
  const { session } = usePortalClient();
  const [, navigate] = useLocation();
  const waiting = useWaitingCommands();
  const open = useAppState((s) => s.connection.state === "open");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ServerError>();
  const confirm = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await session.signOut();
      navigate(driveLinks.signIn(), { replace: true });
    } catch (error) {
      setProblem(toServerError(error));
      setBusy(false);
    }
  };
  return (
    <DriveLayout title={t`Sign out`}>
      <p className="text-lg">
        <Trans>Sign out of the driver app on this phone?</Trans>
      </p>
      {waiting > 0 && (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-3 text-base text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          data-testid="sign-out-loses"
        >
          <Plural
            value={waiting}
            one="# submission has not been sent yet and will be deleted from this phone."
            other="# submissions have not been sent yet and will be deleted from this phone."
          />
        </p>
      )}
      {!open && (
        <p className="text-base text-slate-600 dark:text-slate-300" data-testid="sign-out-offline">
          <Trans>You are offline. Signing out needs a connection; try again when you are back online.</Trans>
        </p>
      )}
      <ErrorRow error={problem} />
      <div className="flex flex-col gap-3">
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={busy || !open}
          className={`${BIG_BUTTON} bg-blue-700 text-white hover:bg-blue-800`}
        >
          <Trans>Confirm</Trans>
        </button>
        <button
          type="button"
          onClick={() => navigate(driveLinks.home())}
          className={`${BIG_BUTTON} border border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100`}
        >
          <Trans>Back</Trans>
        </button>
      </div>
    </DriveLayout>
  );
}
