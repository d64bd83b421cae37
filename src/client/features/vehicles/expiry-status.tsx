import { Plural, Trans } from "@lingui/react/macro";

import { daysLeft, isExpired } from "../../../shared/rules/compliance";
import { useCompanyTimeZone } from "../../app/client-context";

/**
 * The days left before a compliance date, or "Expired" once it has passed (docs/vehicles.md "Rules": expired means past
 * the expiry instant). Red is red-700 on white (6.5:1) and red-400 on slate-900 in dark mode (6.4:1): WCAG AA for
 * normal text in both themes; the word itself carries the meaning for readers who cannot tell the colour.
 */
export function ExpiryStatus({ expiry, now }: { expiry: number; now: number }) {
  const timeZone = useCompanyTimeZone();
  if (isExpired(expiry, now)) {
    return (
      <span className="font-semibold text-red-700 dark:text-red-400" data-testid="expired">
        <Trans>Expired</Trans>
      </span>
    );
  }
  const days = daysLeft(expiry, now, timeZone);
  return days === 0 ? <Trans>Expires today</Trans> : <Plural value={days} one="# day left" other="# days left" />;
}
