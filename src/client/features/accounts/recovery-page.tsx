import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation, useParams } from "wouter";

import type { LocaleTag } from "../../../shared/generated/common";
import { isValidEmail } from "../../../shared/rules/compliance";
import { usePortalClient } from "../../app/client-context";
import { links } from "../../app/routes";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { PublicLayout } from "../../ui/public-layout";
import { TextField } from "../../ui/text-field";
import { NewPasswordFields } from "./new-password-fields";
import { newPasswordProblem } from "./password-rules";

/** `/recovery`: lost password. The answer is the same whether or not the email has an account. */
export function RecoveryPage() {
  const { t, i18n } = useLingui();
  const { session } = usePortalClient();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<ServerError>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email.trim())) return setError(t`Enter a valid email address, like name@company.ca.`);
    setError(undefined);
    setBusy(true);
    setProblem(undefined);
    try {
      await completePayload(
        session.api.credentialsLost({
          email: email.trim(),
          locale: (i18n.locale === "pseudo" ? "en-CA" : i18n.locale) as LocaleTag,
        }),
      );
      setSent(true);
    } catch (caught) {
      setProblem(toServerError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicLayout>
      <h1 className="text-2xl font-semibold">
        <Trans>Lost password</Trans>
      </h1>
      {sent ? (
        <p className="mt-3" data-testid="recovery-sent">
          <Trans>
            If an account uses that address, we have emailed it a link to choose a new password. The link works once and
            for one hour.
          </Trans>
        </p>
      ) : (
        <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>Enter the email address you sign in with. We will send you a link to choose a new password.</Trans>
          </p>
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
          />
          <ErrorRow error={problem} />
          <Button type="submit" disabled={busy}>
            <Trans>Send the link</Trans>
          </Button>
        </form>
      )}
      <Link href={links.signIn()} className="mt-4 inline-block text-sm text-blue-700 underline dark:text-blue-300">
        <Trans>Back to sign-in</Trans>
      </Link>
    </PublicLayout>
  );
}

/** `/recovery/{token}`: the mailed reset link; a new password, once. */
export function ResetPasswordPage() {
  const { i18n } = useLingui();
  const { token = "" } = useParams<{ token: string }>();
  const { session } = usePortalClient();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [problem, setProblem] = useState<ServerError>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  // Whether the link still works, asked when the page opens (docs/accounts.md "Lost password and reset links").
  const [link, setLink] = useState<"checking" | "usable" | "used" | "expired">("checking");
  useEffect(() => {
    let current = true;
    completePayload(session.api.credentialsResetCheck({ token })).then(
      () => current && setLink("usable"),
      (caught: unknown) => {
        if (!current) return;
        const failure = toServerError(caught);
        if (failure.messageId !== "LinkExpired") {
          // Not an answer about the link (offline, say): the form stays, and its submit gets the real answer.
          setLink("usable");
          return;
        }
        setLink(failure.fields?.some((field) => field.problem === "used") ? "used" : "expired");
      },
    );
    return () => {
      current = false;
    };
  }, [session, token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(password, confirmation);
    setErrors(found ? { [found.field]: i18n._(found.message) } : {});
    if (found) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await completePayload(session.api.credentialsReset({ token, password }));
      setDone(true);
    } catch (caught) {
      setProblem(toServerError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicLayout>
      <h1 className="text-2xl font-semibold">
        <Trans>Choose a new password</Trans>
      </h1>
      {link === "used" || link === "expired" ? (
        <div className="mt-3 flex flex-col gap-3" data-testid="reset-link-spent" role="alert">
          <p>
            {link === "used" ? (
              <Trans>This link has been used already: each link sets a password once.</Trans>
            ) : (
              <Trans>This link has expired.</Trans>
            )}
          </p>
          <p>
            <Trans>If you still need to choose a password, ask for a new link; it comes by email.</Trans>
          </p>
          <Link href={links.recovery()} className="text-blue-700 underline dark:text-blue-300">
            <Trans>Ask for a new link</Trans>
          </Link>
        </div>
      ) : link === "checking" ? (
        <p className="mt-3 text-slate-600 dark:text-slate-300" data-testid="reset-link-checking">
          <Trans>Checking the link…</Trans>
        </p>
      ) : done ? (
        <div className="mt-3" data-testid="reset-done">
          <p>
            <Trans>Your password is changed. Sign in with the new one.</Trans>
          </p>
          <Button className="mt-4" onClick={() => navigate(links.signIn())}>
            <Trans>Go to sign-in</Trans>
          </Button>
        </div>
      ) : (
        <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
            errors={errors}
          />
          <ErrorRow error={problem} />
          <Button type="submit" disabled={busy}>
            <Trans>Save the new password</Trans>
          </Button>
          {problem?.messageId === "LinkExpired" && (
            <Link href={links.recovery()} className="text-sm text-blue-700 underline dark:text-blue-300">
              <Trans>Ask for a new link</Trans>
            </Link>
          )}
        </form>
      )}
    </PublicLayout>
  );
}
