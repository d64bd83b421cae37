import { Trans } from "@lingui/react/macro";

/** Copyright and client version (SPEC §2 application shell). */
export function Footer() {
  const year = new Date().getFullYear();
  const version = __APP_VERSION__;
  return (
    <footer className="border-t border-slate-200 px-6 py-4 text-xs text-slate-500">
      <Trans>
        © {year} Fleet Portal. All rights reserved.
      </Trans>{" "}
      <span data-testid="client-version">
        <Trans>Version {version}</Trans>
      </span>
    </footer>
  );
}
