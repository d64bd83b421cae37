import { Plural, Trans } from "@lingui/react/macro";

import { daysLeft, isExpired } from "../../../shared/rules/compliance";

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
  if (isExpired(expiry, now)) {
    return (
      <span className="font-semibold text-red-700 dark:text-red-400" data-testid={`${testIdPrefix}-expired`}>
        <Trans>Expired</Trans>
      </span>
    );
  }
  return (
    <span data-testid={`${testIdPrefix}-days`}>
      <Plural value={daysLeft(expiry, now)} one="Expires in # day" other="Expires in # days" />
    </span>
  );
}
