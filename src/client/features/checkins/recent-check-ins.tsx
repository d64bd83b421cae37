import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

import { isFitForDuty } from "../../../shared/rules/checkins";
import { usePortalClient } from "../../app/client-context";
import { formatDateTime } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { checkInResultLabel } from "./check-in-labels";

interface Recent {
  id: string;
  result: string;
  reason: string | null;
  at: number;
}

/** The signed-in person's last check-ins (the server sends only their own), asked again after each one sent. */
export function RecentCheckIns({ refreshKey }: { refreshKey: number }) {
  const { i18n } = useLingui();
  const client = usePortalClient();
  const [items, setItems] = useState<Recent[]>();
  useEffect(() => {
    let live = true;
    completePayload(
      client.session.api.checkInList({
        filter: {},
        sort: { column: "time", direction: "desc" },
        offset: 0,
        limit: 5,
        fields: ["result", "reason", "createdDate"],
      }),
    )
      .then((page) => {
        if (!live) return;
        setItems(
          page.ids.map((id, i) => ({
            id,
            result: page.columns.result?.[i] ?? "None",
            reason: page.columns.reason?.[i] ?? null,
            at: page.columns.createdDate?.[i] ?? 0,
          })),
        );
      })
      .catch(() => undefined); // offline or refused: the list is a convenience, the check-in works without it
    return () => {
      live = false;
    };
  }, [client, refreshKey]);
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby="recent-check-ins" className="flex flex-col gap-2">
      <h2 id="recent-check-ins" className="text-base font-semibold">
        <Trans>Your last check-ins</Trans>
      </h2>
      <ul
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-950"
        data-testid="recent-check-ins"
      >
        {items.map((item) => (
          <li key={item.id} className="flex flex-col px-4 py-2">
            <span
              className={`text-base font-medium ${isFitForDuty(item.result) ? "text-green-800 dark:text-green-300" : "text-red-800 dark:text-red-300"}`}
            >
              {checkInResultLabel(i18n, item.result)}
              {item.reason ? ` — ${item.reason}` : ""}
            </span>
            <span className="text-sm text-slate-600 dark:text-slate-300">{formatDateTime(item.at)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
