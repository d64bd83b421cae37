import { Trans } from "@lingui/react/macro";

import { useAppState } from "../app/client-context";

/** Tells the user when the live connection dropped; it reconnects by itself. */
export function ConnectionBanner() {
  const state = useAppState((s) => s.connection.state);
  if (state !== "reconnecting") return null;
  return (
    <div role="status" className="bg-amber-100 px-6 py-1.5 text-sm text-amber-900">
      <Trans>Connection lost. Reconnecting…</Trans>
    </div>
  );
}
