import type {} from "altcha/types/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { lastValueFrom } from "rxjs";
import { filter, map } from "rxjs/operators";
import { usePortalClient } from "../app/client-context";
import { registerBotCheckStrings } from "./bot-check-strings";

interface AltchaElement extends HTMLElement {
  configure(config: Record<string, unknown>): Promise<void>;
}

/**
 * The widget's "external" build, so the page's Content-Security-Policy stays strict (README "Security headers"):
 * its CSS comes as a stylesheet of our own instead of an injected <style>, and its proof-of-work worker is a
 * file of our own (vite's `?worker`) instead of a blob: URL.
 */
async function loadAltcha(): Promise<void> {
  const [{ default: ShaWorker }] = await Promise.all([import("altcha/workers/sha?worker"), import("altcha/altcha.css"), import("altcha/external")]);
  const altcha = (globalThis as unknown as { $altcha: { algorithms: Map<string, () => Worker> } }).$altcha;
  for (const algorithm of ["SHA-256", "SHA-384", "SHA-512"]) altcha.algorithms.set(algorithm, () => new ShaWorker());
}

/**
 * The self-hosted bot check (ALTCHA proof of work, SPEC §1): the challenge comes over the websocket, the widget
 * solves it in a worker, and `onSolved` receives the payload to send with the form. The widget's code loads
 * lazily, only on the screens that use it, so the sign-in page stays small.
 */
export function BotCheck({ onSolved }: { onSolved: (payload: string | undefined) => void }) {
  const { t, i18n } = useLingui();
  const { session } = usePortalClient();
  const ref = useRef<AltchaElement>(null);
  const [failed, setFailed] = useState(false);
  const solvedRef = useRef(onSolved);
  solvedRef.current = onSolved;

  useEffect(() => {
    let cancelled = false;
    const element = ref.current;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      solvedRef.current(detail.state === "verified" ? detail.payload : undefined);
    };
    element?.addEventListener("statechange", onState);
    (async () => {
      await loadAltcha();
      const challenge = await lastValueFrom(
        session.api.altchaChallenge({}).pipe(
          filter((reply) => reply.status === "complete"),
          map((reply) => (reply.status === "complete" ? reply.payload : undefined)),
        ),
      );
      if (cancelled || !element) return;
      await customElements.whenDefined("altcha-widget");
      await element.configure({ challenge, auto: "onload", hideFooter: true, language: registerBotCheckStrings(i18n) });
    })().catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      element?.removeEventListener("statechange", onState);
    };
  }, [session, i18n.locale]);

  return (
    <div className="flex flex-col gap-1" data-testid="bot-check">
      <altcha-widget ref={ref} aria-label={t`Bot check`} />
      {failed && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-400">
          <Trans>The bot check could not start. Reload the page to try again.</Trans>
        </span>
      )}
    </div>
  );
}
