// The operator's read-only view of a company (docs/operator.md "The read-only view") over a real websocket: starting
// it is audited; the session then reads the company (its vehicles) and survives a reload; every event of the schema
// that may change data — enumerated from the effect it declares — is refused with ReadOnlyView and nothing anywhere
// is written; every read event still runs; leaving it is audited and gives the operator back their own company.
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { ReadOnlyView, SignedInSession } from "../../../shared/generated/accounts";
import { eventCatalogue, eventNames, type EventName } from "../../../shared/generated/events";
import type { VehicleListResponse } from "../../../shared/generated/vehicles";
import { schemaSet, validRequest } from "../../testing/event-schemas";
import { createOtherCompany, dumpCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, TEST_PASSWORD, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";

const ADMIN = "admin@fleetportal.localhost";
const ALL_FEATURES = (schemaSet.domains.find((d) => d.name === "common")!.definitions.FeatureName!.enum ??
  []) as string[];
const effectOf = (event: EventName) => (eventCatalogue[event] as { effect?: "read" | "session" }).effect;
const WRITES = eventNames.filter((event) => effectOf(event) === undefined);
const READS = eventNames.filter((event) => effectOf(event) === "read");

/** One payload the schema allows (the same fixed seed as the tenant-isolation sweep). */
const sampleOf = (event: EventName) => fc.sample(validRequest(event), { seed: 4242, numRuns: 1 })[0];

describe.each(testDatabases())("read-only view on $name", (database) => {
  let server: TestServer;
  let victim: OtherCompany;
  let admin: TestSocket;
  let token: string;
  let adminUserId: string;
  let homeCompanyId: string;

  /** Row counts of every table but the sessions' own bookkeeping (resume touches last_seen_at). */
  async function tableCounts(): Promise<Record<string, number>> {
    const db = server.services.db;
    const tables = await sql<{
      table_name: string;
    }>`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(
      db,
    );
    const counts: Record<string, number> = {};
    for (const { table_name: table } of tables.rows) {
      if (table === "sessions") continue;
      counts[table] = Number(
        (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n,
      );
    }
    return counts;
  }
  const auditOf = (event: string) =>
    server.services.db
      .selectFrom("admin_audit")
      .selectAll()
      .where("event", "=", event)
      .where("actor_id", "=", adminUserId)
      .where("company_id", "=", victim.companyId)
      .execute();
  const resume = (company?: string) =>
    admin.request("UserSessionResumeRequestEvent", { token, ...(company ? { company } : {}) });

  beforeAll(async () => {
    server = await startTestServer(database);
    victim = await createOtherCompany(server.services.db, "viewed");
    // Every feature on, so each event's feature gate lets it through to the view's own check.
    await server.services.db
      .updateTable("companies")
      .set({ features: ALL_FEATURES })
      .where("id", "=", victim.companyId)
      .execute();
    admin = await openTestSocket(server.wsUrl);
    const reply = await admin.request("UserSignInRequestEvent", { email: ADMIN, password: TEST_PASSWORD });
    const session = reply.payload as SignedInSession;
    token = session.token;
    adminUserId = session.user.id;
    homeCompanyId = session.company!.id;
  }, 60_000);
  afterAll(async () => {
    admin?.close();
    await server?.close();
  });

  test("starting a view is audited, and the resume into it reads the company", async () => {
    const started = await admin.request("PlatformViewAsStartRequestEvent", { companyId: victim.companyId });
    expect(started.statusCode, JSON.stringify(started.error)).toBe(200);
    expect(started.payload as ReadOnlyView).toEqual({
      companyId: victim.companyId,
      companyName: expect.stringContaining("viewed"),
      homeCompanyId,
    });
    expect(await auditOf("PlatformViewAsStartRequestEvent")).toHaveLength(1);

    const resumed = await resume(victim.companyId);
    expect(resumed.statusCode, JSON.stringify(resumed.error)).toBe(200);
    const session = resumed.payload as SignedInSession;
    expect(session.company?.id).toBe(victim.companyId);
    expect(session.viewAs).toEqual(started.payload);
    // The operator's own roles, in the operator's own membership: nothing was granted in the company.
    expect(session.employee?.roles).toEqual(["administrator"]);
    // The session row keeps the operator's own company; the view is its marker.
    const row = await server.services.db
      .selectFrom("sessions")
      .select(["company_id", "view_as_company_id"])
      .where("user_id", "=", adminUserId)
      .where("revoked_at", "is", null)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ company_id: homeCompanyId, view_as_company_id: victim.companyId });

    const list = await admin.request("VehicleListRequestEvent", {
      filter: {},
      sort: { column: "name", direction: "asc" },
      offset: 0,
      limit: 50,
    });
    expect(list.statusCode, JSON.stringify(list.error)).toBe(200);
    // Removed vehicles are not listed: the company's one live vehicle.
    expect((list.payload as VehicleListResponse).ids).toEqual([victim.vehicleIds[0]]);

    // A reload (a resume naming no company) stays in the view.
    const reloaded = await resume();
    expect((reloaded.payload as SignedInSession).viewAs?.companyId).toBe(victim.companyId);
  });

  test("every event that may change data is refused with ReadOnlyView, and nothing is written", async () => {
    expect(WRITES.length).toBeGreaterThan(40);
    const counts = await tableCounts();
    const company = await dumpCompany(server.services.db, victim);
    const own = async () =>
      JSON.stringify(await server.services.db.selectFrom("users").selectAll().where("id", "=", adminUserId).execute());
    const operator = await own();
    const refused: string[] = [];
    for (const event of WRITES) {
      const reply = await admin.request(event, sampleOf(event) as never);
      if (reply.error?.messageId !== "ReadOnlyView") {
        // The event's own access may refuse first (a driver's event, say): a refusal all the same, and it is
        // asserted below to be only the access the schema declares for the operator's role.
        const access = eventCatalogue[event].access;
        const roleRefusal =
          access.kind === "company" &&
          access.roles.length > 0 &&
          !(access.roles as readonly string[]).includes("administrator");
        refused.push(
          `${event} → ${reply.statusCode} ${reply.error?.messageId ?? ""}${roleRefusal && reply.error?.messageId === "UnauthorizedException" ? "" : " (unexpected)"}`,
        );
      }
    }
    expect(refused.filter((line) => line.endsWith("(unexpected)"))).toEqual([]);
    expect(await tableCounts()).toEqual(counts);
    expect(await dumpCompany(server.services.db, victim)).toBe(company);
    expect(await own()).toBe(operator);
    // Still in the view: the refusals ended nothing.
    expect((await resume()).payload as SignedInSession).toMatchObject({ viewAs: { companyId: victim.companyId } });
  }, 120_000);

  test("every read event still runs in the view (none is refused as a write, none fails)", async () => {
    const problems: string[] = [];
    for (const event of READS) {
      const reply = await admin.request(event, sampleOf(event) as never);
      if (reply.error?.messageId === "ReadOnlyView" || reply.statusCode >= 500)
        problems.push(`${event} → ${reply.statusCode} ${reply.error?.messageId ?? ""}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  test("leaving the view is audited and gives the operator back their own company", async () => {
    const stopped = await admin.request("PlatformViewAsStopRequestEvent", {});
    expect(stopped.statusCode, JSON.stringify(stopped.error)).toBe(200);
    expect(stopped.payload).toEqual({ companyId: homeCompanyId });
    expect(await auditOf("PlatformViewAsStopRequestEvent")).toHaveLength(1);
    const resumed = await resume(homeCompanyId);
    const session = resumed.payload as SignedInSession;
    expect(session.company?.id).toBe(homeCompanyId);
    expect(session.viewAs).toBeUndefined();
    // A write runs again (the operator's own settings).
    const saved = await admin.request(
      "UserSettingsSaveRequestEvent",
      sampleOf("UserSettingsSaveRequestEvent") as never,
    );
    expect(saved.error?.messageId).not.toBe("ReadOnlyView");
    // The company's records are out of reach again.
    const list = await admin.request("VehicleListRequestEvent", {
      filter: {},
      sort: { column: "name", direction: "asc" },
      offset: 0,
      limit: 50,
    });
    expect(JSON.stringify(list)).not.toContain(victim.vehicleIds[0]);
    // Leaving when not viewing changes nothing and writes no entry.
    expect((await admin.request("PlatformViewAsStopRequestEvent", {})).statusCode).toBe(200);
    expect(await auditOf("PlatformViewAsStopRequestEvent")).toHaveLength(1);
  });

  test("switching company from the view leaves it (audited); a company that does not exist cannot be viewed", async () => {
    expect((await admin.request("PlatformViewAsStartRequestEvent", { companyId: victim.companyId })).statusCode).toBe(
      200,
    );
    const switched = await resume(homeCompanyId);
    expect((switched.payload as SignedInSession).viewAs).toBeUndefined();
    const row = await server.services.db
      .selectFrom("sessions")
      .select("view_as_company_id")
      .where("user_id", "=", adminUserId)
      .where("revoked_at", "is", null)
      .execute();
    expect(row.every((r) => r.view_as_company_id === null)).toBe(true);
    expect(await auditOf("UserSessionResumeRequestEvent")).toHaveLength(1);
    const missing = await admin.request("PlatformViewAsStartRequestEvent", { companyId: "#30:987654321" });
    expect(missing.error?.messageId).toBe("NotFound");
  });

  test("only administrators may view a company", async () => {
    const owner = await openTestSocket(server.wsUrl);
    await owner.request("UserSignInRequestEvent", { email: "owner@mapleleaf.localhost", password: TEST_PASSWORD });
    const reply = await owner.request("PlatformViewAsStartRequestEvent", { companyId: victim.companyId });
    expect(reply.error?.messageId).toBe("UnauthorizedException");
    owner.close();
  });
});
