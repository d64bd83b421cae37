import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

import { AdminScreen } from "../../all-companies/admin-screen";

/**
 * A screen of the operator's company management: the admin frame (navigation; administrators only,
 * docs/operator.md "Who may do what" — anyone else reads "You do not have permission to access the portal", and the
 * server refuses them every event).
 */
export function AdminPage({ children }: { children: ReactNode }) {
  return <AdminScreen>{children}</AdminScreen>;
}

/** An admin screen's data on its way. */
export function AdminLoading() {
  return (
    <p className="py-8 text-center text-slate-500" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}
