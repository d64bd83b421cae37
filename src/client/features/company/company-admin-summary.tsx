import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

import type { CompanyAdminFields } from "../../../shared/generated/company";
import { formatDate, formatMoney } from "../../i18n/format";
import { BILLING_PERIOD_LABELS, DISCOUNT_LABELS } from "./company-labels";

/** One labelled value of the company screens; empty reads "—". */
export function DetailItem({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words">
        {children || <span className="text-slate-500 dark:text-slate-400">—</span>}
      </dd>
    </div>
  );
}

export const DETAILS_BOX =
  "grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-900";

/** The billing and admin fields as read (administrators only): credit in dollars, discount, period, dates, notes. */
export function CompanyAdminSummary({ admin }: { admin: CompanyAdminFields }) {
  const { t, i18n } = useLingui();
  return (
    <dl className={DETAILS_BOX} data-testid="company-admin">
      <DetailItem label={t`Credit`}>{admin.creditCents !== undefined ? formatMoney(admin.creditCents) : ""}</DetailItem>
      <DetailItem label={t`Discount`}>{admin.discount ? i18n._(DISCOUNT_LABELS[admin.discount]) : ""}</DetailItem>
      <DetailItem label={t`Billing period`}>
        {admin.billingPeriod ? i18n._(BILLING_PERIOD_LABELS[admin.billingPeriod]) : ""}
      </DetailItem>
      <DetailItem label={t`Contract start`}>
        {admin.contractStart !== undefined ? formatDate(admin.contractStart) : ""}
      </DetailItem>
      <DetailItem label={t`Bay`}>{admin.bay}</DetailItem>
      <DetailItem label={t`Promo code`}>{admin.promoCode}</DetailItem>
      <DetailItem label={t`API key`}>{admin.apiKey}</DetailItem>
      <DetailItem label={t`Admin summary`}>{admin.adminSummary}</DetailItem>
      <DetailItem label={t`Admin notes`} className="sm:col-span-2">
        {admin.adminNotes && <span className="whitespace-pre-line">{admin.adminNotes}</span>}
      </DetailItem>
    </dl>
  );
}
