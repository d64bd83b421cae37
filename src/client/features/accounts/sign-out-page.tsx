import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { useLocation } from "wouter";

import { usePortalClient } from "../../app/client-context";
import { landing } from "../../app/routes";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { HomePage } from "../home";

/**
 * `/signout`: a confirmation dialog with Back and Confirm. Confirm closes the socket, clears the stored
 * session, company and auto flag and local data, and returns to sign-in; an error reply is shown in the dialog.
 */
export function SignOutPage() {
  const { session } = usePortalClient();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ServerError>();

  const back = () => (window.history.length > 1 ? window.history.back() : navigate(landing.signedIn()));
  const confirm = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await session.signOut();
      navigate(landing.signedOut(), { replace: true });
    } catch (error) {
      setProblem(toServerError(error));
      setBusy(false);
    }
  };

  return (
    <>
      {/* The dialog opens over the home screen, so Back has something to return to. */}
      <HomePage />
      <ConfirmDialog
        open
        title={<Trans>Sign out</Trans>}
        confirmLabel={<Trans>Confirm</Trans>}
        busy={busy}
        problem={problem}
        onBack={back}
        onConfirm={() => void confirm()}
      >
        <p>
          <Trans>Are you sure you want to sign out?</Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
