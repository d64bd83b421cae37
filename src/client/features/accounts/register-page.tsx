import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { Link } from "wouter";

import type { FleetSize, HeardAbout } from "../../../shared/generated/accounts";
import type { LocaleTag } from "../../../shared/generated/common";
import { JURISDICTIONS } from "../../../shared/jurisdictions";
import { isEmpty, isValidEmail, isValidPhone } from "../../../shared/rules/compliance";
import { usePortalClient } from "../../app/client-context";
import { links } from "../../app/routes";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { BotCheck } from "../../ui/bot-check";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { PublicLayout } from "../../ui/public-layout";
import { SelectField } from "../../ui/select-field";
import { TextField } from "../../ui/text-field";
import { HEARD_ABOUT } from "./heard-about";

const FLEET_SIZES: FleetSize[] = [
  "1-5",
  "6-10",
  "11-20",
  "21-30",
  "31-50",
  "51-75",
  "76-100",
  "101-150",
  "151-200",
  "201-500",
  "501-1000",
];

type Text =
  | "userFirst"
  | "userLast"
  | "userEmail"
  | "userPhone"
  | "companyName"
  | "companyWebsite"
  | "companyCity"
  | "companyProvince"
  | "companyRole"
  | "code"
  | "other";
type Flags = "terms" | "featureCheckIn" | "featureHoursOfService" | "featureInspection";
type Errors = Partial<Record<Text | Flags | "fleetSize", string>>;

