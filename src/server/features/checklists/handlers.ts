import type { Kysely } from "kysely";

import type { Checklist, ChecklistListColumns, ChecklistResultListColumns } from "../../../shared/generated/checklists";
import type { Database } from "../../db/tables";
import { listWindow } from "../../lists/list-window";
import { atomically } from "../../ws/atomically";
import type { CompanyContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { removeAndRestore } from "../../ws/soft-delete";
import { ALL_CHECKLIST_LIST_FIELDS, CHECKLIST_LIST_FIELDS, checklistListSpec } from "./list-spec";
import { checklistFromRow, checklistNotFound, loadChecklist, loadItems } from "./load";
import { ALL_RESULT_LIST_FIELDS, RESULT_LIST_FIELDS, resultListSpec, resultSummary } from "./result-list-spec";
import { saveChecklist } from "./save";
import { loadResult, recordResult } from "./submit";

type ChecklistHandlers = Pick<
  Handlers,
  | "ChecklistListRequestEvent"
  | "ChecklistGetRequestEvent"
  | "ChecklistSaveRequestEvent"
  | "ChecklistRemoveRequestEvent"
  | "ChecklistRestoreRequestEvent"
  | "ChecklistResultSubmitRequestEvent"
  | "ChecklistResultListRequestEvent"
  | "ChecklistResultGetRequestEvent"
>;

/** Inside a command the change feed holds announcements until the commit (src/server/ws/commands.ts). */
function announce(context: CompanyContext, companyId: string, checklist: Checklist, membership: boolean): void {
  context.changes.announce(companyId, "ChecklistsChangedNotification", { [checklist.id]: checklist }, membership);
}

/** Loads checklists by id for changes announced by another server process (src/server/ws/pg-change-relay.ts). */
export async function loadChecklistsById(
  db: Kysely<Database>,
  companyId: string,
  ids: string[],
): Promise<Record<string, Checklist>> {
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom("checklists")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("id", "in", ids)
    .execute();
  return Object.fromEntries(
    await Promise.all(rows.map(async (row) => [row.id, checklistFromRow(row, await loadItems(db, row.id))] as const)),
  );
}

/** Loads results as list rows for changes announced by another server process. */
export async function loadResultSummariesById(db: Kysely<Database>, companyId: string, ids: string[]) {
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom("checklist_results")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("id", "in", ids)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, resultSummary(row)]));
}

/** Remove and restore: the record is flagged, not deleted (src/server/ws/soft-delete.ts). */
const checklistSoftDelete = removeAndRestore({
  table: "checklists",
  notFound: checklistNotFound,
  toEntity: async (row, context) => checklistFromRow(row, await loadItems(context.db, row.id)),
  announce: (context, companyId, checklist) => announce(context, companyId, checklist, true),
});

export const checklistHandlers: ChecklistHandlers = {
  async ChecklistListRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const spec = checklistListSpec(context.db, companyId, payload.filter, payload.sort);
    return listWindow<ChecklistListColumns>(
      context.lists,
      spec,
      CHECKLIST_LIST_FIELDS,
      ALL_CHECKLIST_LIST_FIELDS,
      payload,
    );
  },

  async ChecklistGetRequestEvent(payload, context) {
    return loadChecklist(context.db, context.session.companyId, payload.id);
  },

  async ChecklistSaveRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const { checklist, added } = await atomically(context, (inner) =>
      saveChecklist(inner, companyId, payload.id, payload.checklist),
    );
    announce(context, companyId, checklist, added);
    return checklist;
  },

  ChecklistRemoveRequestEvent: checklistSoftDelete.remove,
  ChecklistRestoreRequestEvent: checklistSoftDelete.restore,

  async ChecklistResultSubmitRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const result = await recordResult(context, companyId, context.session.userId, payload, context.clock.now());
    context.changes.announce(
      companyId,
      "ChecklistResultsChangedNotification",
      {
        [result.id]: {
          id: result.id,
          filledAt: result.filledAt,
          checklistId: result.checklistId,
          checklistName: result.checklistName,
          ...(result.equipmentId ? { equipmentId: result.equipmentId } : { vehicleId: result.vehicleId! }),
          vehicleName: result.vehicleName,
          employeeName: result.employeeName,
          resultType: result.resultType,
          defectType: result.defectType,
        },
      },
      true,
    );
    // The checklist's result count and last result changed: its list row too.
    announce(context, companyId, await loadChecklist(context.db, companyId, result.checklistId), false);
    return result;
  },

  async ChecklistResultListRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const spec = resultListSpec(context.db, companyId, payload.filter, payload.sort);
    return listWindow<ChecklistResultListColumns>(
      context.lists,
      spec,
      RESULT_LIST_FIELDS,
      ALL_RESULT_LIST_FIELDS,
      payload,
    );
  },

  async ChecklistResultGetRequestEvent(payload, context) {
    return loadResult(context.db, context.session.companyId, payload.id);
  },
};
