import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { useLocation } from "wouter";

import type { LocaleTag } from "../../../shared/generated/common";
import type { BillingPeriod, DiscountLevel } from "../../../shared/generated/company";
import { AdminCompanyCreateRequest } from "../../../shared/generated/operator";
import { JURISDICTIONS } from "../../../shared/jurisdictions";
import { newCompanyProblems } from "../../../shared/rules/admin-companies";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import type { FieldProblems } from "../../ui/form/form-problems";
import { nestedCodecProblems, splitNestedServerError } from "../../ui/form/nested-problems";
import { useFocusFirstInvalid } from "../../ui/form/use-focus-first-invalid";
import { LOCALE_NAMES } from "../../ui/language-picker";
import { BILLING_PERIOD_LABELS, DISCOUNT_LABELS } from "../company";
import { AdminLoading, AdminPage } from "./admin-page";
import { adminProblemMessage } from "./admin-problem-messages";
import { adminLinks } from "./admin-routes";
import { choicesFrom, draftsFrom, type FeatureDraft } from "./feature-drafts";
import { FeaturePricesEditor } from "./feature-prices-editor";

type CompanyText = "name" | "website" | "email" | "phone" | "city" | "jurisdiction";
type OwnerText = "first" | "last" | "email" | "phone";
const FORM_FIELDS: ReadonlySet<string> = new Set([
  "company.name",
  "company.website",
  "company.email",
  "company.phone",
  "company.city",
  "company.jurisdiction",
  "owner.first",
  "owner.last",
  "owner.email",
  "owner.phone",
]);
const LOCALES: readonly LocaleTag[] = ["en-CA", "fr-CA", "es", "en-US"];

/**
 * `/portal/admin/new` (docs/operator.md "Companies"): a company with its owner, its features and prices, billing
 * period and discount, created in one transaction; the owner is mailed a link to choose a password, then signs in.
 */
export function NewCompanyPage() {
  return (
    <AdminPage>
      <NewCompanyForm />
    </AdminPage>
  );
}

