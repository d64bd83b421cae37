// Checklists attached to vehicles, as stored (migration 0019): reading them with their vehicle and checklist names,
// the wire entity with its due status at the time of asking, and the due day worked out again — with the shared rule
// (src/shared/rules/vehicle-checklists.ts) — in the transaction of every write that moves it: attaching, a schedule
// change, a result of that checklist for that vehicle (submit.ts), an inspection of that vehicle
// (inspections/submit.ts).
import { sql, type Selectable } from "kysely";

import type { VehicleChecklist } from "../../../shared/generated/checklists";
import { isKnownTimeZone } from "../../../shared/rules/time-zone";
import { dueStatus, endOfDay, nextDueOn } from "../../../shared/rules/vehicle-checklists";
import type { VehicleChecklistsTable } from "../../db/tables";
import type { Db } from "./load";

export const DEFAULT_TIME_ZONE = "America/Toronto"; // the product's default time zone

export type VehicleChecklistRow = Selectable<VehicleChecklistsTable> & {
  vehicle_name: string;
  checklist_name: string;
  checklist_deleted: boolean;
};

/** The company's time zone, where due days are counted. */
export async function companyTimeZone(db: Db, companyId: string): Promise<string> {
  const company = await db.selectFrom("companies").select("time_zone").where("id", "=", companyId).executeTakeFirst();
  const zone = company?.time_zone;
  return zone && isKnownTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** Attachments of the company with the names the screens show; every query for them starts here. */
export function attachments(db: Db, companyId: string) {
  return db
    .selectFrom("vehicle_checklists as vc")
    .innerJoin("vehicles as v", "v.id", "vc.vehicle_id")
    .innerJoin("checklists as c", "c.id", "vc.checklist_id")
    .selectAll("vc")
    .select(["v.name as vehicle_name", "c.name as checklist_name", "c.deleted as checklist_deleted"])
    .where("vc.company_id", "=", companyId);
}

export function vehicleChecklistFromRow(row: VehicleChecklistRow, nowMs: number, timeZone: string): VehicleChecklist {
  const detached = row.detached_at !== null;
  const dueOn = row.due_on ?? undefined;
  return {
    id: row.id,
    modelClass: "VehicleChecklist",
    companyId: row.company_id,
    vehicleId: row.vehicle_id,
    vehicleName: row.vehicle_name,
    checklistId: row.checklist_id,
    checklistName: row.checklist_name,
    checklistRemoved: row.checklist_deleted,
    schedule: row.schedule,
    ...(row.every_days !== null ? { everyDays: row.every_days } : {}),
    ...(row.first_due_on !== null ? { firstDueOn: row.first_due_on } : {}),
    attachedAt: row.attached_at.getTime(),
    scheduledAt: row.scheduled_at.getTime(),
    ...(row.last_result_at ? { lastResultAt: row.last_result_at.getTime() } : {}),
    ...(dueOn !== undefined ? { nextDueOn: dueOn } : {}),
    ...(row.due_at !== null ? { dueAt: Number(row.due_at) } : {}),
    // A removed checklist or a detached one is never due: it is not asked for any more.
    status: detached || row.checklist_deleted ? "none" : dueStatus(row.schedule, dueOn, nowMs, timeZone),
    detached,
    createdDate: row.created_date.getTime(),
    modifiedDate: row.modified_date.getTime(),
    ...(row.created_by ? { createdBy: row.created_by } : {}),
    ...(row.modified_by ? { modifiedBy: row.modified_by } : {}),
    state: detached ? "deleted" : "active",
  };
}

/**
 * The first inspection of the vehicle after `sinceMs`, as the inspected unit or as a trailer pulled by it: each half
 * reads its own index (vehicle_inspections_vehicle_idx, the trailer_ids GIN index), then the earlier wins.
 */
async function firstInspectionAfter(
  db: Db,
  companyId: string,
  vehicleId: string,
  sinceMs: number,
): Promise<number | undefined> {
  const since = Math.floor(sinceMs);
  const { rows } = await sql<{ first: string | number | null }>`select least(
      (select min(inspected_at) from vehicle_inspections where company_id = ${companyId} and vehicle_id = ${vehicleId} and inspected_at > ${since}),
      (select min(inspected_at) from vehicle_inspections where company_id = ${companyId} and trailer_ids @> array[${vehicleId}]::text[] and inspected_at > ${since})
    ) as first`.execute(db);
  const first = rows[0]?.first;
  return first === null || first === undefined ? undefined : Number(first);
}

/** The due day of a stored attachment from its plan, its last result and (at each inspection) the vehicle's inspections. */
async function dueOf(
  db: Db,
  row: Selectable<VehicleChecklistsTable>,
  timeZone: string,
): Promise<{ due_on: string | null; due_at: number | null }> {
  const scheduledAt = row.scheduled_at.getTime();
  const lastResultAt = row.last_result_at?.getTime();
  let inspectedAt: number[] = [];
  if (row.schedule === "eachInspection") {
    const first = await firstInspectionAfter(
      db,
      row.company_id,
      row.vehicle_id,
      Math.max(lastResultAt ?? scheduledAt, scheduledAt),
    );
    if (first !== undefined) inspectedAt = [first];
  }
  const dueOn = nextDueOn(
    {
      schedule: row.schedule,
      scheduledAt,
      inspectedAt,
      ...(row.every_days !== null ? { everyDays: row.every_days } : {}),
      ...(row.first_due_on !== null ? { firstDueOn: row.first_due_on } : {}),
      ...(lastResultAt !== undefined ? { lastResultAt } : {}),
    },
    timeZone,
  );
  return dueOn === undefined ? { due_on: null, due_at: null } : { due_on: dueOn, due_at: endOfDay(dueOn, timeZone) };
}

/**
 * Works the due day of these attachments out again and stores it. Attachments that come out the same are written
 * with one statement (attaching a checklist to 500 vehicles on one plan makes a single update).
 */
export async function refreshDue(db: Db, ids: readonly string[], timeZone: string): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom("vehicle_checklists")
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
  const groups = new Map<string, { due: { due_on: string | null; due_at: number | null }; ids: string[] }>();
  for (const row of rows) {
    const due = row.detached_at === null ? await dueOf(db, row, timeZone) : { due_on: null, due_at: null };
    const key = `${due.due_on}`;
    const group = groups.get(key) ?? { due, ids: [] };
    group.ids.push(row.id);
    groups.set(key, group);
  }
  for (const { due, ids: same } of groups.values()) {
    await db.updateTable("vehicle_checklists").set(due).where("id", "in", same).execute();
  }
}

