import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";

import type { AccessNeed } from "./access-gates";
import { featureLabel, roleLabel } from "./access-labels";
import { PortalLayoutLater } from "./not-found-page";
import { landing } from "./routes";

/**
 * A screen this session may not use (docs/design/client-shell.md "Refused screens"): what it needs — one of some
 * roles, one of some company features — who can change that, and the way back home. Shown in the portal's layout
 * instead of the screen, so no form is filled only for Save to refuse it.
 */
export function RefusedRoute({ need }: { need: AccessNeed }) {
  const { i18n } = useLingui();
  const anyOf = new Intl.ListFormat(i18n.locale, { type: "disjunction" });
  const roles = anyOf.format(need.roles.map((role) => roleLabel(i18n, role)));
  const features = anyOf.format(need.features.map((feature) => featureLabel(i18n, feature)));
  return (
    <PortalLayoutLater>
      <section className="flex max-w-2xl flex-col gap-3" data-testid="refused-route">
        <h1 className="text-2xl font-semibold">
          <Trans>You cannot open this screen</Trans>
        </h1>
        {need.roles.length > 0 && (
          <p data-testid="refused-roles">
            <Trans>
              It is for the role {roles}. Your company's owner or a manager can give you that role on the Users screen.
            </Trans>
          </p>
        )}
        {need.features.length > 0 && (
          <p data-testid="refused-features">
            <Trans>
              It needs the company feature {features}, which your company does not have. The owner can ask for it on the
              Billing screen.
            </Trans>
          </p>
        )}
        <Link className="text-blue-700 underline dark:text-blue-300" href={landing.signedIn()}>
          <Trans>Go to your home page</Trans>
        </Link>
      </section>
    </PortalLayoutLater>
  );
}