function NewCompanyForm() {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [, navigate] = useLocation();
  const [company, setCompany] = useState<Record<CompanyText, string>>({
    name: "",
    website: "",
    email: "",
    phone: "",
    city: "",
    jurisdiction: "",
  });
  const [owner, setOwner] = useState<Record<OwnerText, string>>({ first: "", last: "", email: "", phone: "" });
  const [locale, setLocale] = useState<LocaleTag>("en-CA");
  const [period, setPeriod] = useState<BillingPeriod>("monthly");
  const [discount, setDiscount] = useState<DiscountLevel>("none");
  const [drafts, setDrafts] = useState<FeatureDraft[]>();
  const [loadProblem, setLoadProblem] = useState<ServerError>();
  const [problems, setProblems] = useState<FieldProblems>({});
  const [priceProblems, setPriceProblems] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  useEffect(() => {
    completePayload(client.session.api.adminFeatureCatalogue({})).then(
      (c) => setDrafts(draftsFrom(c.features)),
      (error: unknown) => setLoadProblem(toServerError(error)),
    );
  }, [client]);
  if (!drafts) return loadProblem ? <ErrorRow error={loadProblem} /> : <AdminLoading />;

  const message = (path: string) => (problems[path] ? adminProblemMessage(i18n, problems[path]!) : undefined);
  const touched = (path: string) => {
    setBanner(undefined);
    setProblems((current) => (current[path] ? { ...current, [path]: undefined } : current));
  };
  const request = (): AdminCompanyCreateRequest => {
    const pick = <K extends string>(record: Record<K, string>, keys: readonly K[]) =>
      Object.fromEntries(keys.flatMap((k) => (record[k].trim() === "" ? [] : [[k, record[k].trim()]])));
    const { choices } = choicesFrom(drafts);
    return {
      company: {
        name: company.name.trim(),
        jurisdiction: company.jurisdiction,
        ...pick(company, ["website", "email", "phone", "city"]),
      },
      owner: {
        email: owner.email.trim(),
        first: owner.first.trim(),
        last: owner.last.trim(),
        locale,
        ...pick(owner, ["phone"]),
      },
      features: choices,
      billingPeriod: period,
      discount,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = request();
    const prices = choicesFrom(drafts).problems;
    const found: FieldProblems = {
      ...nestedCodecProblems(AdminCompanyCreateRequest, payload),
      ...Object.fromEntries(Object.entries(newCompanyProblems(payload)).map(([path, problem]) => [path, { problem }])),
    };
    setPriceProblems(prices);
    if (Object.keys(found).length > 0 || Object.keys(prices).length > 0) {
      setProblems(found);
      focusFirstInvalid();
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const created = await completePayload(client.session.api.adminCompanyCreate(payload));
      navigate(adminLinks.companyDetails(created.companyId));
    } catch (error) {
      const split = splitNestedServerError(toServerError(error), FORM_FIELDS);
      setBanner(split.banner);
      setProblems(split.fields);
      if (Object.keys(split.fields).length > 0) focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  };

  const companyField = (key: CompanyText, label: string, type = "text") => (
    <Field label={label} error={message(`company.${key}`)}>
      {(p) => (
        <input
          {...p}
          type={type}
          value={company[key]}
          onChange={(e) => (setCompany({ ...company, [key]: e.target.value }), touched(`company.${key}`))}
        />
      )}
    </Field>
  );
  const ownerField = (key: OwnerText, label: string, type = "text") => (
    <Field label={label} error={message(`owner.${key}`)}>
      {(p) => (
        <input
          {...p}
          type={type}
          value={owner[key]}
          onChange={(e) => (setOwner({ ...owner, [key]: e.target.value }), touched(`owner.${key}`))}
        />
      )}
    </Field>
  );
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="mx-auto flex max-w-4xl flex-col gap-4"
      data-testid="new-company-form"
    >
      <h1 className="text-2xl font-semibold">
        <Trans>New company</Trans>
      </h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          The company and its owner are created together; the owner is emailed a link to choose a password and sign in.
        </Trans>
      </p>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-700">
        <legend className="px-1 font-semibold">{t`Company`}</legend>
        {companyField("name", t`Company name`)}
        {companyField("website", t`Website (optional)`)}
        {companyField("email", t`Company email (optional)`, "email")}
        {companyField("phone", t`Company phone (optional)`, "tel")}
        {companyField("city", t`City`)}
        <Field label={t`Province or state`} error={message("company.jurisdiction")}>
          {(p) => (
            <select
              {...p}
              value={company.jurisdiction}
              onChange={(e) => (
                setCompany({ ...company, jurisdiction: e.target.value }),
                touched("company.jurisdiction")
              )}
            >
              <option value="" />
              {JURISDICTIONS.map((j) => (
                <option key={j.code} value={j.code}>
                  {j.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-700">
        <legend className="px-1 font-semibold">{t`Owner`}</legend>
        {ownerField("first", t`Owner's first name`)}
        {ownerField("last", t`Owner's last name`)}
        {ownerField("email", t`Owner's email`, "email")}
        {ownerField("phone", t`Owner's phone (optional)`, "tel")}
        <Field label={t`Owner's language`}>
          {(p) => (
            <select {...p} value={locale} onChange={(e) => setLocale(e.target.value as LocaleTag)}>
              {LOCALES.map((l) => (
                <option key={l} value={l}>
                  {LOCALE_NAMES[l]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-700">
        <legend className="px-1 font-semibold">{t`Billing`}</legend>
        <Field label={t`Billing period`}>
          {(p) => (
            <select {...p} value={period} onChange={(e) => setPeriod(e.target.value as BillingPeriod)}>
              {(Object.keys(BILLING_PERIOD_LABELS) as BillingPeriod[]).map((b) => (
                <option key={b} value={b}>
                  {i18n._(BILLING_PERIOD_LABELS[b])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Discount`}>
          {(p) => (
            <select {...p} value={discount} onChange={(e) => setDiscount(e.target.value as DiscountLevel)}>
              {(Object.keys(DISCOUNT_LABELS) as DiscountLevel[]).map((d) => (
                <option key={d} value={d}>
                  {i18n._(DISCOUNT_LABELS[d])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <h2 className="text-lg font-semibold">
        <Trans>Features and prices</Trans>
      </h2>
      <FeaturePricesEditor drafts={drafts} onChange={setDrafts} problems={priceProblems} />
      <ErrorRow error={banner} />
      <div>
        <Button type="submit" disabled={busy} data-testid="create-company">
          <Trans>Create company</Trans>
        </Button>
      </div>
    </form>
  );
}
