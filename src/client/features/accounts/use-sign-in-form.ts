import { useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";

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

  // Sign in pressed before the bot check finished: the form waits and signs in by itself once it has (docs/accounts.md
  // "Bot check"), saying so, instead of asking the user to press again.
  const [waiting, setWaiting] = useState(false);

  const send = async (answer: string) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await session.signIn(email.trim(), password, auto, { altcha: answer });
      onSignedIn();
    } catch (error) {
      setProblem(toServerError(error));
      setAltcha(undefined);
      setBotCheckRound((round) => round + 1);
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: { email?: string; password?: string } = {};
    if (isEmpty(email)) errors.email = t`Enter your email address.`;
    else if (!isValidEmail(email.trim())) errors.email = t`Enter a valid email address, like name@company.ca.`;
    if (isEmpty(password)) errors.password = t`Enter your password.`;
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setProblem(undefined);
    if (!altcha) {
      setWaiting(true);
      return;
    }
    await send(altcha);
  };

  useEffect(() => {
    if (!waiting || !altcha) return;
    setWaiting(false);
    void send(altcha);
    // `send` reads the fields as they are now; only the bot check's answer arriving starts it.
  }, [waiting, altcha]); // oxlint-disable-line react-hooks/exhaustive-deps

  return {
    email,
    setEmail,
    password,
    setPassword,
    auto,
    setAuto,
    busy,
    /** Sign in was pressed before the bot check finished: it signs in by itself once the check has. */
    waiting,
    problem,
    fieldErrors,
    setAltcha,
    botCheckRound,
    submit,
  };
}
