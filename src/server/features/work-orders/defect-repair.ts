// Signing defects off from an inspection's repair tab (docs/inspections.md "Repairs and acknowledgement",
// docs/work-orders.md "Completing"; 49 CFR 396.11(a)(3), NSC Standard 13 Part 2): the inspections domain records the
// sign-off, and a work order whose last open defect this signed off is completed in the same transaction — so this
// handler is the work orders' (they read the inspections' defects; the inspections know nothing of work orders).
import type { DefectRepairRequest, Inspection } from "../../../shared/generated/inspections";
import { fullName } from "../../../shared/rules/people";
import { atomically } from "../../ws/atomically";
import type { CompanyContext } from "../../ws/context";
import type { Handlers } from "../../ws/dispatch";
import { loadInspection, recordRepairs, summaryFromRow } from "../inspections/index";
import { vehicleFromRow } from "../vehicles/index";
import { completeWorkOrdersSignedOff } from "./work-order-close";
import { loadWorkOrderSummaries } from "./work-order-list-fields";

function repairDefects(payload: DefectRepairRequest, outer: CompanyContext): Promise<Inspection> {
  return atomically(outer, async (context) => {
    const companyId = context.session.companyId;
    const userId = context.session.userId;
    const nowMs = context.clock.now();
    const changed = await recordRepairs(context.db, companyId, userId, payload, nowMs);
    // A work order whose last open defect this signed off is done (docs/work-orders.md "Completing").
    const signer = await context.db
      .selectFrom("users")
      .select(["id", "first", "last"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    const completedOrders = await completeWorkOrdersSignedOff(
      context.db,
      companyId,
      payload.repairs.map((repair) => repair.defectId),
      { id: userId, name: fullName(signer) },
      nowMs,
    );
    if (completedOrders.length > 0)
      context.changes.announce(
        companyId,
        "WorkOrdersChangedNotification",
        await loadWorkOrderSummaries(context.db, companyId, completedOrders),
        false,
      );
    if (changed.length > 0)
      context.changes.announce(
        companyId,
        "VehiclesChangedNotification",
        Object.fromEntries(changed.map((row) => [row.id, vehicleFromRow(row)])),
        false,
      );
    const row = await context.db
      .selectFrom("vehicle_inspections")
      .selectAll()
      .where("id", "=", payload.inspectionId)
      .executeTakeFirstOrThrow();
    context.changes.announce(companyId, "InspectionsChangedNotification", { [row.id]: summaryFromRow(row) }, false);
    return loadInspection(context.db, companyId, row.id);
  });
}

export const repairHandlers: Pick<Handlers, "DefectRepairRequestEvent"> = { DefectRepairRequestEvent: repairDefects };
