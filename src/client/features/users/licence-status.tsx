import { Plural, Trans } from "@lingui/react/macro";

import { daysLeft, isExpired } from "../../../shared/rules/compliance";
import { useCompanyTimeZone } from "../../app/client-context";

/**
 * A licence's (or an employee document's) expiry as the users screens say it: "Expires in {0} days",
 * never below 0, or "Expired" in red once past (red-700 on white, red-400 on the dark theme: both above WCAG AA's
 * 4.5:1; the word carries the meaning for readers who cannot tell the colour). Test ids: `{testIdPrefix}-days`
 * and `{testIdPrefix}-expired`.
 */
export function LicenceStatus({
  expiry,
  now,
  testIdPrefix = "licence",
}: {
  expiry: number;
  now: number;
  testIdPrefix?: string;
}) {
  const timeZone = useCompanyTimeZone();
  if (isExpired(expiry, now)) {
    return (
      <span className="font-semibold text-red-700 dark:text-red-400" data-testid={`${testIdPrefix}-expired`}>
        <Trans>Expired</Trans>
      </span>
    );
  }
  const days = daysLeft(expiry, now, timeZone);
  return (
    <span data-testid={`${testIdPrefix}-days`}>
      {days === 0 ? (
        <Trans>Expires today</Trans>
      ) : (
        <Plural value={days} one="Expires in # day" other="Expires in # days" />
      )}
    </span>
  );
}
