import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { useLocation } from "wouter";

import { inputLimits } from "../../../shared/codec/shapes";
import type { Address } from "../../../shared/generated/common";
import { CompanyFields, type CompanyAdminFields } from "../../../shared/generated/company";
import { companyProblems } from "../../../shared/rules/people";
import { isKnownTimeZone } from "../../../shared/rules/time-zone";
import { useCurrentUser, usePortalClient } from "../../app/client-context";
import { dateInputToEpochString, epochStringToDateInput } from "../../i18n/date-input";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import type { FieldProblems } from "../../ui/form/form-problems";
import { nestedCodecProblems, splitNestedServerError } from "../../ui/form/nested-problems";
import { useFocusFirstInvalid } from "../../ui/form/use-focus-first-invalid";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { TimeZonePicker } from "../../ui/time-zone-picker";
import { peopleProblemMessage } from "../users";
import { ADMIN_FORM_FIELDS, CompanyAdminInputs, adminPayload, adminProblems } from "./company-admin-fields";
import { ADDRESS_PARTS, cleanedCompanyFields } from "./company-form-state";
import { EMAIL_LIST_LABELS } from "./company-labels";
import { companyLinks } from "./company-routes";
import { useCompanyDetails } from "./use-company-details";

type TextKey = "name" | "website" | "email" | "phone" | "postal" | "country" | "jurisdiction" | "cvor";
type ListKey = keyof typeof EMAIL_LIST_LABELS;
type AddressKey = "address" | "hq";
type AddressPart = (typeof ADDRESS_PARTS)[number];

const FORM_FIELDS: ReadonlySet<string> = new Set([
  "name",
  "website",
  "email",
  "phone",
  "postal",
  "country",
  "jurisdiction",
  "cvor",
  "cmvRegDate",
  "timeZone",
  ...Object.keys(EMAIL_LIST_LABELS),
  ...ADDRESS_PARTS.flatMap((part) => [`address.${part}`, `hq.${part}`]),
  ...ADMIN_FORM_FIELDS,
]);

