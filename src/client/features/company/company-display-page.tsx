import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { Address } from "../../../shared/generated/common";
import { locationText } from "../../../shared/rules/people";
import { useCurrentUser } from "../../app/client-context";
import { formatDate, formatMoney } from "../../i18n/format";
import { ErrorRow } from "../../ui/error-row";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { BILLING_PERIOD_LABELS, DISCOUNT_LABELS, EMAIL_LIST_LABELS } from "./company-labels";
import { companyLinks } from "./company-routes";
import { useCompanyDetails } from "./use-company-details";

function Item({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words">{children || <span className="text-slate-500 dark:text-slate-400">—</span>}</dd>
    </div>
  );
}

const box = "grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-900";

/** `/portal/operator/{companyId}/company/display`: the company's details, features and (administrators) billing. */
export function CompanyDisplayPage() {
  const { t, i18n } = useLingui();
  const { company } = useCurrentUser();
  const { details, problem } = useCompanyDetails();
  if (!details) return problem ? <PortalLayout><ErrorRow error={problem} /></PortalLayout> : <LoadingScreen />;
  const { fields, admin } = details;
  const address = (value: Address | undefined, complete: boolean) => (
    <>
      {locationText(value)}
      {value && !complete && (
        <span className="ml-2 text-xs font-semibold text-amber-800 dark:text-amber-300">
          <Trans>incomplete</Trans>
        </span>
      )}
    </>
  );
  const yesNo = (value: boolean | undefined) => (value === false ? t`No` : t`Yes`);
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold" data-testid="company-title">
            {fields.name}
          </h1>
          {company && (
            <Link className="ml-auto rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600" href={companyLinks.edit(company.id)}>
              <Trans>Edit</Trans>
            </Link>
          )}
        </div>
        <dl className={box}>
          <Item label={t`Website`}>{fields.website}</Item>
          <Item label={t`Email`}>{fields.email}</Item>
          <Item label={t`Phone`}>{fields.phone}</Item>
          <Item label={t`CVOR`}>{fields.cvor}</Item>
          <Item label={t`Province`}>{fields.jurisdiction}</Item>
          <Item label={t`Country`}>{fields.country}</Item>
          <Item label={t`Postal code`}>{fields.postal}</Item>
          <Item label={t`CMV registration date`}>{fields.cmvRegDate !== undefined ? formatDate(fields.cmvRegDate) : ""}</Item>
          <Item label={t`Head office`}>{address(fields.hq, details.hqComplete)}</Item>
          <Item label={t`Mailing address`}>{address(fields.address, details.addressComplete)}</Item>
          <Item label={t`Time zone`}>{fields.timeZone}</Item>
          <Item label={t`Email inspections to drivers`}>{yesNo(fields.emailInspectionsToDrivers)}</Item>
          <Item label={t`Timesheet started before inspection`}>{yesNo(fields.timesheetStartedBeforeInspection)}</Item>
        </dl>
        <h2 className="text-lg font-semibold">
          <Trans>Notification emails</Trans>
        </h2>
        <dl className={box}>
          {(Object.keys(EMAIL_LIST_LABELS) as (keyof typeof EMAIL_LIST_LABELS)[]).map((key) => (
            <Item key={key} label={i18n._(EMAIL_LIST_LABELS[key])}>
              {fields[key]}
            </Item>
          ))}
        </dl>
        <h2 className="text-lg font-semibold">
          <Trans>Features</Trans>
        </h2>
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900" data-testid="company-features">
          {details.features.map((feature) => (
            <li key={feature.name} className="flex justify-between px-4 py-2">
              <span>{feature.displayName}</span>
              <span>{formatMoney(feature.priceCents)}</span>
            </li>
          ))}
        </ul>
        {admin && (
          <>
            <h2 className="text-lg font-semibold">
              <Trans>Billing and administration</Trans>
            </h2>
            <dl className={box} data-testid="company-admin">
              <Item label={t`Credit`}>{admin.creditCents !== undefined ? formatMoney(admin.creditCents) : ""}</Item>
              <Item label={t`Discount`}>{admin.discount ? i18n._(DISCOUNT_LABELS[admin.discount]) : ""}</Item>
              <Item label={t`Billing period`}>{admin.billingPeriod ? i18n._(BILLING_PERIOD_LABELS[admin.billingPeriod]) : ""}</Item>
              <Item label={t`Contract start`}>{admin.contractStart !== undefined ? formatDate(admin.contractStart) : ""}</Item>
              <Item label={t`Bay`}>{admin.bay}</Item>
              <Item label={t`Promo code`}>{admin.promoCode}</Item>
              <Item label={t`API key`}>{admin.apiKey}</Item>
              <Item label={t`Admin summary`}>{admin.adminSummary}</Item>
              <Item label={t`Admin notes`} className="sm:col-span-2">
                {admin.adminNotes}
              </Item>
            </dl>
          </>
        )}
      </div>
    </PortalLayout>
  );
}
