import type { ReactNode } from "react";

import { AdminNav } from "../../all-companies/admin-nav";
import { useAppState } from "../../app/client-context";
import { ErrorRow } from "../../ui/error-row";
import { PortalLayout } from "../../ui/portal-layout";

/**
 * Every admin screen's frame (the admin area is only for administrators, docs/operator.md "Who may do what"): the
 * portal shell, the screen's heading and the admin navigation. Anyone else gets "You do not have permission to access
 * the portal" — the server refuses them every admin event anyway.
 */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  const roles = useAppState((s) => s.session.roles);
  return (
    <PortalLayout>
      {roles.includes("administrator") ? (
        <div className="flex min-w-0 flex-col gap-4">
          <div>
            <h1 className="text-2xl font-semibold" data-testid="admin-heading">
              {title}
            </h1>
            <div className="mt-3">
              <AdminNav />
            </div>
          </div>
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
