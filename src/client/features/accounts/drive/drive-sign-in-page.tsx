import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";

import { BIG_BUTTON } from "../../../drive/drive-layout";
import { driveLinks } from "../../../drive/drive-routes";
import { BotCheck } from "../../../ui/bot-check";
import { ErrorRow } from "../../../ui/error-row";
import { LanguagePicker } from "../../../ui/language-picker";
import { Logo } from "../../../ui/logo";
import { TextField } from "../../../ui/text-field";
import { useSignInForm } from "../use-sign-in-form";

/**
 * `/drive/signin`: the driver app's sign-in, for drivers, non-commercial drivers, mechanics, managers and owners
 * (the session controller sends `app: "drive"`, so the server lets them in here and nowhere else). Same bot check
 * as the portal's sign-in; "keep me signed in" starts checked, as a phone is personal.
 */
export function DriveSignInPage() {
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
  } = useSignInForm(() => navigate(driveLinks.home(), { replace: true }));

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 px-4 py-6 text-slate-900 dark:bg-slate-900 dark:text-slate-100">
      <div className="mx-auto flex w-full max-w-md flex-1 flex-col gap-5">
        <div className="flex items-center justify-between gap-2">
          <Logo className="h-10 w-10" />
          <LanguagePicker />
        </div>
        <div>
          <h1 className="text-2xl font-semibold">
            <Trans>Driver sign-in</Trans>
          </h1>
          <p className="mt-1 text-base text-slate-600 dark:text-slate-300">
            <Trans>Check in and do your daily work from your phone, even without signal.</Trans>
          </p>
        </div>
        <form
          className="flex flex-col gap-4 [&_input[type=email]]:min-h-12 [&_input[type=email]]:text-base [&_input[type=password]]:min-h-12 [&_input[type=password]]:text-base"
          onSubmit={submit}
          noValidate
        >
          <TextField
            label={t`Email`}
            type="email"
            inputMode="email"
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
          <label className="flex min-h-11 items-center gap-3 text-base">
            <input type="checkbox" className="h-5 w-5" checked={auto} onChange={(e) => setAuto(e.target.checked)} />
            <Trans>Keep me signed in on this phone</Trans>
          </label>
          <BotCheck key={botCheckRound} onSolved={setAltcha} />
          <ErrorRow error={problem} />
          {waiting && (
            <p role="status" className="text-base text-slate-600 dark:text-slate-300" data-testid="sign-in-waiting">
              <Trans>Finishing the bot check, then signing you in…</Trans>
            </p>
          )}
          <button type="submit" disabled={busy} className={`${BIG_BUTTON} bg-blue-700 text-white hover:bg-blue-800`}>
            {busy || waiting ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
          </button>
        </form>
      </div>
    </div>
  );
}
