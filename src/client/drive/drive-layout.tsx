import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";

import { useAppState } from "../app/client-context";
import { LogoMark } from "../ui/logo";
import { useOnline, useWaitingCommands } from "./drive-context";
import { driveLinks } from "./drive-routes";

/**
 * The driver app's frame, made for a phone held in one hand: a short top bar (a way home, the screen's name, the
 * connection), a status line while offline or while something waits to be sent, and one column of content.
 */
export function DriveLayout({ title, children, home = false }: { title: string; children: ReactNode; home?: boolean }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-slate-100">
      <header className="sticky top-0 z-10 flex items-center gap-2 border-b border-slate-200 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-950">
        {home ? (
          <LogoMark className="h-9 w-9" />
        ) : (
          <Link
            href={driveLinks.home()}
            className="-ml-1 flex min-h-11 min-w-11 items-center gap-1 rounded-md px-2 text-base font-medium text-blue-700 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-slate-800"
            aria-label={t`Back to the home screen`}
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              ‹
            </span>
            <Trans>Home</Trans>
          </Link>
        )}
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold" data-testid="drive-title">
          {title}
        </h1>
        <ConnectionDot />
      </header>
      <StatusLine />
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col gap-4 px-4 py-5">{children}</main>
    </div>
  );
}

function ConnectionDot() {
  const { t } = useLingui();
  const online = useOnline();
  const open = useAppState((s) => s.connection.state === "open");
  const connected = online && open;
  return (
    <span className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-300" data-testid="connection">
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${connected ? "bg-green-600" : "bg-amber-500"}`} />
      {connected ? t`Online` : t`Offline`}
    </span>
  );
}

/** What waits on this phone, and why (announced politely to screen readers). */
function StatusLine() {
  const waiting = useWaitingCommands();
  const online = useOnline();
  if (waiting === 0 && online) return null;
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      data-testid="waiting-to-send"
    >
      {waiting > 0 && (
        <span className="font-semibold">
          <Trans>Waiting to send ({waiting})</Trans>{" "}
        </span>
      )}
      {online ? (
        <Trans>Sending as soon as the server answers.</Trans>
      ) : waiting > 0 ? (
        <Plural
          value={waiting}
          one="You are offline: it is kept on this phone and sent when you are back online."
          other="You are offline: they are kept on this phone and sent when you are back online."
        />
      ) : (
        <Trans>You are offline. What you submit is kept on this phone and sent when you are back online.</Trans>
      )}
    </div>
  );
}

/** A large, full-width touch target (at least 48 px high, WCAG 2.5.5's 44 px with room to spare). */
export const BIG_BUTTON =
  "flex min-h-14 w-full items-center justify-center gap-2 rounded-xl px-4 py-3 text-lg font-semibold focus:outline-none focus-visible:ring-4 focus-visible:ring-blue-300 disabled:opacity-60 dark:focus-visible:ring-blue-700";
