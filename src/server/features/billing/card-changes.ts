// Saved cards as CardsChangedNotification carries them (schema/billing.json SavedCard): brand, last four digits,
// expiry and whether the card was removed — never the provider or its reference. Announced after the write (a
// command's announcements wait for its commit, ws/commands.ts); read back by id for another server process.
import type { Kysely, Selectable } from "kysely";

import type { SavedCard } from "../../../shared/generated/billing";
import type { Database } from "../../db/tables";
import type { ChangeFeed } from "../../ws/change-feed";
import type { CardsTable } from "./tables";

/** The columns a SavedCard is made of: what a write returns to announce it. */
export const SAVED_CARD_COLUMNS = [
  "id",
  "company_id",
  "brand",
  "last4",
  "exp_month",
  "exp_year",
  "created_date",
  "removed",
] as const;

export type SavedCardRow = Pick<Selectable<CardsTable>, (typeof SAVED_CARD_COLUMNS)[number]>;

export function savedCardFromRow(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    createdDate: row.created_date.getTime(),
    removed: row.removed,
  };
}

/** A card kept or removed: the company's card list gains or loses it (a membership change). */
export function announceCard(changes: Pick<ChangeFeed, "announce">, row: SavedCardRow): void {
  changes.announce(row.company_id, "CardsChangedNotification", { [row.id]: savedCardFromRow(row) }, true);
}

export async function loadCardsById(
  db: Kysely<Database>,
  companyId: string,
  ids: readonly string[],
): Promise<Record<string, SavedCard>> {
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom("cards")
    .select(SAVED_CARD_COLUMNS)
    .where("company_id", "=", companyId)
    .where("id", "in", ids)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, savedCardFromRow(row)]));
}
