import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import { Link } from "wouter";

import type { Profile, ProfileFields } from "../../../shared/generated/accounts";
import { JURISDICTIONS } from "../../../shared/jurisdictions";
import { isValidPhone } from "../../../shared/rules/compliance";
import { usePortalClient } from "../../app/client-context";
import { links } from "../../app/routes";
import { dateInputToEpochString, epochStringToDateInput } from "../../i18n/date-input";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { PortalLayout } from "../../ui/portal-layout";
import { SelectField } from "../../ui/select-field";
import { TextField } from "../../ui/text-field";

/** The licence classes (docs/users.md "Records"). */
const LICENCE_CLASSES = ["G", "A", "AC", "ACZ", "AR", "ARZ", "AZ", "AZ-GR", "B", "C", "D", "DZ", "E", "F"];
const MAX_SIGNATURE_BYTES = 35_000;
type Text = "first" | "last" | "phone" | "street" | "city" | "postal" | "jurisdiction" | "country" | "licenseClass";

/** `/portal/profile`: the user's own name, contact, address, licence and signature. */
export function ProfilePage() {
  const { t } = useLingui();
  const { session, store } = usePortalClient();
  const [profile, setProfile] = useState<Profile>();
  const [text, setText] = useState<Record<Text, string>>({
    first: "",
    last: "",
    phone: "",
    street: "",
    city: "",
    postal: "",
    jurisdiction: "",
    country: "",
    licenseClass: "",
  });
  const [expiry, setExpiry] = useState("");
  const [signature, setSignature] = useState<string | undefined>();
  const [errors, setErrors] = useState<Partial<Record<Text | "signature", string>>>({});
  const [problem, setProblem] = useState<ServerError>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = (loaded: Profile) => {
    setProfile(loaded);
    const u = loaded.user;
    setText({
      first: u.first,
      last: u.last,
      phone: u.phone ?? "",
      street: u.street ?? "",
      city: u.city ?? "",
      postal: u.postal ?? "",
      jurisdiction: u.jurisdiction ?? "",
      country: u.country ?? "",
      licenseClass: u.licenseClass ?? "",
    });
    setExpiry(epochStringToDateInput(u.licenseExpiry));
    setSignature(loaded.signature);
  };
  useEffect(() => {
    completePayload(session.api.userProfile({})).then(load, (error: unknown) => setProblem(toServerError(error)));
  }, [session]);

  const pickSignature = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_SIGNATURE_BYTES)
      return setErrors({ ...errors, signature: t`Choose an image smaller than 35 KB.` });
    const reader = new FileReader();
    reader.onload = () => {
      setSignature(String(reader.result));
      setErrors({ ...errors, signature: undefined });
    };
    reader.readAsDataURL(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (text.first.trim() === "") found.first = t`This field is required.`;
    if (text.last.trim() === "") found.last = t`This field is required.`;
    if (text.phone.trim() !== "" && !isValidPhone(text.phone))
      found.phone = t`Enter a phone number with at least 10 digits.`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setProblem(undefined);
    setSaved(false);
    const fields: ProfileFields = { ...text };
    const expiryMs = Number(dateInputToEpochString(expiry));
    if (expiryMs > 0) fields.licenseExpiry = expiryMs;
    try {
      const next = await completePayload(
        session.api.userProfileSave({ fields, ...(signature ? { signature } : { clearSignature: true }) }),
      );
      load(next);
      store.update((draft) => void (draft.entities.users[next.user.id] = next.user));
      setSaved(true);
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };

  const input = (key: Text, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      value={text[key]}
      disabled={!profile?.canEdit}
      onChange={(e) => setText({ ...text, [key]: e.target.value })}
      error={errors[key]}
      {...extra}
    />
  );

  return (
    <PortalLayout>
      <div className="flex items-baseline gap-4">
        <h1 className="text-2xl font-semibold">
          <Trans>Profile</Trans>
        </h1>
        <Link href={links.changePassword()} className="text-sm text-blue-700 underline dark:text-blue-300">
          <Trans>Change password</Trans>
        </Link>
      </div>
      {profile && !profile.canEdit && (
        <p className="mt-2 text-sm text-amber-800 dark:text-amber-200">
          <Trans>Your company lets only managers change your profile.</Trans>
        </p>
      )}
      {profile && (
        <form className="mt-4 grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          {input("first", t`First name`, { autoComplete: "given-name" })}
          {input("last", t`Last name`, { autoComplete: "family-name" })}
          <TextField label={t`Email`} value={profile.user.email} disabled readOnly />
          {input("phone", t`Phone`, { type: "tel" })}
          {input("street", t`Street`)}
          {input("city", t`City`)}
          <SelectField
            label={t`Province`}
            value={text.jurisdiction}
            disabled={!profile.canEdit}
            onChange={(e) =>
              setText({
                ...text,
                jurisdiction: e.target.value,
                country: JURISDICTIONS.find((j) => j.code === e.target.value)?.country ?? text.country,
              })
            }
          >
            <option value="" />
            {JURISDICTIONS.map((j) => (
              <option key={j.code} value={j.code}>
                {j.name}
              </option>
            ))}
          </SelectField>
          {input("postal", t`Postal code`)}
          <SelectField
            label={t`Licence class`}
            value={text.licenseClass}
            disabled={!profile.canEdit}
            onChange={(e) => setText({ ...text, licenseClass: e.target.value })}
          >
            <option value="" />
            {LICENCE_CLASSES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t`Licence expiry`}
            type="date"
            value={expiry}
            disabled={!profile.canEdit}
            onChange={(e) => setExpiry(e.target.value)}
          />
          <div className="flex flex-col gap-2 sm:col-span-2">
            <span className="text-sm font-medium">
              <Trans>Signature</Trans>
            </span>
            {signature ? (
              <img
                src={signature}
                alt={t`Your signature`}
                className="h-20 max-w-xs rounded border border-slate-300 bg-white object-contain"
              />
            ) : (
              <span className="text-sm text-slate-500">
                <Trans>No signature yet.</Trans>
              </span>
            )}
            {profile.canEdit && (
              <div className="flex items-center gap-3">
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  aria-label={t`Signature image`}
                  onChange={pickSignature}
                  className="text-sm"
                />
                {signature && (
                  <Button variant="secondary" onClick={() => setSignature(undefined)}>
                    <Trans>Remove signature</Trans>
                  </Button>
                )}
              </div>
            )}
            {errors.signature && <span className="text-sm text-red-700 dark:text-red-400">{errors.signature}</span>}
          </div>
          <div className="sm:col-span-2">
            <ErrorRow error={problem} />
            {saved && (
              <p role="status" className="text-sm text-green-800 dark:text-green-300">
                <Trans>Profile saved.</Trans>
              </p>
            )}
          </div>
          {profile.canEdit && (
            <div className="sm:col-span-2">
              <Button type="submit" disabled={busy}>
                <Trans>Save</Trans>
              </Button>
            </div>
          )}
        </form>
      )}
      {!profile && <ErrorRow error={problem} />}
    </PortalLayout>
  );
}
