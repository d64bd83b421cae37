import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { lastValueFrom } from "rxjs";
import { filter, map } from "rxjs/operators";

import { usePortalClient } from "../app/client-context";
import { solveBotCheck } from "./proof-of-work";

const STRINGS = {
  label: msg({ message: "I'm not a robot", context: "bot check" }),
  verified: msg({ message: "Verified", context: "bot check" }),
  verifying: msg({ message: "Verifying…", context: "bot check" }),
  error: msg({ message: "Verification failed. Try again later.", context: "bot check" }),
  expired: msg({ message: "Verification expired. Try again.", context: "bot check" }),
  verify: msg({ message: "Verify", context: "bot check" }),
};

type State = "verifying" | "verified" | "failed";

/** Solve again this long before the server's challenge expires, so a form left open never sends a stale answer. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * The self-hosted bot check (ALTCHA proof of work): the challenge comes over the websocket, altcha's
 * SHA worker solves it as soon as the screen shows (no click needed), and `onSolved` receives the payload to send
 * with the form — or undefined while there is none. An expired answer is replaced by a fresh one on its own.
 */
export function BotCheck({ onSolved }: { onSolved: (payload: string | undefined) => void }) {
  const { t, i18n } = useLingui();
  const { session, clock } = usePortalClient();
  const [state, setState] = useState<State>("verifying");
  const [payload, setPayload] = useState<string>();
  const [round, setRound] = useState(0);
  const [expired, setExpired] = useState(false);
  const solvedRef = useRef(onSolved);
  solvedRef.current = onSolved;

  useEffect(() => {
    const abort = new AbortController();
    let expiry: ReturnType<typeof setTimeout> | undefined;
    setState("verifying");
    setPayload(undefined);
    solvedRef.current(undefined);
    (async () => {
      const challenge = await lastValueFrom(
        session.api.altchaChallenge({}).pipe(
          filter((reply) => reply.status === "complete"),
          map((reply) => (reply.status === "complete" ? reply.payload : undefined)),
        ),
      );
      if (!challenge) throw new Error("no challenge");
      const answer = await solveBotCheck(challenge, abort.signal);
      if (abort.signal.aborted) return;
      setPayload(answer);
      setState("verified");
      setExpired(false);
      solvedRef.current(answer);
      const expiresAtMs = (challenge.parameters.data?.expiresAt ?? 0) * 1000;
      if (expiresAtMs > 0) {
        expiry = setTimeout(
          () => {
            setExpired(true);
            setRound((r) => r + 1);
          },
          Math.max(0, expiresAtMs - clock.now() - EXPIRY_MARGIN_MS),
        );
      }
    })().catch(() => !abort.signal.aborted && setState("failed"));
    return () => {
      abort.abort();
      clearTimeout(expiry);
    };
  }, [session, clock, round]);

  const status =
    state === "verified"
      ? i18n._(STRINGS.verified)
      : state === "failed"
        ? i18n._(STRINGS.error)
        : expired
          ? i18n._(STRINGS.expired)
          : i18n._(STRINGS.verifying);
  return (
    <div className="flex flex-col gap-1" data-testid="bot-check">
      <div
        role="group"
        aria-label={t`Bot check`}
        className="flex min-h-12 items-center gap-3 rounded border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800"
      >
        <StatusMark state={state} />
        <span className="font-medium">{i18n._(STRINGS.label)}</span>
        <span
          role="status"
          className={state === "failed" ? "text-red-700 dark:text-red-400" : "text-slate-600 dark:text-slate-300"}
        >
          {status}
        </span>
        {state === "failed" && (
          <button
            type="button"
            className="ml-auto rounded border border-slate-300 px-2 py-1 dark:border-slate-600"
            onClick={() => setRound((r) => r + 1)}
          >
            {i18n._(STRINGS.verify)}
          </button>
        )}
        <input type="hidden" name="altcha" value={payload ?? ""} />
      </div>
    </div>
  );
}

function StatusMark({ state }: { state: State }) {
  if (state === "verified") {
    return (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-green-700 dark:text-green-400">
        <path fill="currentColor" d="M7.7 14.3 3.4 10l1.4-1.4 2.9 2.9 7.5-7.5 1.4 1.4z" />
      </svg>
    );
  }
  if (state === "failed") {
    return (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 text-red-700 dark:text-red-400">
        <path fill="currentColor" d="M9 5h2v6H9zm0 8h2v2H9z" />
      </svg>
    );
  }
  return (
    <span
      aria-hidden="true"
      className="h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-slate-300 border-t-blue-700 dark:border-slate-600 dark:border-t-blue-300"
    />
  );
}
