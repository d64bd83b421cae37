// Work orders (docs/work-orders.md "Rules"): from a unit's open defects the office (mechanic, manager, owner) opens the
// shop's job — the next number of the company, the defects it covers, who does it, notes, a due date — moves it to in
// progress, and completes it. Completing signs every defect still open off through the repair sign-off (repair.ts,
// 49 CFR 396.11(a)(3)) in the same transaction, so the vehicle's status is recomputed exactly as when the defects are
// repaired from the inspection. All three writes are commands (applied once); every id is looked up within the
// session's company. Each write announces the order's list row (WorkOrdersChangedNotification), so the work orders
// screen stays live.
import { sql } from "kysely";

import type { FieldProblem } from "../../../shared/generated/common";
import type { WorkOrderListColumns, WorkOrderListRequest } from "../../../shared/generated/work-orders";
import { encodeIdForUrl } from "../../../shared/ids";
import { fullName } from "../../../shared/rules/people";
import { listWindow } from "../../lists/list-window";
import { enqueueMail } from "../../mail/outbox";
import { portalUrl } from "../../mail/templates/links";
import { workOrderAssignedMail } from "../../mail/templates/work-order-assigned";
import { atomically } from "../../ws/atomically";
import type { CompanyContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { EventError } from "../../ws/event-error";
import { summaryFromRow, recordRepairs, storeRepairSignature, signatureImage } from "../inspections/index";
import { vehicleFromRow } from "../vehicles/index";
import { ALL_WORK_ORDER_LIST_FIELDS, WORK_ORDER_LIST_FIELDS, loadWorkOrderSummaries } from "./work-order-list-fields";
import { workOrderListSpec } from "./work-order-list-spec";
import { findWorkOrders, loadWorkOrder, workOrderNotFound } from "./work-order-load";

/** Who may be assigned a work order: those who may sign repairs off (schema DefectRepairRequestEvent's roles). */
const ASSIGNABLE_ROLES = ["mechanic", "manager", "owner"];

const refuse = (problems: FieldProblem[]) =>
  new EventError("ValidationFailed", problems.map((p) => `${p.path}: ${p.problem}`).join("; "), problems);

async function userName(context: CompanyContext, userId: string): Promise<string> {
  const user = await context.db
    .selectFrom("users")
    .select(["id", "first", "last"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return fullName(user);
}

/** The assignee's name when they are an active mechanic, manager or owner of the company; else a field problem. */
async function assignee(
  context: CompanyContext,
  companyId: string,
  userId: string | undefined,
): Promise<{ id: string | null; name: string | null } | FieldProblem> {
  if (userId === undefined) return { id: null, name: null };
  const employee = await context.db
    .selectFrom("employees")
    .select(["user_id", "roles"])
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .where("live", "=", true)
    .executeTakeFirst();
  if (!employee || !employee.roles.some((role) => ASSIGNABLE_ROLES.includes(role)))
    return { path: "assignedToId", problem: "notAMechanic" };
  return { id: employee.user_id, name: await userName(context, employee.user_id) };
}

/** Tells the office's inspection lists that these inspections changed (their defects' work order or repairs). */
async function announceInspections(
  context: CompanyContext,
  companyId: string,
  inspectionIds: readonly string[],
): Promise<void> {
  if (inspectionIds.length === 0) return;
  const rows = await context.db
    .selectFrom("vehicle_inspections")
    .selectAll()
    .where("company_id", "=", companyId)
    .where("id", "in", [...inspectionIds])
    .execute();
  context.changes.announce(
    companyId,
    "InspectionsChangedNotification",
    Object.fromEntries(rows.map((row) => [row.id, summaryFromRow(row)])),
    false,
  );
}

/** Tells the office's work order lists that this order was opened (membership: it joins the list) or changed. */
async function announceWorkOrder(
  context: CompanyContext,
  companyId: string,
  id: string,
  opened: boolean,
): Promise<void> {
  context.changes.announce(
    companyId,
    "WorkOrdersChangedNotification",
    await loadWorkOrderSummaries(context.db, companyId, [id]),
    opened,
  );
}

/**
 * Mails the order's assignee that it is theirs (docs/work-orders.md "Opening"), unless they assigned it to themselves.
 * Written to the outbox in the command's transaction, sent once it committed.
 */
async function mailAssignee(context: CompanyContext, companyId: string, orderId: string): Promise<void> {
  const order = await loadWorkOrder(context.db, companyId, orderId);
  if (!order.assignedToId || order.assignedToId === context.session.userId) return;
  const [assignee, company] = await Promise.all([
    context.db
      .selectFrom("users")
      .select(["email", "first", "locale"])
      .where("id", "=", order.assignedToId)
      .executeTakeFirstOrThrow(),
    context.db
      .selectFrom("companies")
      .select(["name", "time_zone"])
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow(),
  ]);
  await enqueueMail(context.db, {
    to: assignee.email,
    ...workOrderAssignedMail(assignee.locale, {
      first: assignee.first,
      number: order.number,
      vehicle: order.vehicleName,
      defects: order.defects.map(
        (d) =>
          `${d.severity === "major" ? "MAJOR" : "minor"} — part ${d.part} ${d.question}${d.description ? `: ${d.description}` : ""}`,
      ),
      company: company.name,
      dueAt: order.dueAt ?? null,
      timeZone: company.time_zone || "America/Toronto",
      assignedBy: await userName(context, context.session.userId),
      url: portalUrl(context.config, `/portal/operator/workorders/${encodeIdForUrl(order.id)}/details`),
    }),
  });
  context.afterReply(() => void context.mail.kick());
}

/** One window of the company's work orders (the work orders screen), column by column. */
async function workOrderWindow(payload: WorkOrderListRequest, context: CompanyContext) {
  const spec = workOrderListSpec(context.db, context.session.companyId, payload.filter, payload.sort);
  return listWindow<WorkOrderListColumns>(
    context.lists,
    spec,
    WORK_ORDER_LIST_FIELDS,
    ALL_WORK_ORDER_LIST_FIELDS,
    payload,
  );
}

type WorkOrderHandlers = Pick<
  Handlers,
  | "WorkOrderOpenRequestEvent"
  | "WorkOrderUpdateRequestEvent"
  | "WorkOrderCompleteRequestEvent"
  | "WorkOrderGetRequestEvent"
  | "WorkOrdersRequestEvent"
  | "WorkOrderListRequestEvent"
  | "WorkOrderAssigneesRequestEvent"
>;

export const workOrderHandlers: WorkOrderHandlers = {
  WorkOrderOpenRequestEvent: (payload, outer) =>
    atomically(outer, async (context) => {
      const companyId = context.session.companyId;
      const userId = context.session.userId;
      const nowMs = context.clock.now();
      // vehicleId is a schema link: the dispatcher checked it is one of the company's units, not removed.
      const vehicle = await context.db
        .selectFrom("vehicles")
        .select(["id", "name"])
        .where("id", "=", payload.vehicleId)
        .where("company_id", "=", companyId)
        .executeTakeFirstOrThrow();
      const defects = await context.db
        .selectFrom("vehicle_inspection_defects")
        .select(["id", "vehicle_id", "defect_state", "work_order_id", "inspection_id"])
        .where("company_id", "=", companyId)
        .where("id", "in", payload.defectIds)
        .execute();
      const problems: FieldProblem[] = [];
      const seen = new Set<string>();
      payload.defectIds.forEach((id, i) => {
        const defect = defects.find((d) => d.id === id);
        const at = `defectIds.${i}`;
        if (!defect) problems.push({ path: at, problem: "notFound" });
        else if (seen.has(id)) problems.push({ path: at, problem: "duplicate" });
        else if (defect.vehicle_id !== vehicle.id) problems.push({ path: at, problem: "otherUnit" });
        else if (defect.defect_state !== "open") problems.push({ path: at, problem: "notOpen" });
        else if (defect.work_order_id !== null) problems.push({ path: at, problem: "onAnotherWorkOrder" });
        seen.add(id);
      });
      const assigned = await assignee(context, companyId, payload.assignedToId);
      if ("problem" in assigned) problems.push(assigned);
      if (problems.length > 0) throw refuse(problems);
      const person = assigned as { id: string | null; name: string | null };
      // One upsert takes the next number: concurrent opens in one company serialize on the counter row.
      const counter = await context.db
        .insertInto("work_order_counters")
        .values({ company_id: companyId, last_number: 1 })
        .onConflict((oc) =>
          oc.column("company_id").doUpdateSet({ last_number: sql`work_order_counters.last_number + 1` }),
        )
        .returning("last_number")
        .executeTakeFirstOrThrow();
      const row = await context.db
        .insertInto("vehicle_work_orders")
        .values({
          company_id: companyId,
          number: counter.last_number,
          vehicle_id: vehicle.id,
          vehicle_name: vehicle.name,
          assigned_to: person.id,
          assigned_to_name: person.name,
          notes: payload.notes?.trim() ?? "",
          opened_at: nowMs,
          opened_by_name: await userName(context, userId),
          due_at: payload.dueAt ?? null,
          started_at: null,
          completed_at: null,
          completed_by: null,
          completed_by_name: null,
          created_by: userId,
          modified_by: userId,
          time_zone: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // Guarded again in the update: a defect another office put on a work order a moment ago stays on that one.
      const taken = await context.db
        .updateTable("vehicle_inspection_defects")
        .set({ work_order_id: row.id, modified_by: userId, modified_date: new Date(nowMs) })
        .where("company_id", "=", companyId)
        .where("id", "in", payload.defectIds)
        .where("work_order_id", "is", null)
        .where("defect_state", "=", "open")
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== payload.defectIds.length)
        throw refuse([{ path: "defectIds", problem: "onAnotherWorkOrder" }]);
      await mailAssignee(context, companyId, row.id);
      await announceInspections(context, companyId, [...new Set(defects.map((d) => d.inspection_id))]);
      await announceWorkOrder(context, companyId, row.id, true);
      return loadWorkOrder(context.db, companyId, row.id);
    }),

  WorkOrderUpdateRequestEvent: (payload, outer) =>
    atomically(outer, async (context) => {
      const companyId = context.session.companyId;
      const userId = context.session.userId;
      const nowMs = context.clock.now();
      const current = await context.db
        .selectFrom("vehicle_work_orders")
        .select(["id", "status", "started_at", "assigned_to"])
        .where("id", "=", payload.id)
        .where("company_id", "=", companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw workOrderNotFound(payload.id);
      const problems: FieldProblem[] = [];
      if (current.status === "completed") problems.push({ path: "id", problem: "completed" });
      const assigned = await assignee(context, companyId, payload.assignedToId);
      if ("problem" in assigned) problems.push(assigned);
      if (problems.length > 0) throw refuse(problems);
      const person = assigned as { id: string | null; name: string | null };
      await context.db
        .updateTable("vehicle_work_orders")
        .set({
          status: payload.status,
          assigned_to: person.id,
          assigned_to_name: person.name,
          notes: payload.notes.trim(),
          due_at: payload.dueAt ?? null,
          // When work first started; back to open keeps it (the history of a job that was paused).
          started_at: payload.status === "in-progress" && current.started_at === null ? nowMs : current.started_at,
          modified_by: userId,
          modified_date: new Date(nowMs),
        })
        .where("id", "=", current.id)
        .execute();
      // A new assignee hears of it; the one already assigned is not mailed again for an edit.
      if (person.id !== null && person.id !== current.assigned_to) await mailAssignee(context, companyId, current.id);
      await announceWorkOrder(context, companyId, current.id, false);
      return loadWorkOrder(context.db, companyId, current.id);
    }),

  WorkOrderCompleteRequestEvent: (payload, outer) =>
    atomically(outer, async (context) => {
      const companyId = context.session.companyId;
      const userId = context.session.userId;
      const nowMs = context.clock.now();
      const current = await context.db
        .selectFrom("vehicle_work_orders")
        .select(["id", "status", "notes", "started_at"])
        .where("id", "=", payload.id)
        .where("company_id", "=", companyId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw workOrderNotFound(payload.id);
      const defects = await context.db
        .selectFrom("vehicle_inspection_defects")
        .select(["id", "inspection_id", "defect_state"])
        .where("company_id", "=", companyId)
        .where("work_order_id", "=", current.id)
        .execute();
      const problems: FieldProblem[] = [];
      if (current.status === "completed") problems.push({ path: "id", problem: "completed" });
      const covered = new Map(defects.map((d) => [d.id, d]));
      payload.repairs.forEach((repair, i) => {
        if (!covered.has(repair.defectId)) problems.push({ path: `repairs.${i}.defectId`, problem: "notOnWorkOrder" });
      });
      // Every defect still open must be signed off: a completed work order leaves nothing of its own open.
      const given = new Set(payload.repairs.map((r) => r.defectId));
      defects.forEach((d) => {
        if (d.defect_state === "open" && !given.has(d.id))
          problems.push({ path: "repairs", problem: "defectLeftOpen" });
      });
      const signature = signatureImage(payload.signature);
      if (!signature) problems.push({ path: "signature", problem: "notImage" });
      if (problems.length > 0) throw refuse([...new Map(problems.map((p) => [`${p.path}|${p.problem}`, p])).values()]);
      // The repair sign-off, per inspection, under one signature file; its checks refuse repairs of defects already
      // signed off (notOpen) and the whole transaction with them.
      const fileId = await storeRepairSignature(context.db, companyId, userId, signature!, nowMs);
      const byInspection = new Map<string, typeof payload.repairs>();
      for (const repair of payload.repairs) {
        const inspectionId = covered.get(repair.defectId)!.inspection_id;
        byInspection.set(inspectionId, [...(byInspection.get(inspectionId) ?? []), repair]);
      }
      const changed = new Map<string, Awaited<ReturnType<typeof recordRepairs>>[number]>();
      for (const [inspectionId, repairs] of byInspection) {
        for (const row of await recordRepairs(
          context.db,
          companyId,
          userId,
          { inspectionId, repairs, signature: payload.signature },
          nowMs,
          fileId,
        ))
          changed.set(row.id, row);
      }
      const notes = payload.notes?.trim();
      await context.db
        .updateTable("vehicle_work_orders")
        .set({
          status: "completed",
          completed_at: nowMs,
          completed_by: userId,
          completed_by_name: await userName(context, userId),
          started_at: current.started_at ?? nowMs,
          ...(notes ? { notes } : {}),
          modified_by: userId,
          modified_date: new Date(nowMs),
        })
        .where("id", "=", current.id)
        .execute();
      if (changed.size > 0)
        context.changes.announce(
          companyId,
          "VehiclesChangedNotification",
          Object.fromEntries([...changed.values()].map((row) => [row.id, vehicleFromRow(row)])),
          false,
        );
      await announceInspections(context, companyId, [...byInspection.keys()]);
      await announceWorkOrder(context, companyId, current.id, false);
      return loadWorkOrder(context.db, companyId, current.id);
    }),

  async WorkOrderGetRequestEvent(payload, context) {
    return loadWorkOrder(context.db, context.session.companyId, payload.id);
  },

  async WorkOrdersRequestEvent(payload, context) {
    return findWorkOrders(context.db, context.session.companyId, payload);
  },

  WorkOrderListRequestEvent: workOrderWindow,

  async WorkOrderAssigneesRequestEvent(_payload, context) {
    const companyId = context.session.companyId;
    const rows = await context.db
      .selectFrom("employees")
      .select(["user_id", "first", "last"])
      .where("company_id", "=", companyId)
      .where("live", "=", true)
      .where(sql<boolean>`roles && ${sql.val(ASSIGNABLE_ROLES)}::text[]`)
      .orderBy("last")
      .orderBy("first")
      .limit(2000)
      .execute();
    return {
      people: rows.map((r) => ({ id: r.user_id, name: fullName({ id: r.user_id, first: r.first, last: r.last }) })),
    };
  },
};
