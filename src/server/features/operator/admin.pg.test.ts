// The operator's company management (docs/operator.md) over a real websocket on a real database: every admin.json
// event refuses every other role; approving a registration twice — one after the other and at the same moment — makes
// one company, mails its owner a set-password link that works; each admin write leaves one audit entry with before
// and after; no event (and no SQL) can update or delete an audit entry; changing a company's discount and features
// changes its billing display; 10⁴ companies list in windows.
import { join } from "node:path";

import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../../../shared/generated/accounts";
import type { BillingDisplay } from "../../../shared/generated/billing";
import { eventCatalogue, eventNames, type EventName } from "../../../shared/generated/events";
import type {
  AdminAuditListResponse,
  AdminCompanyDetails,
  AdminCompanyListResponse,
  AdminRegistration,
  AdminRegistrationListResponse,
} from "../../../shared/generated/operator";
import { lastMailedPath, readMailFolder } from "../../mail/templates/eml";
import { requestSchema, validRequest } from "../../testing/event-schemas";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";
import { hashToken } from "../../tokens";

/** Every company-management event of schema/operator.json (the Admin… events). */
const ADMIN_EVENTS = eventNames.filter((name) => requestSchema(name).domain === "operator" && name.startsWith("Admin"));

async function signedIn(server: TestServer, email: string, app?: "drive"): Promise<TestSocket> {
  const socket = await openTestSocket(server.wsUrl);
  const reply = await socket.request("UserSignInRequestEvent", {
    email,
    password: TEST_PASSWORD,
    ...(app ? { app } : {}),
  });
  expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
  return socket;
}

