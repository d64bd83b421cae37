import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useParams } from "wouter";

import type { VerifyResponse } from "../../../shared/generated/accounts";
import { usePortalClient } from "../../app/client-context";
import { links } from "../../app/routes";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { PublicLayout } from "../../ui/public-layout";
import { NewPasswordFields } from "./new-password-fields";
import { newPasswordProblem } from "./password-rules";

/** `/verify/{registrationId}`: the new owner chooses a password; the company and its owner come into being. */
export function VerifyPage() {
  const { t, i18n } = useLingui();
  const { registrationId = "" } = useParams<{ registrationId: string }>();
  const { session } = usePortalClient();
  const [registration, setRegistration] = useState<VerifyResponse>();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    completePayload(session.api.userVerify({ registrationId })).then(setRegistration, (error: unknown) =>
      setProblem(toServerError(error)),
    );
  }, [session, registrationId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(password, confirmation);
    setErrors(found ? { [found.field]: i18n._(found.message) } : {});
    if (found) return;
    setBusy(true);
    setProblem(undefined);
    try {
      setRegistration(await completePayload(session.api.userVerify({ registrationId, password })));
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };

  const first = registration?.first ?? "";
  const companyName = registration?.companyName ?? "";
  const email = registration?.email ?? "";
  return (
    <PublicLayout>
      <h1 className="text-2xl font-semibold">
        <Trans>Confirm your registration</Trans>
      </h1>
      {!registration && !problem && (
        <p className="mt-3" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {registration?.verified && (
        <div className="mt-3" data-testid="verify-done">
          <p>
            <Trans>
              {companyName} is ready. Sign in with <strong>{email}</strong> and your password.
            </Trans>
          </p>
          <Link
            href={links.signIn()}
            className="mt-4 inline-block rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white"
          >
            <Trans>Go to sign-in</Trans>
          </Link>
        </div>
      )}
      {registration && !registration.verified && (
        <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
          <p>
            <Trans>
              Welcome, {first}. Choose the password you will sign in with as <strong>{email}</strong> for {companyName}.
            </Trans>
          </p>
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            errors={errors}
          />
          <ErrorRow error={problem} />
          <Button type="submit" disabled={busy}>
            <Trans>Set password</Trans>
          </Button>
        </form>
      )}
      {!registration && <div className="mt-4">{problem && <ErrorRow error={problem} />}</div>}
      {!registration && problem && (
        <Link href={links.register()} className="mt-4 inline-block text-blue-700 underline dark:text-blue-300">
          {t`Register again`}
        </Link>
      )}
    </PublicLayout>
  );
}
