import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { useLocation } from "wouter";

import { useAppState, usePortalClient } from "../../app/client-context";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ErrorRow } from "../../ui/error-row";
import { platformLinks } from "./platform-routes";
import { leaveReadOnlyView } from "./view-as";

/**
 * Above every screen while the operator views a company read-only (docs/operator.md "The read-only view"): whose
 * portal this is, that nothing can be changed (the server refuses every write: ReadOnlyView), and the way out, back
 * to the admin home.
 */
export function ViewAsBanner() {
  const client = usePortalClient();
  const viewAs = useAppState((s) => s.session.viewAs);
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ServerError>();
  if (!viewAs) return null;
  const companyName = viewAs.companyName;
  const exit = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await leaveReadOnlyView(client);
      navigate(platformLinks.home());
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-100 px-3 py-2 text-sm text-amber-950 sm:px-6 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      data-testid="view-as-banner"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="font-medium">
          <Trans>Viewing {companyName} as the operator — read only</Trans>
        </span>
        <button
          type="button"
          disabled={busy}
          onClick={() => void exit()}
          className="rounded-md border border-amber-700 bg-white px-3 py-1 font-medium text-amber-950 hover:bg-amber-50 disabled:opacity-60 dark:bg-amber-900 dark:text-amber-50"
          data-testid="view-as-exit"
        >
          <Trans>Exit the view</Trans>
        </button>
      </div>
      <ErrorRow error={problem} />
    </div>
  );
}