/** `/register`, `/signup` and the v0 variants: the sign-up fields (docs/accounts.md "Records"); no password here. */
export function RegisterPage() {
  const { t, i18n } = useLingui();
  const { session } = usePortalClient();
  const [text, setText] = useState<Record<Text, string>>({
    userFirst: "",
    userLast: "",
    userEmail: "",
    userPhone: "",
    companyName: "",
    companyWebsite: "",
    companyCity: "",
    companyProvince: "",
    companyRole: "",
    code: "",
    other: "",
  });
  const [flags, setFlags] = useState<Record<Flags, boolean>>({
    terms: false,
    featureCheckIn: false,
    featureHoursOfService: false,
    featureInspection: true,
  });
  const [fleetSize, setFleetSize] = useState<FleetSize | "">("");
  const [ads, setAds] = useState<HeardAbout | "">("");
  const [altcha, setAltcha] = useState<string>();
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();

  const field = (key: Text, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      value={text[key]}
      onChange={(e) => setText({ ...text, [key]: e.target.value })}
      error={errors[key]}
      {...extra}
    />
  );
  const flag = (key: Flags, label: React.ReactNode) => (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="mt-1"
        checked={flags[key]}
        onChange={(e) => setFlags({ ...flags, [key]: e.target.checked })}
      />
      <span>{label}</span>
    </label>
  );

  const [waiting, setWaiting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    for (const key of ["userFirst", "userLast", "companyName", "companyCity", "companyRole"] as const)
      if (isEmpty(text[key])) found[key] = t`This field is required.`;
    if (!isValidEmail(text.userEmail.trim())) found.userEmail = t`Enter a valid email address, like name@company.ca.`;
    if (!isValidPhone(text.userPhone)) found.userPhone = t`Enter a phone number with at least 10 digits.`;
    if (isEmpty(text.companyProvince)) found.companyProvince = t`Choose a province or state.`;
    if (fleetSize === "") found.fleetSize = t`Choose the size of your fleet.`;
    if (!flags.terms) found.terms = t`Accept the terms to register.`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setProblem(undefined);
    if (!altcha) {
      // Registers by itself once the bot check is done (docs/accounts.md "Bot check").
      setWaiting(true);
      return;
    }
    await send(altcha);
  };

  const send = async (answer: string) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const optional = (value: string) => (isEmpty(value) ? undefined : value.trim());
      const reply = await completePayload(
        session.api.userSignUp({
          userFirst: text.userFirst.trim(),
          userLast: text.userLast.trim(),
          userEmail: text.userEmail.trim(),
          userPhone: text.userPhone.trim(),
          companyName: text.companyName.trim(),
          companyCity: text.companyCity.trim(),
          companyProvince: text.companyProvince,
          companyRole: text.companyRole.trim(),
          ...(optional(text.companyWebsite) ? { companyWebsite: optional(text.companyWebsite)! } : {}),
          ...(optional(text.code) ? { code: optional(text.code)! } : {}),
          ...(optional(text.other) ? { other: optional(text.other)! } : {}),
          ...(ads ? { ads } : {}),
          ...flags,
          fleetSize: fleetSize as FleetSize,
          locale: (i18n.locale === "pseudo" ? "en-CA" : i18n.locale) as LocaleTag,
          altcha: answer,
        }),
      );
      setSentTo(reply.email);
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!waiting || !altcha) return;
    setWaiting(false);
    void send(altcha);
    // `send` reads the form as it is now; only the bot check's answer arriving starts it.
  }, [waiting, altcha]); // oxlint-disable-line react-hooks/exhaustive-deps

  if (sentTo) {
    return (
      <PublicLayout>
        <h1 className="text-2xl font-semibold">
          <Trans>Thank you for registering</Trans>
        </h1>
        <p className="mt-3" data-testid="register-sent">
          <Trans>
            We sent sign-in instructions to <strong>{sentTo}</strong>. Follow the link in that email to choose your
            password. The reply may take up to 24 hours.
          </Trans>
        </p>
        <Link href={links.signIn()} className="mt-4 inline-block text-blue-700 underline dark:text-blue-300">
          <Trans>Back to sign-in</Trans>
        </Link>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout wide>
      <h1 className="text-2xl font-semibold">
        <Trans>Register your company</Trans>
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          Tell us about you and your fleet. We will email you sign-in instructions; the reply may take up to 24 hours.
        </Trans>
      </p>
      <form className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        {field("userFirst", t`First name`, { autoComplete: "given-name" })}
        {field("userLast", t`Last name`, { autoComplete: "family-name" })}
        {field("userEmail", t`Email`, { type: "email", autoComplete: "email" })}
        {field("userPhone", t`Phone`, { type: "tel", autoComplete: "tel" })}
        {field("companyName", t`Company name`, { autoComplete: "organization" })}
        {field("companyWebsite", t`Company website (optional)`, { type: "url", placeholder: "example.ca" })}
        {field("companyCity", t`City`, { autoComplete: "address-level2" })}
        <SelectField
          label={t`Province`}
          value={text.companyProvince}
          onChange={(e) => setText({ ...text, companyProvince: e.target.value })}
          error={errors.companyProvince}
        >
          <option value="" />
          {JURISDICTIONS.map((j) => (
            <option key={j.code} value={j.code}>
              {j.name}
            </option>
          ))}
        </SelectField>
        {field("companyRole", t`Your role in the company`, { placeholder: t`Owner, safety manager…` })}
        <SelectField
          label={t`Fleet size`}
          value={fleetSize}
          onChange={(e) => setFleetSize(e.target.value as FleetSize)}
          error={errors.fleetSize}
        >
          <option value="" />
          {FLEET_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`How did you hear about us?`}
          value={ads}
          onChange={(e) => setAds(e.target.value as HeardAbout)}
        >
          <option value="" />
          {HEARD_ABOUT.map(([value, label]) => (
            <option key={value} value={value}>
              {i18n._(label)}
            </option>
          ))}
        </SelectField>
        {field("code", t`Promo code (optional)`)}
        <div className="sm:col-span-2">{field("other", t`Anything else we should know? (optional)`)}</div>
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="text-sm font-medium">
            <Trans>What would you like to use?</Trans>
          </legend>
          {flag("featureInspection", <Trans>Inspections</Trans>)}
          {flag("featureHoursOfService", <Trans>Hours of Service</Trans>)}
          {flag("featureCheckIn", <Trans>Check-ins</Trans>)}
        </fieldset>
        <div className="sm:col-span-2">
          {flag(
            "terms",
            <Trans>
              I accept the{" "}
              <Link href={links.terms()} className="text-blue-700 underline dark:text-blue-300">
                terms of service
              </Link>{" "}
              and the{" "}
              <Link href={links.privacy()} className="text-blue-700 underline dark:text-blue-300">
                privacy policy
              </Link>
              .
            </Trans>,
          )}
          {errors.terms && <span className="text-sm text-red-700 dark:text-red-400">{errors.terms}</span>}
        </div>
        <div className="sm:col-span-2">
          <BotCheck onSolved={setAltcha} />
        </div>
        <div className="sm:col-span-2">
          <ErrorRow error={problem} />
        </div>
        <div className="flex items-center gap-4 sm:col-span-2">
          {waiting && (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-300" data-testid="register-waiting">
              <Trans>Finishing the bot check, then registering…</Trans>
            </p>
          )}
          <Button type="submit" disabled={busy}>
            {busy || waiting ? <Trans>Registering…</Trans> : <Trans>Register</Trans>}
          </Button>
          <Link href={links.signIn()} className="text-sm text-blue-700 underline dark:text-blue-300">
            <Trans>I already have an account</Trans>
          </Link>
        </div>
      </form>
    </PublicLayout>
  );
}
