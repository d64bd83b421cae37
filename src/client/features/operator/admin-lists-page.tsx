import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";

import { operatorLists, useShell } from "../../app/shell-context";
import { AdminLayout } from "./admin-layout";

/**
 * `/portal/admin/lists` (docs/operator.md "Home and figures"): every admin list screen, from the admin navigation's
 * list entries.
 */
export function AdminListsPage() {
  const { t, i18n } = useLingui();
  const lists = operatorLists(useShell().operatorNav);
  return (
    <AdminLayout title={t`Admin lists`}>
      {lists.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>No admin list screens yet.</Trans>
        </p>
      ) : (
        <ul className="grid max-w-3xl grid-cols-1 gap-2 sm:grid-cols-2" data-testid="admin-lists">
          {lists.map((entry) => (
            <li key={entry.id}>
              <Link
                href={entry.href}
                className="block rounded-lg border border-slate-200 bg-white px-4 py-3 hover:border-blue-500 dark:border-slate-700 dark:bg-slate-800"
                data-testid={`admin-list-${entry.id}`}
              >
                {i18n._(entry.label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminLayout>
  );
}
