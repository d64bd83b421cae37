import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { useLocation } from "wouter";
import { usePortalClient } from "../../app/client-context";
import { landing } from "../../app/routes";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { HomePage } from "../home/home-page";

/**
 * `/signout` (SPEC §2): a confirmation dialog with Back and Confirm. Confirm closes the socket, clears the stored
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
      <Dialog open onClose={back} className="relative z-50">
        <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-sm rounded-lg bg-white p-6 shadow-xl">
            <DialogTitle className="text-lg font-semibold">
              <Trans>Sign out</Trans>
            </DialogTitle>
            <p className="mt-2 text-sm text-slate-600">
              <Trans>Are you sure you want to sign out?</Trans>
            </p>
            <div className="mt-4">
              <ErrorRow error={problem} />
            </div>
            <div className="mt-6 flex justify-end gap-2">
              <Button variant="secondary" onClick={back}>
                <Trans>Back</Trans>
              </Button>
              <Button onClick={confirm} disabled={busy}>
                <Trans>Confirm</Trans>
              </Button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
