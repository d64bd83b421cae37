import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";

import type { Address } from "../../../shared/generated/common";
import { locationText } from "../../../shared/rules/people";
import { useCurrentUser } from "../../app/client-context";
import { formatDate, formatMoney } from "../../i18n/format";
import { ErrorRow } from "../../ui/error-row";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { CompanyAdminSummary, DETAILS_BOX, DetailItem } from "./company-admin-summary";
import { EMAIL_LIST_LABELS } from "./company-labels";
import { companyLinks } from "./company-routes";
import { useCompanyDetails } from "./use-company-details";

/** `/portal/operator/{companyId}/company/display`: the company's details, features and (administrators) billing. */
export function CompanyDisplayPage() {
  const { t, i18n } = useLingui();
  const { company } = useCurrentUser();
  const { details, problem } = useCompanyDetails();
  if (!details)
    return problem ? (
      <PortalLayout>
        <ErrorRow error={problem} />
      </PortalLayout>
    ) : (
      <LoadingScreen />
    );
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
            <Link
              className="ml-auto rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600"
              href={companyLinks.edit(company.id)}
            >
              <Trans>Edit</Trans>
            </Link>
          )}
        </div>
        <dl className={DETAILS_BOX}>
          <DetailItem label={t`Website`}>{fields.website}</DetailItem>
          <DetailItem label={t`Email`}>{fields.email}</DetailItem>
          <DetailItem label={t`Phone`}>{fields.phone}</DetailItem>
          <DetailItem label={t`CVOR`}>{fields.cvor}</DetailItem>
          <DetailItem label={t`Province`}>{fields.jurisdiction}</DetailItem>
          <DetailItem label={t`Country`}>{fields.country}</DetailItem>
          <DetailItem label={t`Postal code`}>{fields.postal}</DetailItem>
          <DetailItem label={t`CMV registration date`}>
            {fields.cmvRegDate !== undefined ? formatDate(fields.cmvRegDate) : ""}
          </DetailItem>
          <DetailItem label={t`Head office`}>{address(fields.hq, details.hqComplete)}</DetailItem>
          <DetailItem label={t`Mailing address`}>{address(fields.address, details.addressComplete)}</DetailItem>
          <DetailItem label={t`Time zone`}>{fields.timeZone}</DetailItem>
          <DetailItem label={t`Email inspections to drivers`}>{yesNo(fields.emailInspectionsToDrivers)}</DetailItem>
          <DetailItem label={t`Timesheet started before inspection`}>
            {yesNo(fields.timesheetStartedBeforeInspection)}
          </DetailItem>
        </dl>
        <h2 className="text-lg font-semibold">
          <Trans>Notification emails</Trans>
        </h2>
        <dl className={DETAILS_BOX}>
          {(Object.keys(EMAIL_LIST_LABELS) as (keyof typeof EMAIL_LIST_LABELS)[]).map((key) => (
            <DetailItem key={key} label={i18n._(EMAIL_LIST_LABELS[key])}>
              {fields[key]}
            </DetailItem>
          ))}
        </dl>
        <h2 className="text-lg font-semibold">
          <Trans>Features</Trans>
        </h2>
        <ul
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900"
          data-testid="company-features"
        >
          {details.features.map((feature) => (
            <li key={feature.name} className="flex justify-between px-4 py-2">
              <span>{feature.displayName}</span>
              <span>{formatMoney(feature.priceCents)}</span>
            </li>
          ))}
        </ul>
        {admin && (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-lg font-semibold">
                <Trans>Billing and administration</Trans>
              </h2>
              {company && (
                <Link
                  className="ml-auto rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600"
                  href={companyLinks.admin(company.id)}
                >
                  <Trans>Administration</Trans>
                </Link>
              )}
            </div>
            <CompanyAdminSummary admin={admin} />
          </>
        )}
      </div>
    </PortalLayout>
  );
}
