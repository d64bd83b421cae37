// The compliance list and summary counts over a real websocket: counts equal a brute-force recount over
// random fleets (property-based), the list holds exactly the due items in expiry order, and one company never sees
// another's records.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { ComplianceListResponse, ComplianceSummary } from "../../../shared/generated/compliance";
import { NO_DATE } from "../../db/migrations/0003-vehicles";
import { createOtherCompany, OTHER_COMPANY_MARKER, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, TEST_PASSWORD, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";

const DAY = 24 * 3600_000;
const WEEKS = 4;

interface RandomVehicle {
  plateDays: number | null;
  safetyDays: number | null;
  defect: "none" | "minor" | "major";
  deleted: boolean;
}

const vehicleArb = fc.record({
  plateDays: fc.option(fc.integer({ min: -90, max: 90 }), { nil: null }),
  safetyDays: fc.option(fc.integer({ min: -90, max: 90 }), { nil: null }),
  defect: fc.constantFrom("none" as const, "minor" as const, "major" as const),
  deleted: fc.boolean(),
});

describe.each(testDatabases())("compliance on $name", (database) => {
  let server: TestServer;
  let company: OtherCompany;
  let owner: TestSocket;
  let demoOwner: TestSocket;

  const signIn = async (email: string) => {
    const socket = await openTestSocket(server.wsUrl);
    expect((await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    company = await createOtherCompany(server.services.db, "comply");
    owner = await signIn(company.ownerEmail);
    demoOwner = await signIn("owner@mapleleaf.localhost");
  });
  afterAll(async () => {
    owner?.close();
    demoOwner?.close();
    await server?.close();
  });

  /** Replaces the company's fleet with `vehicles` (expiries in days from now) and sets the driver's licence. */
  async function setFleet(vehicles: readonly RandomVehicle[], licenceDays: number | null, now: number) {
    const db = server.services.db;
    const at = (days: number | null) => (days === null ? NO_DATE : now + days * DAY);
    await db
      .deleteFrom("vehicles")
      .where("company_id", "=", company.companyId)
      .where("id", "not in", company.vehicleIds)
      .execute();
    await db.updateTable("vehicles").set({ deleted: true }).where("company_id", "=", company.companyId).execute();
    const template = await db
      .selectFrom("vehicles")
      .selectAll()
      .where("id", "=", company.vehicleIds[0]!)
      .executeTakeFirstOrThrow();
    const { id: _id, created_date: _c, modified_date: _m, ...rest } = template;
    for (const [i, v] of vehicles.entries()) {
      await db
        .insertInto("vehicles")
        .values({
          ...(rest as object),
          name: `Unit ${i}`,
          plate: `U${i}`,
          plate_expiry: at(v.plateDays),
          safety_expiry: at(v.safetyDays),
          defect_type: v.defect,
          deleted: v.deleted,
        } as never)
        .execute();
    }
    await db
      .updateTable("users")
      .set({ license_expiry: licenceDays === null ? null : now + licenceDays * DAY })
      .where("id", "=", company.userIds[2]!)
      .execute();
    server.services.versions.membershipChanged(company.companyId);
  }

  test("the summary counts equal a recount of random fleets, and the list holds exactly the due items, soonest first", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(vehicleArb, { maxLength: 12 }),
        fc.option(fc.integer({ min: -60, max: 60 }), { nil: null }),
        async (vehicles, licenceDays) => {
          // Whole days plus an hour, so that the minute the server reads the clock never moves an item across a bound.
          const now = server.services.clock.now();
          const shift = (days: number | null) => (days === null ? null : days + (days >= 0 ? 1 / 24 : -1 / 24));
          const fleet = vehicles.map((v) => ({ ...v, plateDays: shift(v.plateDays), safetyDays: shift(v.safetyDays) }));
          licenceDays = shift(licenceDays);
          await setFleet(fleet, licenceDays, now);
          // Expected from the stored values: day 28 + 1 h is past a 4-week horizon, day 0 + 1 h inside it.
          const live = fleet.filter((v) => !v.deleted);
          const expired = (days: number | null) => days !== null && days < 0;
          const expiring = (days: number | null) => days !== null && days >= 0 && days <= WEEKS * 7;
          const summary = (await owner.request("ComplianceSummaryRequestEvent", { expiringWeeks: WEEKS }))
            .payload as ComplianceSummary;
          expect(summary).toMatchObject({
            count: live.length,
            minorCount: live.filter((v) => v.defect === "minor").length,
            majorCount: live.filter((v) => v.defect === "major").length,
            expiredPlatesCount: live.filter((v) => expired(v.plateDays)).length,
            expiringPlatesCount: live.filter((v) => expiring(v.plateDays)).length,
            expiredSafetiesCount: live.filter((v) => expired(v.safetyDays)).length,
            expiringSafetiesCount: live.filter((v) => expiring(v.safetyDays)).length,
            expiredLicensesCount: expired(licenceDays) ? 1 : 0,
            expiringLicensesCount: expiring(licenceDays) ? 1 : 0,
            multicompany: false,
          });
          const list = (
            await owner.request("ComplianceListRequestEvent", {
              filter: { expiringWeeks: WEEKS },
              sort: { column: "expiresAt", direction: "asc" },
              offset: 0,
              limit: 500,
            })
          ).payload as ComplianceListResponse;
          const due =
            live.flatMap((v) => [v.plateDays, v.safetyDays]).filter((d) => expired(d) || expiring(d)).length +
            (expired(licenceDays) || expiring(licenceDays) ? 1 : 0);
          expect(list.count).toBe(due);
          // CVOR is not set on this company, so the total is the list's count.
          expect(summary.total).toBe(due);
          const times = list.columns.expiresAt ?? [];
          expect(times).toEqual([...times].sort((a, b) => a - b));
        },
      ),
      { numRuns: 12 },
    );
  });

  test("filters: expired only, one kind, search", async () => {
    const now = server.services.clock.now();
    await setFleet(
      [
        { plateDays: -3.5, safetyDays: 10.5, defect: "none", deleted: false },
        { plateDays: 20.5, safetyDays: null, defect: "none", deleted: false },
      ],
      2.5,
      now,
    );
    const ask = async (filter: object) =>
      (
        await owner.request("ComplianceListRequestEvent", {
          filter,
          sort: { column: "expiresAt", direction: "asc" },
          offset: 0,
          limit: 50,
        })
      ).payload as ComplianceListResponse;
    expect((await ask({ state: "expired" })).ids).toHaveLength(1);
    const plates = await ask({ kind: "plate" });
    expect(plates.columns.kind).toEqual(["plate", "plate"]);
    expect(plates.columns.label).toEqual(["Unit 0", "Unit 1"]);
    const licence = await ask({ kind: "licence" });
    expect(licence.columns.label).toEqual([`${OTHER_COMPANY_MARKER}driver ${OTHER_COMPANY_MARKER}`]);
    expect(licence.columns.ownerId).toEqual([company.userIds[2]]);
    expect((await ask({ search: "unit 1" })).ids).toEqual([expect.stringMatching(/^plate:#/)]);
  });

  test("another company's records never appear in a company's list or counts", async () => {
    const list = await demoOwner.request("ComplianceListRequestEvent", {
      filter: { expiringWeeks: 52 },
      sort: { column: "label", direction: "asc" },
      offset: 0,
      limit: 500,
    });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.payload)).not.toContain(OTHER_COMPANY_MARKER);
    for (const id of company.allIds) expect(JSON.stringify(list.payload)).not.toContain(id);
  });
});
