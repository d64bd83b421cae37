import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { useLocation, useParams } from "wouter";

import { inputLimits } from "../../../shared/codec/shapes";
import type { RoleName } from "../../../shared/generated/common";
import { EmploymentFields, PersonFields, type Person, type PreferenceValue } from "../../../shared/generated/users";
import { decodeIdFromUrl } from "../../../shared/ids";
import { ALL_ROLES, LICENCE_CLASSES, fullName, grantableRoles, personProblems } from "../../../shared/rules/people";
import { useAppState, useCurrentUser, usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import type { FieldProblems } from "../../ui/form/form-problems";
import { nestedCodecProblems, splitNestedServerError } from "../../ui/form/nested-problems";
import { useFocusFirstInvalid } from "../../ui/form/use-focus-first-invalid";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { roleLabel } from "./people-labels";
import { peopleProblemMessage } from "./people-problem-messages";
import {
  PERSON_TEXT_FIELDS,
  PREFERENCE_KEYS,
  emptyPersonForm,
  employmentFieldsOf,
  personFieldsOf,
  personFormFrom,
  preferencesOf,
  type PersonFormState,
  type PersonTextField,
  type PreferenceKey,
} from "./person-form-state";
import { userLinks } from "./user-routes";

type Mode = "add" | "invite" | "edit";

/** Every path the form shows a message under. */
const FORM_FIELDS: ReadonlySet<string> = new Set([
  ...PERSON_TEXT_FIELDS.map((f) => `user.${f}`),
  "user.licenseClass",
  "user.licenseExpiry",
  "employee.roles",
  "employee.employmentId",
  "employee.complianceType",
  "employee.startDate",
  "employee.endDate",
  ...PREFERENCE_KEYS.map((k) => `preferences.${k}`),
]);

/** Add an employee (`/users/add`, no mail), invite one (`/users/invite`, optional mail) or edit one (`/users/{id}/edit`). */
export function PersonFormPage({ mode }: { mode: Mode }) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [, navigate] = useLocation();
  const { company } = useCurrentUser();
  const sessionRoles = useAppState((s) => s.session.roles);
  const params = useParams<{ id?: string }>();
  const userId = params.id ? decodeIdFromUrl(params.id) : undefined;
  const timeZone = company?.timeZone || undefined;
  const [form, setForm] = useState<PersonFormState>(emptyPersonForm);
  const [person, setPerson] = useState<Person>();
  const [loading, setLoading] = useState(mode === "edit");
  const [loadError, setLoadError] = useState<ServerError>();
  const [problems, setProblems] = useState<FieldProblems>({});
  const [serverError, setServerError] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  useEffect(() => {
    if (mode !== "edit") return;
    if (!userId) {
      setLoadError(new ServerError("NotFound", t`This address does not name a user.`, 404));
      setLoading(false);
      return;
    }
    completePayload(client.session.api.userGet({ userId }))
      .then((loaded) => {
        setPerson(loaded);
        setForm(personFormFrom(loaded, timeZone));
      })
      .catch((error: unknown) => setLoadError(toServerError(error)))
      .finally(() => setLoading(false));
  }, [client, mode, userId]); // oxlint-disable-line react-hooks/exhaustive-deps

  const touched = (key: string) => {
    setServerError(undefined);
    setProblems((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };
  const setText = (key: PersonTextField, value: string) => {
    setForm((current) => ({ ...current, text: { ...current.text, [key]: value } }));
    touched(`user.${key}`);
  };
  const setField = <K extends keyof PersonFormState>(key: K, value: PersonFormState[K], path: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    touched(path);
  };
  const message = (path: string) => (problems[path] ? peopleProblemMessage(i18n, problems[path]!) : undefined);
  const showProblems = (found: FieldProblems) => {
    setProblems(found);
    focusFirstInvalid();
  };

  // The email signs in to the account: it may change only while nobody uses it (no password, no other company).
  const emailLocked = mode === "edit" && person !== undefined && (person.hasPassword || person.otherCompanies > 0);
  const grantable = grantableRoles(sessionRoles);
  const shownRoles = ALL_ROLES.filter((role) => grantable.includes(role) || form.roles.includes(role));

  const textField = (
    key: PersonTextField,
    label: string,
    extra: { type?: string; autoComplete?: string; disabled?: boolean } = {},
  ) => (
    <Field label={label} error={message(`user.${key}`)}>
      {(p) => (
        <input
          {...p}
          {...inputLimits(PersonFields, key)}
          {...extra}
          value={form.text[key]}
          onChange={(e) => setText(key, e.target.value)}
        />
      )}
    </Field>
  );
  const dateField = (key: "licenseExpiry" | "startDate" | "endDate", path: string, label: string) => (
    <Field label={label} error={message(path)}>
      {(p) => <input {...p} type="date" value={form[key]} onChange={(e) => setField(key, e.target.value, path)} />}
    </Field>
  );
  const preferenceLabels: Record<PreferenceKey, string> = {
    timesheetStartedBeforeInspection: t`Timesheet started before inspection`,
    inspectionEmailedToEmployee: t`Inspections emailed to the employee`,
    driverCanUpdateProfile: t`Driver can update their profile`,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(undefined);
    const user = personFieldsOf(form, timeZone);
    const employee = employmentFieldsOf(form, timeZone);
    const found: FieldProblems = {
      ...nestedCodecProblems(PersonFields, user, "user"),
      ...nestedCodecProblems(EmploymentFields, employee, "employee"),
    };
    for (const [field, problem] of Object.entries(personProblems(user))) found[`user.${field}`] = { problem };
    if (employee.roles.length === 0) found["employee.roles"] = { problem: "rolesRequired" };
    if (employee.startDate !== undefined && employee.endDate !== undefined && employee.endDate < employee.startDate)
      found["employee.endDate"] = { problem: "endBeforeStart" };
    if (Object.keys(found).length > 0) return showProblems(found);
    setProblems({});
    setBusy(true);
    try {
      const api = client.session.api;
      const request =
        mode === "edit" && userId
          ? api.userSave({ userId, user, employee, preferences: preferencesOf(form) })
          : mode === "invite"
            ? api.userInvite({ user, employee, sendEmail: form.sendEmail })
            : api.employeeAdd({ user, employee, preferences: preferencesOf(form) });
      const saved = await completePayload(request);
      navigate(userLinks.details(saved.user.id));
    } catch (error) {
      const { fields, banner } = splitNestedServerError(toServerError(error), FORM_FIELDS);
      setServerError(banner);
      if (Object.keys(fields).length > 0) showProblems(fields);
      setBusy(false);
    }
  };

  if (loading) return <LoadingScreen />;
  if (loadError) return <RecordNotFound error={loadError} backTo={company ? userLinks.list(company.id) : undefined} />;
  const title =
    mode === "edit" ? t`Edit ${fullName(person?.user)}` : mode === "invite" ? t`Invite a user` : t`Add an employee`;
  const rolesError = message("employee.roles");
  return (
    <PortalLayout>
      <form ref={formRef} className="mx-auto flex max-w-3xl flex-col gap-4" onSubmit={submit} noValidate>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {mode === "invite" && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>
              The person is added as invited. With the box below ticked they get an email with a link to choose a
              password.
            </Trans>
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {textField("first", t`First name`, { autoComplete: "off" })}
          {textField("last", t`Last name`, { autoComplete: "off" })}
          {textField("email", t`Email`, { type: "email", autoComplete: "off", disabled: emailLocked })}
          {textField("phone", t`Phone`, { type: "tel" })}
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">
            <Trans>Roles</Trans>
          </legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {shownRoles.map((role) => (
              <label key={role} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={form.roles.includes(role)}
                  disabled={!grantable.includes(role)}
                  aria-invalid={rolesError ? true : undefined}
                  aria-describedby={rolesError ? "roles-error" : undefined}
                  onChange={(e) =>
                    setField(
                      "roles",
                      e.target.checked ? [...form.roles, role] : form.roles.filter((r: RoleName) => r !== role),
                      "employee.roles",
                    )
                  }
                />
                {roleLabel(i18n, role)}
              </label>
            ))}
          </div>
          {rolesError && (
            <span id="roles-error" className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
              {rolesError}
            </span>
          )}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t`Employment ID`} error={message("employee.employmentId")}>
            {(p) => (
              <input
                {...p}
                {...inputLimits(EmploymentFields, "employmentId")}
                value={form.employmentId}
                onChange={(e) => setField("employmentId", e.target.value, "employee.employmentId")}
              />
            )}
          </Field>
          <Field label={t`Compliance`} error={message("employee.complianceType")}>
            {(p) => (
              <select
                {...p}
                value={form.complianceType}
                onChange={(e) =>
                  setField("complianceType", e.target.value as "included" | "excluded", "employee.complianceType")
                }
              >
                <option value="included">{t`Included`}</option>
                <option value="excluded">{t`Excluded`}</option>
              </select>
            )}
          </Field>
          {dateField("startDate", "employee.startDate", t`Start date`)}
          {dateField("endDate", "employee.endDate", t`End date`)}
          <Field label={t`Licence class`} error={message("user.licenseClass")}>
            {(p) => (
              <select
                {...p}
                value={form.licenseClass}
                onChange={(e) => setField("licenseClass", e.target.value, "user.licenseClass")}
              >
                <option value="">{t`None`}</option>
                {LICENCE_CLASSES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {dateField("licenseExpiry", "user.licenseExpiry", t`Licence expiry`)}
          {textField("street", t`Street`)}
          {textField("city", t`City`)}
          {textField("jurisdiction", t`Province`)}
          {textField("postal", t`Postal code`)}
          {textField("country", t`Country`)}
        </div>
        {mode !== "invite" && (
          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-medium">
              <Trans>Preferences</Trans>
            </legend>
            {PREFERENCE_KEYS.map((key) => (
              <Field key={key} label={preferenceLabels[key]} error={message(`preferences.${key}`)}>
                {(p) => (
                  <select
                    {...p}
                    value={form.preferences[key]}
                    onChange={(e) =>
                      setField(
                        "preferences",
                        { ...form.preferences, [key]: e.target.value as PreferenceValue },
                        `preferences.${key}`,
                      )
                    }
                  >
                    <option value="global">{t`Company setting`}</option>
                    <option value="yes">{t`Yes`}</option>
                    <option value="no">{t`No`}</option>
                  </select>
                )}
              </Field>
            ))}
          </fieldset>
        )}
        {mode === "invite" && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={form.sendEmail}
              onChange={(e) => setField("sendEmail", e.target.checked, "sendEmail")}
            />
            <Trans>Send the invitation by email</Trans>
          </label>
        )}
        <ErrorRow error={serverError} />
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>
            {mode === "invite" ? <Trans>Send invitation</Trans> : <Trans>Save</Trans>}
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
