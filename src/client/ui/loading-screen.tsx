import { Trans } from "@lingui/react/macro";

export function LoadingScreen() {
  return (
    <div className="flex min-h-screen items-center justify-center text-slate-500" role="status">
      <Trans>Loading…</Trans>
    </div>
  );
}
