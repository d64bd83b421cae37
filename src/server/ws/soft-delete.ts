import type { Selectable } from "kysely";

import type { Database } from "../db/tables";
import type { CompanyContext } from "./context";

/** The tables whose rows are removed by a flag and can be restored: the row stays, its links stay valid. */
export type SoftDeletableTable = "vehicles" | "equipment" | "checklists";

export interface SoftDeletable<T extends SoftDeletableTable, Entity> {
  table: T;
  /** The catalogued error for an id that is not the company's (or does not exist). */
  notFound(id: string): Error;
  /** The record as the reply carries it and the change feed announces it. */
  toEntity(row: Selectable<Database[T]>, context: CompanyContext): Entity | Promise<Entity>;
  /** Tells the company's sockets (the record leaves or rejoins its list's active filter). */
  announce(context: CompanyContext, companyId: string, entity: Entity): void;
}

/**
 * Remove and restore for a soft-deletable record, the same for every domain that has one (docs/design/commands.md
 * "Remove and restore"): one update of the company's row that flags it and stamps who and when, the record as it now
 * is in the reply, and an announcement that moves it between the active and the removed lists.
 */
export function removeAndRestore<T extends SoftDeletableTable, Entity>(kind: SoftDeletable<T, Entity>) {
  const setDeleted = async (context: CompanyContext, id: string, deleted: boolean): Promise<Entity> => {
    const companyId = context.session.companyId;
    // One table at a time; Kysely cannot type an update over a union of tables, so the update is typed as one of them.
    const row = (await context.db
      .updateTable(kind.table as SoftDeletableTable as "vehicles")
      .set({ deleted, modified_by: context.session.userId, modified_date: context.clock.date() })
      .where("id", "=", id)
      .where("company_id", "=", companyId)
      .returningAll()
      .executeTakeFirst()) as Selectable<Database[T]> | undefined;
    if (!row) throw kind.notFound(id);
    const entity = await kind.toEntity(row, context);
    kind.announce(context, companyId, entity);
    return entity;
  };
  return {
    remove: (payload: { id: string }, context: CompanyContext) => setDeleted(context, payload.id, true),
    restore: (payload: { id: string }, context: CompanyContext) => setDeleted(context, payload.id, false),
  };
}