/**
 * The company's time zone changed (in the caller's transaction, company/handlers.ts): every live attachment's due day
 * is counted again in the new zone — the days of "every N days" and of a result fall on other dates, and due_at is the
 * end of the due day there. Returns the attachments' ids.
 */
export async function companyTimeZoneChanged(db: Db, companyId: string, timeZone: string): Promise<string[]> {
  const rows = await db
    .selectFrom("vehicle_checklists")
    .select("id")
    .where("company_id", "=", companyId)
    .where("detached_at", "is", null)
    .execute();
  const ids = rows.map((row) => row.id);
  await refreshDue(db, ids, timeZone);
  return ids;
}

/**
 * A result of `checklistId` for `vehicleId` was recorded (in the caller's transaction): the attachment's last result
 * moves to it unless a newer one is on file (a result sent late from a phone's queue keeps its own time), and its
 * due day follows. Returns the attachment's id, if the checklist is attached (or was). `nowMs` stamps the change.
 */
export async function recordAttachedResult(
  db: Db,
  companyId: string,
  vehicleId: string,
  checklistId: string,
  filledAtMs: number,
  nowMs: number,
): Promise<string | undefined> {
  const filledAt = new Date(filledAtMs);
  const row = await db
    .updateTable("vehicle_checklists")
    .set({
      last_result_at: sql`greatest(coalesce(last_result_at, ${filledAt}::timestamptz), ${filledAt}::timestamptz)`,
      modified_date: new Date(nowMs),
    })
    .where("company_id", "=", companyId)
    .where("vehicle_id", "=", vehicleId)
    .where("checklist_id", "=", checklistId)
    .returning("id")
    .executeTakeFirst();
  if (!row) return undefined;
  await refreshDue(db, [row.id], await companyTimeZone(db, companyId));
  return row.id;
}

/** An inspection of these units was recorded (in the caller's transaction): their "at each inspection" checklists may now be due. */
export async function inspectionRecorded(db: Db, companyId: string, unitIds: readonly string[]): Promise<void> {
  if (unitIds.length === 0) return;
  const rows = await db
    .selectFrom("vehicle_checklists")
    .select("id")
    .where("company_id", "=", companyId)
    .where("vehicle_id", "in", [...unitIds])
    .where("schedule", "=", "eachInspection")
    .where("detached_at", "is", null)
    .execute();
  if (rows.length === 0) return;
  await refreshDue(
    db,
    rows.map((row) => row.id),
    await companyTimeZone(db, companyId),
  );
}
