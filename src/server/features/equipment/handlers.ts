import type { Kysely, Transaction } from "kysely";

import type { Equipment, EquipmentFields, EquipmentListColumns } from "../../../shared/generated/equipment";
import { validateEquipment } from "../../../shared/rules/equipment";
import type { Database } from "../../db/tables";
import { attachFiles } from "../../file-purposes";
import { listWindow } from "../../lists/list-window";
import { atomically } from "../../ws/atomically";
import type { CompanyContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { removeAndRestore } from "../../ws/soft-delete";
import { equipmentImage } from "./file-purposes";
import { ALL_EQUIPMENT_LIST_FIELDS, EQUIPMENT_LIST_FIELDS } from "./list-fields";
import { equipmentListSpec } from "./list-spec";
import { equipmentColumns, equipmentFromRow } from "./mappers";

type EquipmentHandlers = Pick<
  Handlers,
  | "EquipmentListRequestEvent"
  | "EquipmentGetRequestEvent"
  | "EquipmentSaveRequestEvent"
  | "EquipmentRemoveRequestEvent"
  | "EquipmentRestoreRequestEvent"
  | "EquipmentRepairRequestEvent"
>;

type Db = Kysely<Database> | Transaction<Database>;

const notFound = (id: string) => new EventError("NotFound", `No equipment ${id} in your company.`);

/** Every query is scoped to the company: another company's id reads exactly like an id that does not exist. */
export async function loadEquipment(db: Db, companyId: string, id: string): Promise<Equipment> {
  const row = await db
    .selectFrom("equipment")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!row) throw notFound(id);
  return equipmentFromRow(row);
}

function checked(fields: EquipmentFields, nowMs: number) {
  const problems = Object.entries(validateEquipment(fields, nowMs));
  if (problems.length > 0) {
    throw new EventError(
      "ValidationFailed",
      problems.map(([field, problem]) => `${field}: ${problem}`).join("; "),
      problems.map(([field, problem]) => ({ path: `equipment.${field}`, problem: problem! })),
    );
  }
  // imageId is a schema link (x-references files): the dispatcher checked the session may link it (file-purposes.ts).
  return equipmentColumns(fields);
}

export function announceEquipment(
  context: CompanyContext,
  companyId: string,
  equipment: Equipment,
  membership: boolean,
): void {
  context.changes.announce(companyId, "EquipmentChangedNotification", { [equipment.id]: equipment }, membership);
}

/** Loads equipment by id for changes announced by another server process (src/server/ws/pg-change-relay.ts). */
export async function loadEquipmentById(
  db: Kysely<Database>,
  companyId: string,
  ids: string[],
): Promise<Record<string, Equipment>> {
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom("equipment")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("id", "in", ids)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, equipmentFromRow(row)]));
}

/** Remove and restore: the record is flagged, not deleted (src/server/ws/soft-delete.ts). */
const equipmentSoftDelete = removeAndRestore({
  table: "equipment",
  notFound: notFound,
  toEntity: (row) => equipmentFromRow(row),
  announce: (context, companyId, equipment) => announceEquipment(context, companyId, equipment, true),
});

export const equipmentHandlers: EquipmentHandlers = {
  async EquipmentListRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const spec = equipmentListSpec(context.db, companyId, payload.filter, payload.sort);
    return listWindow<EquipmentListColumns>(
      context.lists,
      spec,
      EQUIPMENT_LIST_FIELDS,
      ALL_EQUIPMENT_LIST_FIELDS,
      payload,
    );
  },

  async EquipmentGetRequestEvent(payload, context) {
    return loadEquipment(context.db, context.session.companyId, payload.id);
  },

  async EquipmentSaveRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const columns = checked(payload.equipment, context.clock.now());
    const userId = context.session.userId;
    const row = await atomically(context, async ({ db }) => {
      const saved =
        payload.id === undefined
          ? await db
              .insertInto("equipment")
              .values({
                ...columns,
                company_id: companyId,
                created_by: userId,
                modified_by: userId,
                time_zone: null,
                last_result_id: null,
                repaired_at: null,
                repaired_by: null,
                repaired_by_name: null,
                repair_note: null,
              })
              .returningAll()
              .executeTakeFirstOrThrow()
          : await db
              .updateTable("equipment")
              .set({ ...columns, modified_by: userId, modified_date: context.clock.date() })
              .where("id", "=", payload.id)
              .where("company_id", "=", companyId)
              .returningAll()
              .executeTakeFirst();
      // The picture becomes the equipment's: whoever may open it reads it (file-purposes.ts).
      if (saved) await attachFiles(db, equipmentImage, { companyId, recordId: saved.id, fileIds: [saved.image_id] });
      return saved;
    });
    if (!row) throw notFound(payload.id!);
    const equipment = equipmentFromRow(row);
    announceEquipment(context, companyId, equipment, payload.id === undefined);
    return equipment;
  },

  EquipmentRemoveRequestEvent: equipmentSoftDelete.remove,
  EquipmentRestoreRequestEvent: equipmentSoftDelete.restore,

  async EquipmentRepairRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const userId = context.session.userId;
    const now = context.clock.date();
    const note = payload.note.trim();
    if (note === "")
      throw new EventError("ValidationFailed", "note: required", [{ path: "note", problem: "required" }]);
    const row = await atomically(context, async ({ db: trx }) => {
      // Read and change under one row lock, so two repairs at once cannot both find a defect to clear.
      const current = await trx
        .selectFrom("equipment")
        .select(["id", "defect_type"])
        .where("id", "=", payload.id)
        .where("company_id", "=", companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw notFound(payload.id);
      if (current.defect_type === "none")
        throw new EventError("ValidationFailed", "id: nothingToRepair", [{ path: "id", problem: "nothingToRepair" }]);
      const user = await trx.selectFrom("users").select(["first", "last"]).where("id", "=", userId).executeTakeFirst();
      return trx
        .updateTable("equipment")
        .set({
          defect_type: "none",
          repaired_at: now,
          repaired_by: userId,
          repaired_by_name: [user?.first, user?.last].filter(Boolean).join(" ") || null,
          repair_note: note,
          modified_by: userId,
          modified_date: now,
        })
        .where("id", "=", payload.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    const equipment = equipmentFromRow(row);
    // The defect filter's counts change with the grade: announced as a membership change.
    announceEquipment(context, companyId, equipment, true);
    return equipment;
  },
};
