import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";

import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { PortalLayout } from "../../ui/portal-layout";
import { TextField } from "../../ui/text-field";
import { NewPasswordFields } from "./new-password-fields";
import { newPasswordProblem } from "./password-rules";

/** `/portal/profile/password`: change password. Other browsers signed in as this user are signed out. */
export function ChangePasswordPage() {
  const { t, i18n } = useLingui();
  const { session } = usePortalClient();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<{ current?: string; password?: string; confirmation?: string }>({});
  const [problem, setProblem] = useState<ServerError>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(password, confirmation);
    const next: typeof errors = found ? { [found.field]: i18n._(found.message) } : {};
    if (current === "") next.current = t`Enter your current password.`;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    setProblem(undefined);
    setDone(false);
    try {
      await completePayload(session.api.userPasswordChange({ currentPassword: current, newPassword: password }));
      setDone(true);
      setCurrent("");
      setPassword("");
      setConfirmation("");
    } catch (caught) {
      setProblem(toServerError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PortalLayout>
      <h1 className="text-2xl font-semibold">
        <Trans>Change password</Trans>
      </h1>
      <form className="mt-4 flex max-w-md flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.current}
        />
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={errors}
        />
        <ErrorRow error={problem} />
        {done && (
          <p role="status" className="text-sm text-green-800 dark:text-green-300" data-testid="password-changed">
            <Trans>Your password is changed. Other browsers signed in as you have been signed out.</Trans>
          </p>
        )}
        <Button type="submit" disabled={busy}>
          <Trans>Change password</Trans>
        </Button>
      </form>
    </PortalLayout>
  );
}
