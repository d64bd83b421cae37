// Keeps an operator's cross-company list live (docs/operator.md "Cross-company lists") with the same machinery as a
// company's own list: the changed rows go to useWindowedList's listenChanges, which patches the rows on screen and
// refreshes positions and the count. The operator's socket hears a list's changes only while it watches it (server:
// src/server/all-companies/live-feed.ts), so the watch is a collection (sync/collections.ts): sent when the list opens, sent
// again after a reconnect's resume (the server dropped it with the old socket; the list then rereads what changed
// meanwhile), unwatched when it closes.
import { useMemo } from "react";

import { AllCompaniesLiveList } from "../../shared/generated/operator";
import { usePortalClient } from "../app/client-context";
import { completePayload } from "../sync/complete-payload";
import type { CompanyFields } from "./all-companies-query";

/** The live list a cross-company page shows: its domain (the path under /portal/admin/), camelCased. */
const liveListOf = (domain: string) => domain.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

export type ListenChanges<Row> = (apply: (items: Record<string, Row>) => void) => () => void;

/**
 * The listenChanges of the cross-company list `domain` narrowed to `companyId` (undefined: every company), or
 * undefined when that list is not live (not in schema AllCompaniesLiveList, camelCased: map-positions is mapPositions).
 */
export function useAllCompaniesLive<Row extends { id: string } & CompanyFields>(
  domain: string,
  companyId: string | undefined,
  liveRow: ((item: never) => object) | undefined,
): ListenChanges<Row> | undefined {
  const client = usePortalClient();
  return useMemo(() => {
    const list = liveListOf(domain);
    if (!AllCompaniesLiveList.is(list)) return undefined;
    const toRow = (liveRow ?? ((item: object) => item)) as (item: unknown) => object;
    const watch = { list, ...(companyId === undefined ? {} : { companyId }) };
    return (apply: (items: Record<string, Row>) => void) => {
      let loads = 0;
      const release = client.session.collections.acquire(`allcompanies-watch:${list}:${companyId ?? ""}`, {
        async load() {
          // A refusal (not an operator) leaves the list as it is: it still reads, it is just not live.
          const watched = await completePayload(client.session.api.allCompaniesListWatch(watch)).then(
            () => true,
            () => false,
          );
          if (watched && (loads += 1) > 1) apply({});
        },
        release() {
          void completePayload(client.session.api.allCompaniesListUnwatch(watch)).catch(() => undefined);
        },
      });
      const stop = client.live.listen("AllCompaniesListChangedNotification", (payload) => {
        const changed = payload[list];
        if (!changed || payload.companyId !== companyId) return;
        const rows: Record<string, Row> = {};
        for (const [id, item] of Object.entries(changed.items)) {
          const owner = payload.companyIds[id];
          rows[id] = {
            ...toRow(item),
            id,
            ...(owner === undefined ? {} : { companyId: owner, companyName: payload.companyNames[owner] }),
          } as Row;
        }
        apply(rows);
      });
      return () => {
        stop();
        release();
      };
    };
  }, [client, domain, companyId, liveRow]);
}
