import { useLingui } from "@lingui/react/macro";

import { WhatsNewList } from "../home";
import { AdminLayout } from "./admin-layout";

/** `/portal/admin/whatsnew`: the release notes every company sees, for the operator who answers their questions. */
export function AdminWhatsNewPage() {
  const { t } = useLingui();
  return (
    <AdminLayout title={t`What's new`}>
      <div className="max-w-3xl">
        <WhatsNewList level={2} />
      </div>
    </AdminLayout>
  );
}
