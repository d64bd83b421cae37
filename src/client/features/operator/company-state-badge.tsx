import { useLingui } from "@lingui/react/macro";

import type { AdminCompanyState } from "../../../shared/generated/operator";

/** A company's state: active or inactive (nobody signs in to an inactive company; docs/operator.md "Companies"). */
export function CompanyStateBadge({ state }: { state: AdminCompanyState | undefined }) {
  const { t } = useLingui();
  if (!state) return null;
  return state === "active" ? (
    <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-100">{t`Active`}</span>
  ) : (
    <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">{t`Inactive`}</span>
  );
}
