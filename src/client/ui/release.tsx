import { Trans } from "@lingui/react/macro";

import { formatDate } from "../i18n/format";

/**
 * The product's release as the footer and /about show it (docs/design/client-shell.md "The footer"): the version in
 * package.json, the one place a release is numbered, and the day of the commit it was built from.
 */
export function ReleaseVersion() {
  const version = __APP_VERSION__;
  // A calendar date, not an instant: read at noon UTC and shown in UTC, so no time zone moves it to another day.
  const date = __APP_RELEASE_DATE__
    ? formatDate(Date.parse(`${__APP_RELEASE_DATE__}T12:00:00Z`), undefined, "UTC")
    : "";
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
