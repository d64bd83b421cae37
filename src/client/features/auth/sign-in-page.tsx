import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { isEmpty, isValidEmail } from "../../../shared/rules/compliance";
import { usePortalClient } from "../../app/client-context";
import { landing, links } from "../../app/routes";
import { toServerError, type ServerError } from "../../sync/server-error";
import { BotCheck } from "../../ui/bot-check";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { PublicLayout } from "../../ui/public-layout";
import { TextField } from "../../ui/text-field";

/** `/` and `/signin`: the landing and sign-in screen (SPEC §2). */
export function SignInPage() {
  const { t } = useLingui();
  const { session } = usePortalClient();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [auto, setAuto] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ServerError>();
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  // The bot check's answer (issue 3: required on sign-in). Each answer works once, so every failed attempt
  // remounts the widget (`botCheckRound`) to fetch and solve a fresh challenge.
  const [altcha, setAltcha] = useState<string>();
  const [botCheckRound, setBotCheckRound] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: { email?: string; password?: string } = {};
    if (isEmpty(email)) errors.email = t`Enter your email address.`;
    else if (!isValidEmail(email.trim())) errors.email = t`Enter a valid email address, like name@company.ca.`;
    if (isEmpty(password)) errors.password = t`Enter your password.`;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (!altcha) {
      setProblem(toServerError(new Error(t`Wait for the bot check to finish, then sign in again.`)));
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      await session.signIn(email.trim(), password, auto, { altcha });
      navigate(landing.signedIn(), { replace: true });
    } catch (error) {
      setProblem(toServerError(error));
      setAltcha(undefined);
      setBotCheckRound((round) => round + 1);
      setBusy(false);
    }
  };

  return (
    <PublicLayout>
      <h1 className="text-2xl font-semibold">
        <Trans>Sign in to your fleet</Trans>
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Vehicles, inspections, hours of service and compliance reminders in one place.</Trans>
      </p>
      <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField label={t`Email`} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldErrors.email} />
        <TextField label={t`Password`} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={fieldErrors.password} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={auto} onChange={(e) => setAuto(e.target.checked)} />
          <Trans>Keep me signed in on this computer</Trans>
        </label>
        <BotCheck key={botCheckRound} onSolved={setAltcha} />
        <ErrorRow error={problem} />
        <Button type="submit" disabled={busy}>
          {busy ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </Button>
      </form>
      <div className="mt-6 flex flex-wrap justify-between gap-2 text-sm">
        <Link href={links.recovery()} className="text-blue-700 underline dark:text-blue-300">
          <Trans>Forgot your password?</Trans>
        </Link>
        <Link href={links.register()} className="text-blue-700 underline dark:text-blue-300">
          <Trans>Register your company</Trans>
        </Link>
      </div>
    </PublicLayout>
  );
}
