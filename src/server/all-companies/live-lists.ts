// Which of the company feed's notifications keep each operator's cross-company list live
// (docs/operator.md "Cross-company lists"). A list's rows are its domain's own changed items, so a domain opts its list
// in with one line in its module (ServerDomain.liveLists), its name in the schema's AllCompaniesLiveList, and a
// property of that name in AllCompaniesListChanged (the types below check the two agree). A list whose rows are not any notification's items
// (the positions list: a vehicle with its last position) reads its changed rows afresh instead (`rows`), when the
// notification says which rows changed.
import type { Kysely } from "kysely";

import { shapeOf } from "../../shared/codec/shapes";
import type { NotificationName, NotificationPayloads } from "../../shared/generated/events";
import { AllCompaniesLiveList, type AllCompaniesListChanged } from "../../shared/generated/operator";
import type { Database } from "../db/tables";

/** A changed item and the list row it is (when the list's row ids are not the notification's item ids). */
export interface RowOfItem {
  companyId: string;
  itemId: string;
  rowId: string;
}

/** The notifications whose payload is exactly what AllCompaniesListChanged carries under `list`. */
type NotificationFor<L extends AllCompaniesLiveList> = {
  [N in NotificationName]: NotificationPayloads[N] extends NonNullable<AllCompaniesListChanged[L]>
    ? NonNullable<AllCompaniesListChanged[L]> extends NotificationPayloads[N]
      ? N
      : never
    : never;
}[NotificationName];

/** A list's row read afresh, with its company. */
export interface ReadRow<Item = unknown> {
  companyId: string;
  rowId: string;
  item: Item;
}

type ItemOf<L extends AllCompaniesLiveList> = NonNullable<AllCompaniesListChanged[L]>["items"][string];

export interface LiveListSource<N extends NotificationName = NotificationName, Item = unknown> {
  /** The company feed's notification whose items are the list's rows (or, with `rows`, say which rows changed). */
  notification: N;
  /** The list's row ids of changed items, when they differ (read in one query for a whole flush of every company). */
  rowIds?: (db: Kysely<Database>, itemIds: readonly string[]) => Promise<RowOfItem[]>;
  /**
   * The list's rows of the changed items' ids, read afresh, when the notification's items are not the list's rows
   * (one query for a whole flush of every company). A row the read does not find is not sent.
   */
  rows?: (
    db: Kysely<Database>,
    changed: readonly { companyId: string; itemIds: readonly string[] }[],
  ) => Promise<ReadRow<Item>[]>;
  /**
   * At most this many rows in one message: the cap of the list's property in AllCompaniesListChanged (its items'
   * maxProperties) when it is below the feed's 5,000 (a bigger burst goes in several messages).
   */
  maxItems?: number;
}

/**
 * Every live list: the compiler checks each notification's payload is what the list's property carries, or (a list
 * read afresh) that its rows are the property's items.
 */
export type LiveLists = {
  readonly [L in AllCompaniesLiveList]:
    | (LiveListSource<NotificationFor<L>> & { rows?: never })
    | (LiveListSource<NotificationName, ItemOf<L>> &
        Required<Pick<LiveListSource<NotificationName, ItemOf<L>>, "rows">>);
};

/** The live lists every domain declares, together; a list no domain declares, or two declare, is a mistake. */
export function mergeLiveLists(declared: readonly (Partial<LiveLists> | undefined)[]): LiveLists {
  const merged: Partial<Record<AllCompaniesLiveList, unknown>> = {};
  for (const lists of declared) {
    for (const [list, source] of Object.entries(lists ?? {})) {
      if (list in merged) throw new Error(`Two domains declare the operator's live list "${list}"`);
      merged[list as AllCompaniesLiveList] = source;
    }
  }
  const shape = shapeOf(AllCompaniesLiveList);
  const every = (shape?.kind === "enum" ? shape.values : []) as readonly AllCompaniesLiveList[];
  const missing = every.filter((list) => !(list in merged));
  if (missing.length > 0) throw new Error(`No domain declares the operator's live lists ${missing.join(", ")}`);
  return merged as LiveLists;
}
