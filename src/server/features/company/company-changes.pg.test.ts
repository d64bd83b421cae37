// A company's features and details change under sessions already open in it, over real websockets on a real
// database: the operator switches a feature off and another on (as a plain request and as a stamped command) → every
// open socket of the company, an operator's read-only view of it included, is told (CompanyChangedNotification) and
// its very next event is checked against the new features, no reload; another company hears nothing; on PostgreSQL
// a second server process's sockets follow too. The company admin screen's save (/portal/operator/{id}/admin) leaves
// an audit entry with before and after. A new time zone moves vehicle checklists' due days in the same save.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../../../shared/generated/accounts";
import type { VehicleChecklistsChanged } from "../../../shared/generated/checklists";
import type { FeatureName } from "../../../shared/generated/common";
import type { CompanyDetails } from "../../../shared/generated/company";
import type { EventName } from "../../../shared/generated/events";
import type { AdminAuditListResponse, AdminCompanyDetails } from "../../../shared/generated/operator";
import type { CompaniesChanged } from "../../../shared/generated/users";
import type { ResponseMessage } from "../../../shared/protocol/messages";
import { endOfDay, nextDueOn } from "../../../shared/rules/vehicle-checklists";
import { createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";

const ADMIN = "admin@fleetportal.localhost";

async function signedIn(server: TestServer, email: string): Promise<{ socket: TestSocket; session: SignedInSession }> {
  const socket = await openTestSocket(server.wsUrl);
  const reply = await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD });
  expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
  return { socket, session: reply.payload as SignedInSession };
}

