// Which of the company feed's notifications keep each operator's cross-company list live
// (docs/operator.md "Cross-company lists"). A list's rows are its domain's own changed items, so a list opts in with
// one line here, its name in schema/allcompanies.json's AllCompaniesLiveList, and a property of that name in
// AllCompaniesListChanged (the type below checks the two agree). A list whose rows are not any notification's items
// (the positions list: a vehicle with its last position) reads its changed rows afresh instead (`rows`), when the
// notification says which rows changed.
import type { Kysely } from "kysely";

import type { AllCompaniesListChanged, AllCompaniesLiveList } from "../../../shared/generated/allcompanies";
import type { NotificationName, NotificationPayloads } from "../../../shared/generated/events";
import type { MapPositionRow } from "../../../shared/generated/map";
import type { Database } from "../../db/tables";
import { MAP_POSITION_WINDOW_FIELDS, selectMapPositionColumns } from "../map/index";

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

const IN_CHUNK = 1000;

/** The positions list's rows (map/list-spec.ts, its window's fields and position lookup) of the vehicles that changed. */
async function mapPositionRows(
  db: Kysely<Database>,
  changed: readonly { companyId: string; itemIds: readonly string[] }[],
): Promise<ReadRow<MapPositionRow>[]> {
  const ids = [...new Set(changed.flatMap((change) => change.itemIds))];
  const columns = [...new Set(Object.values(MAP_POSITION_WINDOW_FIELDS).flatMap((field) => field.columns))];
  const found: ReadRow<MapPositionRow>[] = [];
  for (let i = 0; i < ids.length; i += IN_CHUNK) {
    const query = db
      .selectFrom("vehicles")
      .select(["vehicles.id", "vehicles.company_id"])
      .where("vehicles.id", "in", ids.slice(i, i + IN_CHUNK));
    const rows = (await selectMapPositionColumns(query, columns).execute()) as ({
      id: string;
      company_id: string;
    } & Record<string, unknown>)[];
    for (const row of rows) {
      const item: Record<string, unknown> = {};
      // As the client reads a window (sync/columnar.ts): a field without a value is left out.
      for (const [field, { read }] of Object.entries(MAP_POSITION_WINDOW_FIELDS)) {
        const value = (read as (r: unknown) => unknown)(row);
        if (value !== null && value !== undefined) item[field] = value;
      }
      found.push({ companyId: row.company_id, rowId: row.id, item: item as unknown as MapPositionRow });
    }
  }
  // Only the changes' own companies: an id is a vehicle of the company that announced it.
  const announced = new Set(changed.flatMap((change) => change.itemIds.map((id) => `${change.companyId}\u0000${id}`)));
  return found.filter((row) => announced.has(`${row.companyId}\u0000${row.rowId}`));
}

/** People change by user id; the operator's employees list has a row per employment (employees.id). */
async function employmentIds(db: Kysely<Database>, userIds: readonly string[]): Promise<RowOfItem[]> {
  const found: RowOfItem[] = [];
  for (let i = 0; i < userIds.length; i += IN_CHUNK) {
    const rows = await db
      .selectFrom("employees")
      .select(["company_id", "user_id", "id"])
      .where("user_id", "in", userIds.slice(i, i + IN_CHUNK))
      .execute();
    for (const row of rows) found.push({ companyId: row.company_id, itemId: row.user_id, rowId: row.id });
  }
  return found;
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

export const LIVE_LISTS: LiveLists = {
  vehicles: { notification: "VehiclesChangedNotification" },
  inspections: { notification: "InspectionsChangedNotification" },
  employees: { notification: "UsersChangedNotification", rowIds: employmentIds },
  hours: { notification: "TimesheetsChangedNotification" },
  checkins: { notification: "CheckInsChangedNotification" },
  invoices: { notification: "InvoicesChangedNotification" },
  equipment: { notification: "EquipmentChangedNotification" },
  checklists: { notification: "ChecklistsChangedNotification" },
  schedules: { notification: "SchedulesChangedNotification", maxItems: 500 },
  // A report's progress too (change-feed.ts keeps it out of the list caches; the operator's list reads reports uncached).
  reports: { notification: "ReportsChangedNotification", maxItems: 100 },
  cards: { notification: "CardsChangedNotification" },
  // A unit's own change, and a new position: an inspection with coordinates announces its units (inspections/submit.ts).
  mapPositions: { notification: "VehiclesChangedNotification", rows: mapPositionRows },
};