/** `/company/edit`: the company's details, addresses, notification lists, time zone, preferences; billing for administrators. */
export function CompanyEditPage() {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [, navigate] = useLocation();
  const { company } = useCurrentUser();
  const { details, problem: loadProblem } = useCompanyDetails();
  const [fields, setFields] = useState<CompanyFields>();
  const [admin, setAdmin] = useState<CompanyAdminFields>({});
  const [credit, setCredit] = useState("");
  const [problems, setProblems] = useState<FieldProblems>({});
  const [serverError, setServerError] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const timeZone = company?.timeZone || undefined;

  useEffect(() => {
    if (!details) return;
    setFields(details.fields);
    if (details.admin) {
      setAdmin(details.admin);
      setCredit(details.admin.creditCents !== undefined ? (details.admin.creditCents / 100).toFixed(2) : "");
    }
  }, [details]);

  if (!fields)
    return loadProblem ? (
      <PortalLayout>
        <ErrorRow error={loadProblem} />
      </PortalLayout>
    ) : (
      <LoadingScreen />
    );
  const canEditAdmin = details?.canEditAdmin === true;

  const touched = (key: string) => {
    setServerError(undefined);
    setProblems((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };
  const set = <K extends keyof CompanyFields>(key: K, value: CompanyFields[K]) => {
    setFields((current) => (current ? { ...current, [key]: value } : current));
    touched(key);
  };
  const setAddress = (which: AddressKey, part: AddressPart, value: string) => {
    setFields((current) =>
      current ? { ...current, [which]: { ...current[which], [part]: value } as Address } : current,
    );
    touched(`${which}.${part}`);
  };
  const setAdminField = <K extends keyof CompanyAdminFields>(key: K, value: CompanyAdminFields[K]) => {
    setAdmin((current) => ({ ...current, [key]: value }));
    touched(`admin.${key}`);
  };
  const message = (path: string) => (problems[path] ? peopleProblemMessage(i18n, problems[path]!) : undefined);
  const textField = (key: TextKey, label: string, type = "text") => (
    <Field label={label} error={message(key)}>
      {(p) => (
        <input
          {...p}
          {...inputLimits(CompanyFields, key)}
          type={type}
          value={fields[key] ?? ""}
          onChange={(e) => set(key, e.target.value)}
        />
      )}
    </Field>
  );
  const partLabels: Record<AddressPart, string> = {
    street: t`Street`,
    unit: t`Unit`,
    city: t`City`,
    jurisdiction: t`Province`,
    postal: t`Postal code`,
    country: t`Country`,
  };
  const addressBlock = (which: AddressKey, legend: string) => (
    <fieldset
      className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-700"
      data-testid={`address-${which}`}
    >
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {ADDRESS_PARTS.map((part) => (
        <Field key={part} label={partLabels[part]} error={message(`${which}.${part}`)}>
          {(p) => (
            <input
              {...p}
              value={fields[which]?.[part] ?? ""}
              onChange={(e) => setAddress(which, part, e.target.value)}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(undefined);
    const payloadFields = cleanedCompanyFields(fields);
    const payloadAdmin = canEditAdmin ? adminPayload(admin, credit) : undefined;
    const found: FieldProblems = { ...nestedCodecProblems(CompanyFields, payloadFields) };
    if (payloadAdmin) Object.assign(found, adminProblems(payloadAdmin, credit));
    for (const [path, problem] of Object.entries(companyProblems(payloadFields, isKnownTimeZone)))
      found[path] = { problem };
    if (Object.keys(found).length > 0) {
      setProblems(found);
      focusFirstInvalid();
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await completePayload(
        client.session.api.companySave({ fields: payloadFields, ...(payloadAdmin ? { admin: payloadAdmin } : {}) }),
      );
      if (company) navigate(companyLinks.display(company.id));
    } catch (error) {
      const split = splitNestedServerError(toServerError(error), FORM_FIELDS, "fields.");
      setServerError(split.banner);
      if (Object.keys(split.fields).length > 0) {
        setProblems(split.fields);
        focusFirstInvalid();
      }
      setBusy(false);
    }
  };

  return (
    <PortalLayout>
      <form ref={formRef} className="mx-auto flex max-w-3xl flex-col gap-4" onSubmit={submit} noValidate>
        <h1 className="text-2xl font-semibold">
          <Trans>Edit company</Trans>
        </h1>
        <div className="grid gap-4 sm:grid-cols-2">
          {textField("name", t`Company name`)}
          {textField("website", t`Website`, "url")}
          {textField("email", t`Email`, "email")}
          {textField("phone", t`Phone`, "tel")}
          {textField("cvor", t`CVOR`)}
          <Field label={t`CMV registration date`} error={message("cmvRegDate")}>
            {(p) => (
              <input
                {...p}
                type="date"
                value={epochStringToDateInput(fields.cmvRegDate, timeZone)}
                onChange={(e) =>
                  set(
                    "cmvRegDate",
                    dateInputToEpochString(e.target.value, timeZone) === ""
                      ? undefined
                      : Number(dateInputToEpochString(e.target.value, timeZone)),
                  )
                }
              />
            )}
          </Field>
          {textField("jurisdiction", t`Province`)}
          {textField("country", t`Country`)}
          {textField("postal", t`Postal code`)}
        </div>
        {addressBlock("hq", t`Head office`)}
        {addressBlock("address", t`Mailing address`)}
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-sm font-medium">
            <Trans>Notification emails (separate addresses with commas)</Trans>
          </legend>
          {(Object.keys(EMAIL_LIST_LABELS) as ListKey[]).map((key) => (
            <Field key={key} label={i18n._(EMAIL_LIST_LABELS[key])} error={message(key)}>
              {(p) => (
                <input
                  {...p}
                  {...inputLimits(CompanyFields, key)}
                  value={fields[key] ?? ""}
                  onChange={(e) => set(key, e.target.value)}
                />
              )}
            </Field>
          ))}
        </fieldset>
        <div>
          <TimeZonePicker
            label={t`Time zone`}
            value={fields.timeZone ?? "America/Toronto"}
            onChange={(zone) => set("timeZone", zone)}
          />
          {message("timeZone") && (
            <span className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
              {message("timeZone")}
            </span>
          )}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={fields.emailInspectionsToDrivers ?? true}
            onChange={(e) => set("emailInspectionsToDrivers", e.target.checked)}
          />
          <Trans>Email inspections to drivers</Trans>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={fields.timesheetStartedBeforeInspection ?? true}
            onChange={(e) => set("timesheetStartedBeforeInspection", e.target.checked)}
          />
          <Trans>Timesheet started before inspection</Trans>
        </label>
        {canEditAdmin && (
          <fieldset
            className="grid gap-4 rounded-lg border border-amber-300 p-4 sm:grid-cols-2 dark:border-amber-700"
            data-testid="company-admin-fields"
          >
            <legend className="px-1 text-sm font-medium">
              <Trans>Billing and administration (administrators only)</Trans>
            </legend>
            <CompanyAdminInputs
              admin={admin}
              credit={credit}
              onCredit={(text) => {
                setCredit(text);
                touched("admin.creditCents");
              }}
              onField={setAdminField}
              message={message}
              timeZone={timeZone}
            />
          </fieldset>
        )}
        <ErrorRow error={serverError} />
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>
            <Trans>Save</Trans>
          </Button>
          <button
            type="button"
            className="rounded-md border border-slate-300 px-4 py-2 text-sm dark:border-slate-600"
            onClick={() => window.history.back()}
          >
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </PortalLayout>
  );
}
