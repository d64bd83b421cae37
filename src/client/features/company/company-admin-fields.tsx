import { useLingui } from "@lingui/react/macro";

import { inputLimits } from "../../../shared/codec/shapes";
import { CompanyAdminFields, type BillingPeriod, type DiscountLevel } from "../../../shared/generated/company";
import { dateInputToEpochString, epochStringToDateInput } from "../../i18n/date-input";
import { Field } from "../../ui/field";
import type { FieldProblems } from "../../ui/form/form-problems";
import { nestedCodecProblems } from "../../ui/form/nested-problems";
import { cleanedAdminFields, dollarsToCents } from "./company-form-state";
import { BILLING_PERIOD_LABELS, DISCOUNT_LABELS } from "./company-labels";

/** The form paths of the admin fields ("admin.creditCents"…), as the server names their problems. */
export const ADMIN_FORM_FIELDS: readonly string[] = [
  "creditCents",
  "discount",
  "bay",
  "promoCode",
  "billingPeriod",
  "contractStart",
  "adminSummary",
  "adminNotes",
  "apiKey",
].map((k) => `admin.${k}`);

/** The admin fields to send: the credit typed in dollars as cents, empty text left out. */
export function adminPayload(admin: CompanyAdminFields, credit: string): CompanyAdminFields {
  const cents = dollarsToCents(credit);
  return cleanedAdminFields({ ...admin, creditCents: cents === undefined ? undefined : cents } as CompanyAdminFields);
}

/** The admin fields' problems the codec finds, plus a credit that is not a number (adminPayload would drop it). */
export function adminProblems(admin: CompanyAdminFields, credit: string): FieldProblems {
  const found = nestedCodecProblems(CompanyAdminFields, admin, "admin");
  if (Number.isNaN(dollarsToCents(credit))) found["admin.creditCents"] = { problem: "format" };
  return found;
}

interface CompanyAdminInputsProps {
  admin: CompanyAdminFields;
  /** The credit as typed, in dollars. */
  credit: string;
  onCredit: (text: string) => void;
  onField: <K extends keyof CompanyAdminFields>(key: K, value: CompanyAdminFields[K]) => void;
  /** The message under a field, by its form path ("admin.discount"). */
  message: (path: string) => string | undefined;
  timeZone: string | undefined;
  /** False where the key changes by rotation only (the operator's company details, features/operator). */
  apiKeyInput?: boolean;
}

/**
 * The company's billing and admin fields as inputs (administrators only; docs/billing.md "Records"): credit in
 * dollars, discount level and billing period (docs/billing.md "Rules"), contract start, bay, promo code, API key,
 * summary and notes. Shared by /company/edit and /admin.
 */
export function CompanyAdminInputs({
  admin,
  credit,
  onCredit,
  onField,
  message,
  timeZone,
  apiKeyInput = true,
}: CompanyAdminInputsProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Field label={t`Credit ($)`} error={message("admin.creditCents")}>
        {(p) => <input {...p} inputMode="decimal" value={credit} onChange={(e) => onCredit(e.target.value)} />}
      </Field>
      <Field label={t`Discount`} error={message("admin.discount")}>
        {(p) => (
          <select
            {...p}
            value={admin.discount ?? "none"}
            onChange={(e) => onField("discount", e.target.value as DiscountLevel)}
          >
            {(Object.keys(DISCOUNT_LABELS) as DiscountLevel[]).map((d) => (
              <option key={d} value={d}>
                {i18n._(DISCOUNT_LABELS[d])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t`Billing period`} error={message("admin.billingPeriod")}>
        {(p) => (
          <select
            {...p}
            value={admin.billingPeriod ?? "monthly"}
            onChange={(e) => onField("billingPeriod", e.target.value as BillingPeriod)}
          >
            {(Object.keys(BILLING_PERIOD_LABELS) as BillingPeriod[]).map((b) => (
              <option key={b} value={b}>
                {i18n._(BILLING_PERIOD_LABELS[b])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t`Contract start`} error={message("admin.contractStart")}>
        {(p) => (
          <input
            {...p}
            type="date"
            value={epochStringToDateInput(admin.contractStart, timeZone)}
            onChange={(e) =>
              onField(
                "contractStart",
                dateInputToEpochString(e.target.value, timeZone) === ""
                  ? undefined
                  : Number(dateInputToEpochString(e.target.value, timeZone)),
              )
            }
          />
        )}
      </Field>
      {(["bay", "promoCode", "apiKey", "adminSummary"] as const)
        .filter((key) => apiKeyInput || key !== "apiKey")
        .map((key) => (
          <Field
            key={key}
            label={{ bay: t`Bay`, promoCode: t`Promo code`, apiKey: t`API key`, adminSummary: t`Admin summary` }[key]}
            error={message(`admin.${key}`)}
          >
            {(p) => (
              <input
                {...p}
                {...inputLimits(CompanyAdminFields, key)}
                value={admin[key] ?? ""}
                onChange={(e) => onField(key, e.target.value)}
              />
            )}
          </Field>
        ))}
      <Field label={t`Admin notes`} error={message("admin.adminNotes")}>
        {(p) => (
          <textarea
            {...p}
            {...inputLimits(CompanyAdminFields, "adminNotes")}
            rows={3}
            value={admin.adminNotes ?? ""}
            onChange={(e) => onField("adminNotes", e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
