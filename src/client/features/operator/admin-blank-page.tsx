import { Trans, useLingui } from "@lingui/react/macro";

import { AdminLayout } from "./admin-layout";

/**
 * `/portal/admin/blank` (docs/operator.md "Home and figures"): the admin area's empty page — its frame and
 * navigation, nothing else.
 */
export function AdminBlankPage() {
  const { t } = useLingui();
  return (
    <AdminLayout title={t`Admin`}>
      <p className="text-slate-600 dark:text-slate-300" data-testid="admin-blank">
        <Trans>Choose a screen from the admin navigation above.</Trans>
      </p>
    </AdminLayout>
  );
}
