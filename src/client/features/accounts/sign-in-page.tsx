import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { Link, useLocation } from "wouter";

import { preloadPortalArea } from "../../app/route-table";
import { landing, links } from "../../app/routes";
import { BotCheck } from "../../ui/bot-check";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { PublicLayout } from "../../ui/public-layout";
import { TextField } from "../../ui/text-field";
import { useSignInForm } from "./use-sign-in-form";

/** `/` and `/signin`: the landing and sign-in screen. */
export function SignInPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const {
    email,
    setEmail,
    password,
    setPassword,
    auto,
    setAuto,
    busy,
    waiting,
    problem,
    fieldErrors,
    setAltcha,
    botCheckRound,
    submit,
  } = useSignInForm(() => navigate(landing.signedIn(), { replace: true }));
  // The signed-in portal's code (which this page does not load) is fetched while the server checks the password.
  const signIn = (event: FormEvent) => {
    void preloadPortalArea().catch(() => undefined);
    return submit(event);
  };

  return (
    <PublicLayout>
      <h1 className="text-2xl font-semibold">
        <Trans>Sign in to your fleet</Trans>
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        <Trans>Vehicles, inspections, hours of service and compliance reminders in one place.</Trans>
      </p>
      <form className="mt-6 flex flex-col gap-4" onSubmit={signIn} noValidate>
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
        />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={auto} onChange={(e) => setAuto(e.target.checked)} />
          <Trans>Keep me signed in on this computer</Trans>
        </label>
        <BotCheck key={botCheckRound} onSolved={setAltcha} />
        <ErrorRow error={problem} />
        {problem?.fields?.some((field) => field.problem === "useDriverApp") && (
          // The driver app is its own page (drive.html), not a route of this one: a plain link loads it.
          <a
            href="/drive"
            className="text-sm font-medium text-blue-700 underline dark:text-blue-300"
            data-testid="to-drive"
          >
            <Trans>Open the driver app</Trans>
          </a>
        )}
        {waiting && (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300" data-testid="sign-in-waiting">
            <Trans>Finishing the bot check, then signing you in…</Trans>
          </p>
        )}
        <Button type="submit" disabled={busy}>
          {busy || waiting ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
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
