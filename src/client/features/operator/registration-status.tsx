import { useLingui } from "@lingui/react/macro";

import type { AdminRegistrationStatus } from "../../../shared/generated/operator";

const CLASS: Record<AdminRegistrationStatus, string> = {
  waiting: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  verified: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  approved: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  rejected: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
};

/** Where a registration stands: waiting, confirmed by the applicant's link, approved or rejected by the operator. */
export function RegistrationStatusBadge({ status }: { status: AdminRegistrationStatus }) {
  const { t } = useLingui();
  const label: Record<AdminRegistrationStatus, string> = {
    waiting: t`Waiting`,
    verified: t`Confirmed`,
    approved: t`Approved`,
    rejected: t`Rejected`,
  };
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${CLASS[status]}`} data-testid="registration-status">
      {label[status]}
    </span>
  );
}
