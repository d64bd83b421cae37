// The vehicle checklist events (feature checklistsVehicles; docs/checklists.md "Rules"): attach a checklist to one or
// many vehicles on a plan, change the plan, detach, and list attachments with their due status. Every query is scoped
// by company; checklistId and vehicleIds of an attach are schema links (x-references) the dispatcher checked before any
// write, so an attach naming one vehicle of another company writes nothing at all.
import { sql } from "kysely";

import type {
  VehicleChecklist,
  VehicleChecklistAttachRequest,
  VehicleChecklistScheduleRequest,
} from "../../../shared/generated/checklists";
import { localDay } from "../../../shared/rules/checkins";
import { endOfDay, planProblems, type VehicleChecklistPlan } from "../../../shared/rules/vehicle-checklists";
import { atomically } from "../../ws/atomically";
import type { HandlerContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { type Db } from "./load";
import { attachments, companyTimeZone, refreshDue, vehicleChecklistFromRow } from "./vehicle-checklists-store";

type VehicleChecklistHandlers = Pick<
  Handlers,
  | "VehicleChecklistListRequestEvent"
  | "VehicleChecklistAttachRequestEvent"
  | "VehicleChecklistScheduleRequestEvent"
  | "VehicleChecklistDetachRequestEvent"
>;

const DEFAULT_LIMIT = 100;

const notFound = (id: string) => new EventError("NotFound", `No attached checklist ${id} in your company.`);

function planOf(payload: VehicleChecklistAttachRequest | VehicleChecklistScheduleRequest): VehicleChecklistPlan {
  return {
    schedule: payload.schedule,
    ...(payload.everyDays !== undefined ? { everyDays: payload.everyDays } : {}),
    ...(payload.firstDueOn !== undefined ? { firstDueOn: payload.firstDueOn } : {}),
  };
}

/** Refuses a plan the rule does not allow, naming each field (the form shows the same messages before sending). */
function checkPlan(plan: VehicleChecklistPlan, nowMs: number, timeZone: string): void {
  const problems = Object.entries(planProblems(plan, localDay(nowMs, timeZone)));
  if (problems.length > 0)
    throw new EventError(
      "ValidationFailed",
      problems.map(([field, problem]) => `${field}: ${problem}`).join("; "),
      problems.map(([path, problem]) => ({ path, problem })),
    );
}

/** Attachments by id as the wire shows them at `nowMs` (their due status). */
export async function loadVehicleChecklists(
  db: Db,
  companyId: string,
  ids: readonly string[],
  nowMs: number,
): Promise<Record<string, VehicleChecklist>> {
  if (ids.length === 0) return {};
  // One after the other: inside a transaction both would share one connection.
  const rows = await attachments(db, companyId)
    .where("vc.id", "in", [...ids])
    .execute();
  const timeZone = await companyTimeZone(db, companyId);
  return Object.fromEntries(rows.map((row) => [row.id, vehicleChecklistFromRow(row, nowMs, timeZone)]));
}

/** Inside a command the change feed holds announcements until the commit (src/server/ws/commands.ts). */
function announce(context: HandlerContext, companyId: string, items: Record<string, VehicleChecklist>): void {
  if (Object.keys(items).length > 0)
    context.changes.announce(companyId, "VehicleChecklistsChangedNotification", items, true);
}

export const vehicleChecklistHandlers: VehicleChecklistHandlers = {
  async VehicleChecklistListRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const nowMs = context.clock.now();
    const timeZone = await companyTimeZone(context.db, companyId);
    const filtered = () => {
      let query = attachments(context.db, companyId).where("vc.detached_at", "is", null);
      if (payload.vehicleId !== undefined) query = query.where("vc.vehicle_id", "=", payload.vehicleId);
      // A removed vehicle keeps its attachments (a restore brings them back), but only its own page lists them.
      else query = query.where("v.deleted", "=", false);
      if (payload.checklistId !== undefined) query = query.where("vc.checklist_id", "=", payload.checklistId);
      // Due today or overdue: the due day's end is at most today's end (the partial index on due_at).
      if (payload.due === true)
        query = query
          .where("vc.due_at", "<=", endOfDay(localDay(nowMs, timeZone), timeZone))
          .where("c.deleted", "=", false);
      return query;
    };
    const count = await filtered()
      .clearSelect()
      .select(sql<number>`count(*)::int`.as("n"))
      .executeTakeFirstOrThrow();
    const rows = await filtered()
      .orderBy(sql`vc.due_at asc nulls last`)
      .orderBy(sql`lower(v.name)`)
      .orderBy("c.name_key")
      .orderBy("vc.id")
      .limit(payload.limit ?? DEFAULT_LIMIT)
      .execute();
    return { count: Number(count.n), items: rows.map((row) => vehicleChecklistFromRow(row, nowMs, timeZone)) };
  },

  async VehicleChecklistAttachRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const userId = context.session.userId;
    const nowMs = context.clock.now();
    const timeZone = await companyTimeZone(context.db, companyId);
    const plan = planOf(payload);
    checkPlan(plan, nowMs, timeZone);
    const vehicleIds = [...new Set(payload.vehicleIds)];
    const now = new Date(nowMs);
    const items = await atomically(context, async (inner) => {
      // One statement for every vehicle; a vehicle that has (or had) this checklist takes the new plan.
      const saved = await inner.db
        .insertInto("vehicle_checklists")
        .values(
          vehicleIds.map((vehicleId) => ({
            company_id: companyId,
            vehicle_id: vehicleId,
            checklist_id: payload.checklistId,
            schedule: plan.schedule,
            every_days: plan.everyDays ?? null,
            first_due_on: plan.firstDueOn ?? null,
            attached_at: now,
            scheduled_at: now,
            created_by: userId,
            modified_by: userId,
            time_zone: null,
          })),
        )
        .onConflict((oc) =>
          oc.columns(["vehicle_id", "checklist_id"]).doUpdateSet((eb) => ({
            schedule: eb.ref("excluded.schedule"),
            every_days: eb.ref("excluded.every_days"),
            first_due_on: eb.ref("excluded.first_due_on"),
            scheduled_at: eb.ref("excluded.scheduled_at"),
            attached_at: sql`case when vehicle_checklists.detached_at is null then vehicle_checklists.attached_at else excluded.attached_at end`,
            detached_at: null,
            modified_by: userId,
            modified_date: now,
          })),
        )
        .returning("id")
        .execute();
      const ids = saved.map((row) => row.id);
      // The last result is derived from the results: one filled before attaching counts ("every 7 days" from it).
      await sql`update vehicle_checklists vc set last_result_at = (
          select max(r.filled_at) from checklist_results r where r.company_id = vc.company_id and r.vehicle_id = vc.vehicle_id and r.checklist_id = vc.checklist_id)
        where vc.id in (${sql.join(ids)})`.execute(inner.db);
      await refreshDue(inner.db, ids, timeZone);
      return loadVehicleChecklists(inner.db, companyId, ids, nowMs);
    });
    announce(context, companyId, items);
    return { items: Object.values(items) };
  },

  async VehicleChecklistScheduleRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const nowMs = context.clock.now();
    const timeZone = await companyTimeZone(context.db, companyId);
    const plan = planOf(payload);
    checkPlan(plan, nowMs, timeZone);
    const item = await atomically(context, async (inner) => {
      const row = await inner.db
        .updateTable("vehicle_checklists")
        .set({
          schedule: plan.schedule,
          every_days: plan.everyDays ?? null,
          first_due_on: plan.firstDueOn ?? null,
          scheduled_at: new Date(nowMs),
          modified_by: context.session.userId,
          modified_date: new Date(nowMs),
        })
        .where("id", "=", payload.id)
        .where("company_id", "=", companyId)
        .where("detached_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      if (!row) throw notFound(payload.id);
      await refreshDue(inner.db, [row.id], timeZone);
      return (await loadVehicleChecklists(inner.db, companyId, [row.id], nowMs))[row.id]!;
    });
    announce(context, companyId, { [item.id]: item });
    return item;
  },

  async VehicleChecklistDetachRequestEvent(payload, context) {
    const companyId = context.session.companyId;
    const nowMs = context.clock.now();
    const row = await context.db
      .updateTable("vehicle_checklists")
      .set({
        detached_at: new Date(nowMs),
        due_on: null,
        due_at: null,
        modified_by: context.session.userId,
        modified_date: new Date(nowMs),
      })
      .where("id", "=", payload.id)
      .where("company_id", "=", companyId)
      .where("detached_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!row) throw notFound(payload.id);
    const item = (await loadVehicleChecklists(context.db, companyId, [row.id], nowMs))[row.id]!;
    announce(context, companyId, { [item.id]: item });
    return item;
  },
};