describe.each(testDatabases())("admin companies on $name", (database) => {
  let server: TestServer;
  let admin: TestSocket;
  let adminToken: string;
  const db = () => server.services.db;
  let seq = 0;

  /** A waiting registration, stored as sign-up stores one (features/accounts/registration-handlers.ts). */
  async function waitingRegistration(slug: string): Promise<string> {
    const fields = {
      userFirst: "Rosa",
      userLast: slug,
      userEmail: `rosa@${slug}.localhost`,
      userPhone: "613-555-0199",
      companyName: `Ottawa Valley ${slug}`,
      companyWebsite: `${slug}.localhost`,
      companyCity: "Ottawa",
      companyProvince: "ON",
      companyRole: "Owner",
      terms: true,
      featureCheckIn: true,
      featureHoursOfService: false,
      featureInspection: true,
      fleetSize: "6-10",
      locale: "en-CA",
    };
    const row = await db()
      .insertInto("registrations")
      .values({
        key_hash: hashToken(`key-${slug}-${++seq}`),
        email: fields.userEmail,
        company_website: fields.companyWebsite,
        fields: JSON.stringify(fields),
        expires_at: new Date(server.services.clock.now() + 86_400_000),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const auditRows = async () =>
    (await sql<Record<string, unknown>>`select * from admin_audit order by seq`.execute(db())).rows;
  const companiesNamed = async (name: string) =>
    Number(
      (
        await db()
          .selectFrom("companies")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("name", "=", name)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer(database);
    admin = await openTestSocket(server.wsUrl);
    const reply = await admin.request("UserSignInRequestEvent", {
      email: "admin@fleetportal.localhost",
      password: TEST_PASSWORD,
    });
    adminToken = (reply.payload as SignedInSession).token;
  }, 60_000);
  afterAll(async () => {
    admin?.close();
    await server?.close();
  });

  test("every admin.json event refuses owners, managers, mechanics, drivers and the signed-out", async () => {
    expect(ADMIN_EVENTS.length).toBeGreaterThanOrEqual(10);
    const sockets: [string, TestSocket][] = [
      ["owner", await signedIn(server, "owner@mapleleaf.localhost")],
      ["manager", await signedIn(server, "manager@mapleleaf.localhost")],
      ["mechanic", await signedIn(server, "mechanic@mapleleaf.localhost")],
      ["driver", await signedIn(server, "driver1@mapleleaf.localhost", "drive")],
      ["signedOut", await openTestSocket(server.wsUrl)],
    ];
    const before = await auditRows();
    for (const eventName of ADMIN_EVENTS) {
      expect(eventCatalogue[eventName].access).toEqual({ kind: "company", roles: ["administrator"], features: [] });
      for (const payload of fc.sample(validRequest(eventName), { seed: 17, numRuns: 3 })) {
        for (const [role, socket] of sockets) {
          const reply = await socket.request(eventName, payload as never);
          expect(reply.error?.messageId, `${role} ${eventName}`).toBe(
            role === "signedOut" ? "NotSignedIn" : "UnauthorizedException",
          );
          expect(reply.statusCode).toBe(403);
        }
      }
    }
    expect(await auditRows()).toEqual(before);
    for (const [, socket] of sockets) socket.close();
  });

  test("approving a registration creates the company and owner once, mails a working set-password link, and audits it", async () => {
    const id = await waitingRegistration("approve-once");
    const first = await admin.request("AdminRegistrationApproveRequestEvent", { registrationId: id });
    expect(first.statusCode, JSON.stringify(first.error)).toBe(200);
    const approved = first.payload as AdminRegistration;
    expect(approved).toMatchObject({
      status: "approved",
      decidedBy: "Avery Admin",
      companyName: "Ottawa Valley approve-once",
    });
    const again = await admin.request("AdminRegistrationApproveRequestEvent", { registrationId: id });
    expect(again.payload).toMatchObject({ status: "approved", companyId: approved.companyId });
    expect(await companiesNamed("Ottawa Valley approve-once")).toBe(1);
    // Rejecting it now is refused: it was decided.
    expect(
      (await admin.request("AdminRegistrationRejectRequestEvent", { registrationId: id, reason: "late" })).error
        ?.messageId,
    ).toBe("RegistrationDecided");
    // One audit entry, after the company and owner.
    const audit = (
      await admin.request("AdminAuditListRequestEvent", {
        filter: { companyId: approved.companyId! },
        offset: 0,
        limit: 10,
      })
    ).payload as AdminAuditListResponse;
    expect(audit.count).toBe(1);
    expect(audit.items[0]).toMatchObject({
      event: "AdminRegistrationApproveRequestEvent",
      companyName: "Ottawa Valley approve-once",
    });
    expect(audit.items[0]!.changes).toEqual(
      expect.arrayContaining([{ field: "status", before: "waiting", after: "approved" }]),
    );
    // The owner's mail: a set-password link; then the owner signs in to the new company.
    await server.services.mail.kick();
    const path = lastMailedPath(join(server.dataDir, "mail"), "rosa@approve-once.localhost", "/recovery");
    expect(path).toBeDefined();
    const owner = await openTestSocket(server.wsUrl);
    expect(
      (
        await owner.request("CredentialsResetRequestEvent", {
          token: path!.split("/").at(-1)!,
          password: "rosa-owner-password",
        })
      ).statusCode,
    ).toBe(200);
    const signIn = await owner.request("UserSignInRequestEvent", {
      email: "rosa@approve-once.localhost",
      password: "rosa-owner-password",
    });
    expect(signIn.payload).toMatchObject({
      company: { id: approved.companyId, name: "Ottawa Valley approve-once" },
      employee: { roles: ["owner"] },
    });
    owner.close();
  });

  test("an approved applicant who opens their /verify link chooses their password there, once", async () => {
    const id = await waitingRegistration("approve-then-verify");
    const key = `key-approve-then-verify-${seq}`;
    expect((await admin.request("AdminRegistrationApproveRequestEvent", { registrationId: id })).statusCode).toBe(200);
    const applicant = await openTestSocket(server.wsUrl);
    // Read: not "verified" — the owner exists but has no password to sign in with yet.
    expect((await applicant.request("UserVerifyRequestEvent", { registrationId: key })).payload).toMatchObject({
      email: "rosa@approve-then-verify.localhost",
      verified: false,
    });
    expect(
      (await applicant.request("UserVerifyRequestEvent", { registrationId: key, password: "rosa-chose-this-one" }))
        .payload,
    ).toMatchObject({ verified: true });
    // Once: the link, and the set-password link mailed at approval, are spent; the password chosen stays.
    expect(
      (await applicant.request("UserVerifyRequestEvent", { registrationId: key, password: "rosa-second-try-1" })).error
        ?.messageId,
    ).toBe("LinkExpired");
    await server.services.mail.kick();
    const path = lastMailedPath(join(server.dataDir, "mail"), "rosa@approve-then-verify.localhost", "/recovery");
    expect(
      (
        await applicant.request("CredentialsResetRequestEvent", {
          token: path!.split("/").at(-1)!,
          password: "rosa-third-try-12",
        })
      ).error?.messageId,
    ).toBe("LinkExpired");
    const signIn = await applicant.request("UserSignInRequestEvent", {
      email: "rosa@approve-then-verify.localhost",
      password: "rosa-chose-this-one",
    });
    expect(signIn.payload).toMatchObject({ employee: { roles: ["owner"], state: "active" } });
    applicant.close();
  });

  test("two approvals at the same moment create one company and answer the same registration", async () => {
    const id = await waitingRegistration("approve-race");
    const other = await signedIn(server, "admin@fleetportal.localhost");
    const replies = await Promise.all([
      admin.request("AdminRegistrationApproveRequestEvent", { registrationId: id }),
      other.request("AdminRegistrationApproveRequestEvent", { registrationId: id }),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = replies.map((r) => r.payload as AdminRegistration);
    expect(a!.companyId).toBeDefined();
    expect(b!.companyId).toBe(a!.companyId);
    expect(await companiesNamed("Ottawa Valley approve-race")).toBe(1);
    expect(
      Number(
        (
          await db()
            .selectFrom("users")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("email", "=", "rosa@approve-race.localhost")
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(1);
    expect(
      (await db().selectFrom("admin_audit").select("id").where("company_id", "=", a!.companyId!).execute()).length,
    ).toBe(1);
    other.close();
  });

  test("a rejected registration mails its reason, and its /verify link works no more", async () => {
    const id = await waitingRegistration("reject-me");
    const key = `key-reject-me-${seq}`;
    const reply = await admin.request("AdminRegistrationRejectRequestEvent", {
      registrationId: id,
      reason: "We could not confirm the company's CVOR.",
    });
    expect(reply.payload).toMatchObject({
      status: "rejected",
      rejectReason: "We could not confirm the company's CVOR.",
    });
    expect((await admin.request("AdminRegistrationApproveRequestEvent", { registrationId: id })).error?.messageId).toBe(
      "RegistrationDecided",
    );
    expect(
      (await admin.request("UserVerifyRequestEvent", { registrationId: key, password: "a-long-password-1" })).error
        ?.messageId,
    ).toBe("LinkExpired");
    await server.services.mail.kick();
    const mail = readMailFolder(join(server.dataDir, "mail"))
      .filter((m) => m.to === "rosa@reject-me.localhost")
      .at(-1);
    expect(mail?.text).toContain("Reason: We could not confirm the company's CVOR.");
    const waiting = (
      await admin.request("AdminRegistrationListRequestEvent", {
        filter: { status: "waiting" },
        direction: "asc",
        offset: 0,
        limit: 100,
      })
    ).payload as AdminRegistrationListResponse;
    expect(waiting.items.map((r) => r.id)).not.toContain(id);
    // The demo's two sign-ups wait for the operator.
    expect(waiting.items.map((r) => r.companyName)).toEqual(
      expect.arrayContaining(["Prairie Grain Haulers", "Transport Côte-Nord"]),
    );
  });

  test("a new company with its owner; its discount and features change its billing display; each write audited with before and after", async () => {
    const created = await admin.request("AdminCompanyCreateRequestEvent", {
      company: {
        name: "Kingston Coach Lines",
        website: "kingstoncoach.localhost",
        city: "Kingston",
        jurisdiction: "ON",
      },
      owner: { email: "owner@kingstoncoach.localhost", first: "Kai", last: "Morin" },
      features: [
        { name: "vehicles", priceCents: 100 },
        { name: "inspections", priceCents: 250 },
        { name: "users", priceCents: 0 },
      ],
      billingPeriod: "quarterly",
      discount: "none",
    });
    expect(created.statusCode, JSON.stringify(created.error)).toBe(200);
    const { companyId } = created.payload as { companyId: string };
    const details = (await admin.request("AdminCompanyGetRequestEvent", { companyId })).payload as AdminCompanyDetails;
    expect(details).toMatchObject({
      state: "active",
      owner: { email: "owner@kingstoncoach.localhost" },
      admin: { billingPeriod: "quarterly", discount: "none" },
    });
    expect(details.features.find((f) => f.name === "inspections")).toMatchObject({
      on: true,
      priceCents: 250,
      listPriceCents: 300,
    });
    // A vehicle, so the plan has something to price.
    await sql`insert into vehicles (company_id, name, category_id, category_name, braking_type) values (${companyId}, 'Coach 1', '#23:6', 'Bus', 'abs')`.execute(
      db(),
    );
    const billing = async () =>
      (await admin.request("AdminCompanyBillingRequestEvent", { companyId })).payload as BillingDisplay;
    const before = await billing();
    expect(before.features.map((f) => [f.name, f.priceCents])).toEqual(expect.arrayContaining([["inspections", 250]]));

    const saved = await admin.request("AdminCompanySaveRequestEvent", {
      companyId,
      admin: { ...details.admin, discount: "half" },
      features: [
        { name: "vehicles", priceCents: 100 },
        { name: "inspections", priceCents: 400 },
        { name: "timesheets", priceCents: 300 },
      ],
    });
    expect(saved.statusCode, JSON.stringify(saved.error)).toBe(200);
    const after = await billing();
    expect(after.discount).toBe("half");
    expect(after.features.map((f) => [f.name, f.priceCents])).toEqual(
      expect.arrayContaining([
        ["inspections", 400],
        ["timesheets", 300],
      ]),
    );
    expect(after.estimate.subtotalCents).not.toBe(before.estimate.subtotalCents);

    const entries = (
      (await admin.request("AdminAuditListRequestEvent", { filter: { companyId }, offset: 0, limit: 10 }))
        .payload as AdminAuditListResponse
    ).items;
    expect(entries.map((e) => e.event)).toEqual(["AdminCompanySaveRequestEvent", "AdminCompanyCreateRequestEvent"]);
    expect(entries[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: "discount", before: "none", after: "half" },
        { field: "feature.inspections", before: "250", after: "400" },
        { field: "feature.timesheets", before: null, after: "300" },
        { field: "feature.users", before: "0", after: null },
      ]),
    );

    // The API key: generated, shown once in full, audited by its last four characters only.
    const rotated = (await admin.request("AdminCompanyApiKeyRotateRequestEvent", { companyId })).payload as {
      apiKey: string;
    };
    expect(rotated.apiKey).toMatch(/^fpk_/);
    const stored = JSON.stringify(await auditRows());
    expect(stored).not.toContain(rotated.apiKey);
    expect(stored).toContain(`…${rotated.apiKey.slice(-4)}`);

    // Bad input: a catalogued refusal with the field's path, nothing created.
    const bad = await admin.request("AdminCompanyCreateRequestEvent", {
      company: { name: "X", jurisdiction: "ZZ" },
      owner: { email: "not-an-email", first: "A", last: "B" },
      features: [
        { name: "vehicles", priceCents: 1 },
        { name: "vehicles", priceCents: 2 },
      ],
      billingPeriod: "monthly",
      discount: "none",
    });
    expect(bad.error?.messageId).toBe("ValidationFailed");
    expect(bad.error?.fields?.map((f) => f.path).sort()).toEqual([
      "company.jurisdiction",
      "features.1.name",
      "owner.email",
    ]);
    const taken = await admin.request("AdminCompanyCreateRequestEvent", {
      company: { name: "Again", jurisdiction: "ON" },
      owner: { email: "owner@kingstoncoach.localhost", first: "A", last: "B" },
      features: [],
      billingPeriod: "monthly",
      discount: "none",
    });
    expect(taken.error?.messageId).toBe("EmailExists");
  });

  test("audit entries cannot be updated or deleted: not by any event, not by SQL", async () => {
    const before = await auditRows();
    expect(before.length).toBeGreaterThan(0);
    // Every event of the schema, as the administrator, with sampled payloads: the log only ever grows.
    const skip = new Set<EventName>(["UserSignOutRequestEvent"]);
    for (const eventName of eventNames.filter((e) => !skip.has(e))) {
      for (const payload of fc.sample(validRequest(eventName), { seed: 21, numRuns: 1 }))
        await admin.request(eventName, payload as never);
      // A refused sign-in or resume may leave the socket signed out: the session's token puts it back.
      if ((await admin.request("UserSessionResumeRequestEvent", { token: adminToken })).statusCode !== 200) {
        admin.close();
        admin = await openTestSocket(server.wsUrl);
        expect((await admin.request("UserSessionResumeRequestEvent", { token: adminToken })).statusCode).toBe(200);
      }
    }
    const after = await auditRows();
    expect(after.slice(0, before.length)).toEqual(before);
    const id = before[0]!.id as string;
    await expect(sql`update admin_audit set event = 'rewritten' where id = ${id}`.execute(db())).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from admin_audit where id = ${id}`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`truncate admin_audit`.execute(db())).rejects.toThrow(/append-only/);
    expect((await auditRows()).slice(0, before.length)).toEqual(before);
  }, 120_000);

  test("10⁴ companies: windows by name and by vehicle count, searched, without scanning from the top", async () => {
    await sql`insert into companies (name, website, features, billing_period) select 'Scale Co ' || lpad(g::text, 5, '0'), 'scale' || g || '.localhost', '{vehicles}', case when g % 4 = 0 then 'annually' else 'monthly' end from generate_series(1, 10000) g`.execute(
      db(),
    );
    server.services.versions.membershipChanged("seed");
    const list = async (payload: object) =>
      (
        await admin.request("AdminCompanyListRequestEvent", {
          filter: {},
          sort: { column: "name", direction: "asc" },
          offset: 0,
          limit: 50,
          ...payload,
        } as never)
      ).payload as AdminCompanyListResponse;
    const first = await list({});
    expect(first.count).toBeGreaterThan(10_000);
    const deep = await list({ filter: { search: "scale co" }, offset: 9_000, limit: 3 });
    expect(deep.count).toBe(10_000);
    expect(deep.columns.name).toEqual(["Scale Co 09001", "Scale Co 09002", "Scale Co 09003"]);
    const byCount = await list({
      sort: { column: "vehicleCount", direction: "desc" },
      limit: 1,
      fields: ["name", "vehicleCount"],
    });
    expect(byCount.columns.vehicleCount![0]).toBeGreaterThan(0);
    const annual = await list({
      filter: { search: "scale co 0000" },
      sort: { column: "billingPeriod", direction: "asc" },
      fields: ["name", "billingPeriod"],
    });
    expect(annual.columns.billingPeriod).toEqual([
      "annually",
      "annually",
      "monthly",
      "monthly",
      "monthly",
      "monthly",
      "monthly",
      "monthly",
      "monthly",
    ]);
  }, 120_000);
});
