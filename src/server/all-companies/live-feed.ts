// The operator's cross-company lists, live (docs/operator.md "Cross-company lists"). A company's own screens hear its
// changes through the change feed (ws/change-feed.ts), buffered per company and sent to that company's sockets. This
// listener hears the same flushes and forwards, to the administrators' sockets that watch a list
// (ws/list-watches.ts), that list's changed rows of every company (or of the company the list is narrowed to) with
// each row's company: one message per watched list and flush, however many companies changed in it, encoded once for
// every socket watching the same list and filter. Nothing is read or sent while no socket watches a list, and a
// change relayed from another server process is loaded here only when one does (ChangeListener.wants).
import type { Kysely } from "kysely";

import { notificationCatalogue, type NotificationName } from "../../shared/generated/events";
import type { AllCompaniesListChanged, AllCompaniesLiveList } from "../../shared/generated/operator";
import { STATUS_OK } from "../../shared/protocol/messages";
import type { Database } from "../db/tables";
import type { ChangeListener, FlushedChange } from "../ws/change-feed";
import type { Logger } from "../ws/context";
import type { ListWatches } from "../ws/list-watches";
import { companyNames } from "./company-window";
import type { LiveListSource } from "./live-lists";

/**
 * The schema's cap on a message's items (AllCompaniesListChanged maps; a list whose items cap lower says so in its
 * source's maxItems): a bigger burst goes in several messages.
 */
const MAX_ITEMS_PER_MESSAGE = 5000;

interface ChangedRow {
  rowId: string;
  companyId: string;
  item: unknown;
}

export class CrossCompanyListFeed implements ChangeListener {
  private readonly listsOf = new Map<NotificationName, AllCompaniesLiveList[]>();
  /** Flushes go out in order even though each reads company names first. */
  private chain: Promise<void> = Promise.resolve();
  /** Messages sent so far (tests). */
  sent = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly watches: ListWatches,
    private readonly log: Logger,
    /** Every live list's source, as the domains declare them (live-lists.ts mergeLiveLists). */
    private readonly lists: Readonly<Record<AllCompaniesLiveList, LiveListSource>>,
  ) {
    for (const [list, source] of Object.entries(lists) as [AllCompaniesLiveList, LiveListSource][]) {
      this.listsOf.set(source.notification, [...(this.listsOf.get(source.notification) ?? []), list]);
    }
  }

  wants(companyId: string, name: NotificationName): boolean {
    return (this.listsOf.get(name) ?? []).some((list) => this.watches.wants(list, companyId));
  }

  publish(changes: readonly FlushedChange[]): void {
    const work: { list: AllCompaniesLiveList; changes: FlushedChange[] }[] = [];
    for (const [name, lists] of this.listsOf) {
      for (const list of lists) {
        const watched = changes.filter((change) => change.name === name && this.watches.wants(list, change.companyId));
        if (watched.length > 0) work.push({ list, changes: watched });
      }
    }
    if (work.length === 0) return;
    this.chain = this.chain
      .then(() => this.send(work))
      .catch((error: unknown) => this.log.warn({ err: String(error) }, "cross-company list changes not sent"));
  }

  /**
   * Every watched list may have changed (the change relay missed notifications, ChangeFeed.refreshEverything): each
   * watcher gets its list's notification without rows, which makes the screen refetch its windows.
   */
  refreshAll(): void {
    this.chain = this.chain.then(() => {
      for (const list of Object.keys(this.lists) as AllCompaniesLiveList[]) {
        for (const [filter, sockets] of this.watches.watchersOf(list)) {
          const text = this.message(list, filter, [], {});
          for (const socket of sockets) {
            socket.send(text);
            this.sent += 1;
          }
        }
      }
    });
  }

  /** Resolves once every flush published so far was sent (tests). */
  settled(): Promise<void> {
    return this.chain;
  }

  private async send(work: readonly { list: AllCompaniesLiveList; changes: FlushedChange[] }[]): Promise<void> {
    const names = await companyNames(this.db, [
      ...new Set(work.flatMap((w) => w.changes.map((change) => change.companyId))),
    ]);
    for (const { list, changes } of work) {
      const rows = await this.rowsOf(this.lists[list], changes);
      // Watches read now, after the awaits: a list closed meanwhile gets nothing more.
      for (const [filter, sockets] of this.watches.watchersOf(list)) {
        const shown = filter === "" ? rows : rows.filter((row) => row.companyId === filter);
        const perMessage = Math.min(MAX_ITEMS_PER_MESSAGE, this.lists[list].maxItems ?? MAX_ITEMS_PER_MESSAGE);
        for (let i = 0; i < shown.length; i += perMessage) {
          const text = this.message(list, filter, shown.slice(i, i + perMessage), names);
          for (const socket of sockets) {
            socket.send(text);
            this.sent += 1;
          }
        }
      }
    }
  }

  /** The changed items as the list's rows: keyed by the list's row id, each with its company. */
  private async rowsOf(source: LiveListSource, changes: readonly FlushedChange[]): Promise<ChangedRow[]> {
    if (source.rows)
      return source.rows(
        this.db,
        changes.map((change) => ({ companyId: change.companyId, itemIds: Object.keys(change.items) })),
      );
    if (!source.rowIds)
      return changes.flatMap((change) =>
        Object.entries(change.items).map(([rowId, item]) => ({ rowId, companyId: change.companyId, item })),
      );
    const rowIds = await source.rowIds(this.db, [...new Set(changes.flatMap((change) => Object.keys(change.items)))]);
    const rowIdOf = new Map(rowIds.map((row) => [`${row.companyId}\u0000${row.itemId}`, row.rowId]));
    return changes.flatMap((change) =>
      Object.entries(change.items).flatMap(([itemId, item]) => {
        const rowId = rowIdOf.get(`${change.companyId}\u0000${itemId}`);
        return rowId === undefined ? [] : [{ rowId, companyId: change.companyId, item }];
      }),
    );
  }

  /** One notification, encoded once for every socket watching the list with this filter. */
  private message(
    list: AllCompaniesLiveList,
    filter: string,
    rows: readonly ChangedRow[],
    names: Record<string, string>,
  ): Buffer {
    const items: Record<string, unknown> = {};
    const companyIds: Record<string, string> = {};
    const shownNames: Record<string, string> = {};
    for (const row of rows) {
      items[row.rowId] = row.item;
      companyIds[row.rowId] = row.companyId;
      shownNames[row.companyId] = names[row.companyId] ?? "";
    }
    const changed = {
      ...(filter === "" ? {} : { companyId: filter }),
      companyIds,
      companyNames: shownNames,
      [list]: { items },
    } as AllCompaniesListChanged;
    const payload = notificationCatalogue.AllCompaniesListChangedNotification.payload.encode(changed);
    return Buffer.from(
      JSON.stringify({
        eventName: "AllCompaniesListChangedNotification",
        status: "complete",
        statusCode: STATUS_OK,
        payload,
      }),
    );
  }
}
