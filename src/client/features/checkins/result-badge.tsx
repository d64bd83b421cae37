import { useLingui } from "@lingui/react/macro";

import { isFitForDuty } from "../../../shared/rules/checkins";
import { checkInResultLabel } from "./check-in-labels";

/** None shows as good (green), anything else as "Not able to work" (red) with its reason (docs/checkins.md "Rules"). */
export function ResultBadge({ result, reason }: { result: string | undefined; reason?: string | undefined }) {
  const { i18n } = useLingui();
  if (result === undefined) return null;
  const fit = isFitForDuty(result);
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span
        className={`shrink-0 rounded px-2 py-0.5 text-xs font-medium ${fit ? "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100" : "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100"}`}
        data-testid="checkin-result"
      >
        {checkInResultLabel(i18n, result)}
      </span>
      {!fit && reason && (
        <span className="truncate" title={reason}>
          {reason}
        </span>
      )}
    </span>
  );
}
