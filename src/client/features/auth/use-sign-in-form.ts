import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";

import { isEmpty, isValidEmail } from "../../../shared/rules/compliance";
import { usePortalClient } from "../../app/client-context";
import { toServerError, type ServerError } from "../../sync/server-error";

/**
 * The sign-in form's state and submit, shared by the portal's sign-in and the driver app's: field checks, the bot
 * check's answer (required on sign-in), and the session's sign-in. Each bot-check answer works once, so
 * every failed attempt remounts the widget (`botCheckRound` as its key) to fetch and solve a fresh challenge.
 */
export function useSignInForm(onSignedIn: () => void, keepSignedIn = true) {
  const { t } = useLingui();
  const { session } = usePortalClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [auto, setAuto] = useState(keepSignedIn);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ServerError>();
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
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
      onSignedIn();
    } catch (error) {
      setProblem(toServerError(error));
      setAltcha(undefined);
      setBotCheckRound((round) => round + 1);
      setBusy(false);
    }
  };

  return {
    email,
    setEmail,
    password,
    setPassword,
    auto,
    setAuto,
    busy,
    problem,
    fieldErrors,
    setAltcha,
    botCheckRound,
    submit,
  };
}
