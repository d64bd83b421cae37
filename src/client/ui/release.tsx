import { Trans } from "@lingui/react/macro";

import { formatLocalDay } from "../i18n/format";

/**
 * The product's release as the footer and /about show it (docs/design/client-shell.md "The footer"): the version in
 * package.json, the one place a release is numbered, and the day of the commit it was built from.
 */
export function ReleaseVersion() {
  const version = __APP_VERSION__;
  const date = __APP_RELEASE_DATE__ ? formatLocalDay(__APP_RELEASE_DATE__) : "";
  return (
    <span data-testid="client-version">
      {date ? (
        <Trans>
          Version {version}, released {date}
        </Trans>
      ) : (
        <Trans>Version {version}</Trans>
      )}
    </span>
  );
}
