import type { ReactNode } from "react";

import { useAppState } from "../app/client-context";
import { ErrorRow } from "../ui/error-row";
import { PortalLayout } from "../ui/portal-layout";
import { AdminNav } from "./admin-nav";

/**
 * An admin-area screen: the portal's shell with the admin navigation above the screen. The admin area is for
 * administrators only (docs/operator.md "Who may do what"); anyone else reads the refusal (the server refuses them
 * every admin event anyway).
 */
export function AdminScreen({ children }: { children: ReactNode }) {
  const roles = useAppState((s) => s.session.roles);
  return (
    <PortalLayout>
      {roles.includes("administrator") ? (
        <div className="flex min-w-0 flex-col gap-2">
          <AdminNav />
          {children}
        </div>
      ) : (
        <div data-testid="not-allowed">
          <ErrorRow error={{ messageId: "UnauthorizedException", hint: "" }} />
        </div>
      )}
    </PortalLayout>
  );
}
