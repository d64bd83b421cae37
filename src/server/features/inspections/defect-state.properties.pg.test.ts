// Property: whatever sequence of inspections (with random minor and major defects) and repairs a vehicle goes through,
// its defectType is the most severe defect still open (NSC Standard 13 Part 2: major = out of service), and each
// inspection's status is the most severe of its own open defects — after every step, through the real handlers.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { Inspection, VehicleInspectionState } from "../../../shared/generated/inspections";
import type { VehicleSchedule } from "../../../shared/generated/schedules";
import type { Vehicle } from "../../../shared/generated/vehicles";
import { isOutOfService, worstDefect, type DefectSeverity } from "../../../shared/rules/defects";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import type { TestSocket } from "../../testing/ws-client";
import { SIGNATURE, inspectionOf, scheduleFor, sendCommand, signedIn } from "./test-kit";

type Step =
  | { kind: "inspect"; defects: Record<number, "minor" | "major"> }
  | { kind: "repair"; pick: number[]; outcome: "repaired" | "no-correction-needed" };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc
    .record({
      kind: fc.constant("inspect" as const),
      defects: fc.dictionary(
        fc.integer({ min: 1, max: 23 }).map(String),
        fc.constantFrom("minor" as const, "major" as const),
        { maxKeys: 3 },
      ),
    })
    .map((s) => ({
      kind: s.kind,
      defects: Object.fromEntries(Object.entries(s.defects).map(([k, v]) => [Number(k), v])),
    })),
  fc.record({
    kind: fc.constant("repair" as const),
    pick: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
    outcome: fc.constantFrom("repaired" as const, "no-correction-needed" as const),
  }),
);

describe.each(testDatabases())("vehicle defect state on $name", (database) => {
  let server: TestServer;
  let owner: TestSocket;
  let mechanic: TestSocket;
  let driver: TestSocket;
  let schedule: VehicleSchedule;
  beforeAll(async () => {
    server = await startTestServer(database);
    owner = await signedIn(server, "owner@mapleleaf.localhost");
    mechanic = await signedIn(server, "mechanic@mapleleaf.localhost");
    driver = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
  });
  afterAll(async () => {
    for (const socket of [owner, mechanic, driver]) socket?.close();
    await server?.close();
  });

  test("defectType is always the most severe unfixed defect", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 6 }), async (steps) => {
        // A fresh unit per run, so every run starts with no defects.
        const saved = await sendCommand(owner, "VehicleSaveRequestEvent", {
          vehicle: { name: `Prop ${++run}`, categoryId: "#23:9", brakingType: "abs" },
        });
        const vehicleId = (saved.reply.payload as Vehicle).id;
        schedule ??= await scheduleFor(driver, vehicleId);
        const model: { id: string; inspectionId: string; severity: DefectSeverity; open: boolean }[] = [];
        for (const step of steps) {
          if (step.kind === "inspect") {
            const reply = (
              await sendCommand(driver, "InspectionSubmitRequestEvent", inspectionOf(vehicleId, schedule, step.defects))
            ).reply;
            expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
            const inspection = reply.payload as Inspection;
            for (const defect of inspection.defects)
              model.push({ id: defect.id, inspectionId: inspection.id, severity: defect.severity, open: true });
          } else {
            const open = model.filter((d) => d.open);
            if (open.length === 0) continue;
            const chosen = [...new Set(step.pick.map((i) => open[i % open.length]!))];
            const byInspection = new Map<string, typeof chosen>();
            for (const d of chosen) byInspection.set(d.inspectionId, [...(byInspection.get(d.inspectionId) ?? []), d]);
            for (const [inspectionId, defects] of byInspection) {
              const reply = (
                await sendCommand(mechanic, "DefectRepairRequestEvent", {
                  inspectionId,
                  repairs: defects.map((d) => ({ defectId: d.id, outcome: step.outcome, note: "checked" })),
                  signature: SIGNATURE,
                })
              ).reply;
              expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
              for (const d of defects) d.open = false;
              const expected = worstDefect(
                model
                  .filter((d) => d.inspectionId === inspectionId)
                  .map((d) => ({ severity: d.severity, fixed: !d.open })),
              );
              expect((reply.payload as Inspection).status).toBe(expected === "none" ? "good" : expected);
            }
          }
          const want = worstDefect(model.map((d) => ({ severity: d.severity, fixed: !d.open })));
          const vehicle = (await owner.request("VehicleGetRequestEvent", { id: vehicleId })).payload as Vehicle;
          expect(vehicle.defectType).toBe(want);
          const state = (await driver.request("VehicleOpenDefectsRequestEvent", { vehicleId }))
            .payload as VehicleInspectionState;
          expect(state.outOfService).toBe(isOutOfService(want));
          expect(state.openDefects.map((d) => d.id).sort()).toEqual(
            model
              .filter((d) => d.open)
              .map((d) => d.id)
              .sort(),
          );
        }
      }),
      { numRuns: 25, seed: 20261123 },
    );
  }, 120_000);
});