/** The first message `socket` received after `from` that `match` accepts, waiting up to 3 s. */
async function received(
  socket: TestSocket,
  from: number,
  match: (message: ResponseMessage) => boolean,
): Promise<ResponseMessage | undefined> {
  const deadline = performance.now() + 3000;
  for (;;) {
    const found = socket.received.slice(from).find(match);
    if (found || performance.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const companyChanged = (companyId: string) => (m: ResponseMessage) =>
  m.eventName === "CompanyChangedNotification" && (m.payload as CompaniesChanged).items[companyId] !== undefined;

describe.each(testDatabases())("company changes reach open sessions on $name", (database) => {
  let server: TestServer;
  let admin: TestSocket;
  let company: OtherCompany;
  let owner: TestSocket;
  let viewer: TestSocket;
  let bystander: TestSocket;
  let commandSeq = 0;

  /** Whether the dispatcher lets `socket` through to `event` as far as features go (any other answer is the handler's). */
  const featureRefused = async (socket: TestSocket, event: EventName) =>
    (await socket.request(event, {} as never)).error?.messageId === "FeatureDisabled";

  /** Switches the company's features to exactly `names`, as the operator's billing screen does; `command` stamps it. */
  async function setFeatures(names: readonly FeatureName[], command = false): Promise<ResponseMessage> {
    const details = (await admin.request("AdminCompanyGetRequestEvent", { companyId: company.companyId }))
      .payload as AdminCompanyDetails;
    const features = details.features
      .filter((f) => names.includes(f.name))
      .map((f) => ({ name: f.name, priceCents: f.priceCents }));
    const payload = { companyId: company.companyId, features };
    if (!command) return admin.request("AdminCompanySaveRequestEvent", payload);
    const requestId = `stamped-${++commandSeq}`;
    return admin.sendRaw(
      JSON.stringify({
        eventName: "AdminCompanySaveRequestEvent",
        requestId,
        payload,
        command: { clientId: "company-changes-test-client", seq: commandSeq },
      }),
      requestId,
    );
  }

  beforeAll(async () => {
    server = await startTestServer(database);
    company = await createOtherCompany(server.services.db, "live");
    ({ socket: admin } = await signedIn(server, ADMIN));
    ({ socket: owner } = await signedIn(server, company.ownerEmail));
    ({ socket: viewer } = await signedIn(server, ADMIN));
    expect((await viewer.request("PlatformViewAsStartRequestEvent", { companyId: company.companyId })).statusCode).toBe(
      200,
    );
    ({ socket: bystander } = await signedIn(server, "owner@mapleleaf.localhost"));
  }, 60_000);
  afterAll(async () => {
    for (const socket of [admin, owner, viewer, bystander]) socket?.close();
    await server?.close();
  });

  test("a feature switched off is refused to the open sessions at once, one switched on is let through, and each is told", async () => {
    // Before: inspections on, hours of service off.
    expect(await featureRefused(owner, "InspectionReadinessRequestEvent")).toBe(false);
    expect(await featureRefused(viewer, "WorkOrderAssigneesRequestEvent")).toBe(false);
    expect(await featureRefused(owner, "MyHoursRequestEvent")).toBe(true);
    const marks = {
      owner: owner.received.length,
      viewer: viewer.received.length,
      bystander: bystander.received.length,
    };

    const saved = await setFeatures(["home", "users", "vehicles", "compliance", "timesheets"]);
    expect(saved.statusCode, JSON.stringify(saved.error)).toBe(200);
    // The very next message of each open session is checked against the new features: no reload, no resume.
    expect(await featureRefused(owner, "InspectionReadinessRequestEvent")).toBe(true);
    expect(await featureRefused(viewer, "WorkOrderAssigneesRequestEvent")).toBe(true);
    expect(await featureRefused(owner, "MyHoursRequestEvent")).toBe(false);

    for (const socket of [owner, viewer]) {
      const told = await received(
        socket,
        socket === owner ? marks.owner : marks.viewer,
        companyChanged(company.companyId),
      );
      const pushed = (told!.payload as CompaniesChanged).items[company.companyId]!;
      expect([...pushed.features].sort()).toEqual(["compliance", "home", "timesheets", "users", "vehicles"]);
      expect(pushed.name).toContain("live");
    }
    // Another company's session hears nothing of it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      bystander.received.slice(marks.bystander).filter((m) => m.eventName === "CompanyChangedNotification"),
    ).toEqual([]);
  });

  test("the same through a stamped command, whose announcements wait for its commit", async () => {
    const mark = owner.received.length;
    const saved = await setFeatures(["home", "users", "vehicles", "compliance", "inspections"], true);
    expect(saved.statusCode, JSON.stringify(saved.error)).toBe(200);
    expect(await featureRefused(owner, "InspectionReadinessRequestEvent")).toBe(false);
    expect(await featureRefused(owner, "MyHoursRequestEvent")).toBe(true);
    const told = await received(owner, mark, companyChanged(company.companyId));
    expect((told!.payload as CompaniesChanged).items[company.companyId]!.features).toContain("inspections");
  });

  test.skipIf(database.name !== "postgres")(
    "on PostgreSQL, a second server process's sockets of the company follow too",
    async () => {
      const second = await startTestServer(database, {
        databaseUrl: server.services.config.databaseUrl,
        databaseSchema: server.database.schema,
      });
      const there = await openTestSocket(second.wsUrl);
      try {
        expect(
          (await there.request("UserSignInRequestEvent", { email: company.ownerEmail, password: TEST_PASSWORD }))
            .statusCode,
        ).toBe(200);
        expect(await featureRefused(there, "InspectionReadinessRequestEvent")).toBe(false);
        const mark = there.received.length;
        expect((await setFeatures(["home", "users", "vehicles", "compliance"])).statusCode).toBe(200);
        const told = await received(there, mark, companyChanged(company.companyId));
        expect((told!.payload as CompaniesChanged).items[company.companyId]!.features).not.toContain("inspections");
        expect(await featureRefused(there, "InspectionReadinessRequestEvent")).toBe(true);
      } finally {
        there.close();
        await second.stop();
      }
    },
  );

  test("the company admin screen's save (/portal/operator/{id}/admin) is audited with before and after; an owner's save is not", async () => {
    // The operator's own company: an administrator works in it, as the screen asks.
    const details = (await admin.request("CompanyGetRequestEvent", {})).payload as CompanyDetails;
    const companyId = details.company.id;
    const auditOf = async () =>
      (
        (
          await admin.request("AdminAuditListRequestEvent", {
            filter: { companyId, event: "CompanySaveRequestEvent" },
            offset: 0,
            limit: 10,
          })
        ).payload as AdminAuditListResponse
      ).items;
    expect(await auditOf()).toEqual([]);
    const saved = await admin.request("CompanySaveRequestEvent", {
      fields: details.fields,
      admin: { ...details.admin, discount: "half", bay: "B-12", apiKey: "fpk_secret-key-1234" },
    });
    expect(saved.statusCode, JSON.stringify(saved.error)).toBe(200);
    const entries = await auditOf();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ event: "CompanySaveRequestEvent", companyId });
    expect(entries[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: "discount", before: "none", after: "half" },
        { field: "bay", before: null, after: "B-12" },
        { field: "apiKey", before: null, after: "…1234" },
      ]),
    );
    // Only what changed, and never the key itself.
    expect(entries[0]!.changes.map((c) => c.field)).not.toContain("name");
    const stored = await server.services.db
      .selectFrom("admin_audit")
      .select(["before", "after"])
      .where("company_id", "=", companyId)
      .where("event", "=", "CompanySaveRequestEvent")
      .execute();
    expect(JSON.stringify(stored)).not.toContain("fpk_secret");

    // The owner of a company saves its details: not an admin write, no entry.
    const own = (await owner.request("CompanyGetRequestEvent", {})).payload as CompanyDetails;
    expect(
      (await owner.request("CompanySaveRequestEvent", { fields: { ...own.fields, phone: "613-555-0142" } })).statusCode,
    ).toBe(200);
    expect(
      await server.services.db
        .selectFrom("admin_audit")
        .select("id")
        .where("company_id", "=", company.companyId)
        .where("event", "=", "CompanySaveRequestEvent")
        .execute(),
    ).toEqual([]);
  });

  test("a new time zone moves every vehicle checklist's due day in the same save, and open screens are told", async () => {
    const { socket: manager } = await signedIn(server, "manager@mapleleaf.localhost");
    const demo = (await bystander.request("CompanyGetRequestEvent", {})).payload as CompanyDetails;
    const companyId = demo.company.id;
    const rows = () =>
      server.services.db
        .selectFrom("vehicle_checklists")
        .selectAll()
        .where("company_id", "=", companyId)
        .where("detached_at", "is", null)
        .orderBy("id")
        .execute();
    const before = await rows();
    expect(before.filter((r) => r.schedule === "everyDays").length).toBeGreaterThan(0);
    expect(demo.fields.timeZone).toBe("America/Toronto");
    const mark = manager.received.length;

    // Toronto → Auckland: 16 to 18 hours ahead, so due days end at other instants and some fall on other dates.
    const zone = "Pacific/Auckland";
    const saved = await bystander.request("CompanySaveRequestEvent", { fields: { ...demo.fields, timeZone: zone } });
    expect(saved.statusCode, JSON.stringify(saved.error)).toBe(200);
    const after = await rows();
    for (const row of after.filter((r) => r.due_on !== null))
      expect(Number(row.due_at), row.id).toBe(endOfDay(row.due_on!, zone));
    for (const row of after.filter((r) => r.schedule === "everyDays")) {
      const facts = {
        schedule: row.schedule,
        scheduledAt: row.scheduled_at.getTime(),
        inspectedAt: [],
        everyDays: row.every_days!,
        ...(row.first_due_on ? { firstDueOn: row.first_due_on } : {}),
        ...(row.last_result_at ? { lastResultAt: row.last_result_at.getTime() } : {}),
      };
      expect(row.due_on, row.id).toBe(nextDueOn(facts, zone));
    }
    expect(after.map((r) => r.due_at)).not.toEqual(before.map((r) => r.due_at));
    // The company's open screens hear of the moved attachments.
    const told = await received(manager, mark, (m) => m.eventName === "VehicleChecklistsChangedNotification");
    expect(Object.keys((told!.payload as VehicleChecklistsChanged).items).sort()).toEqual(
      after.map((r) => r.id).sort(),
    );

    // Saving again in the same zone moves nothing and sends no attachments.
    const again = manager.received.length;
    expect(
      (await bystander.request("CompanySaveRequestEvent", { fields: { ...demo.fields, timeZone: zone } })).statusCode,
    ).toBe(200);
    expect((await rows()).map((r) => [r.due_on, r.due_at])).toEqual(after.map((r) => [r.due_on, r.due_at]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(manager.received.slice(again).filter((m) => m.eventName === "VehicleChecklistsChangedNotification")).toEqual(
      [],
    );
    manager.close();
  });
});
