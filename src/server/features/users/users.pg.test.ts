// People over a real websocket against a real database: who may grant which role, InviteExists, the
// invitation journey (mail → set password → sign in), remove and restore, tenant isolation, and the company details.
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";

import type { CompanyDetails } from "../../../shared/generated/company";
import type {
  Person,
  UserListFilter,
  UserListRequest,
  UserListResponse,
  UsersChanged,
} from "../../../shared/generated/users";
import { lastMailedPath } from "../../mail/templates/eml";
import { createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";

async function signedIn(server: TestServer, email: string, password = TEST_PASSWORD): Promise<TestSocket> {
  const socket = await openTestSocket(server.wsUrl);
  const reply = await socket.request("UserSignInRequestEvent", { email, password });
  expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
  return socket;
}

const LIST: UserListRequest = {
  filter: {},
  sort: { column: "name", direction: "asc" },
  offset: 0,
  limit: 500,
  fields: ["first", "last", "email", "roles", "state"],
};

describe.each(testDatabases())("people on $name", (database) => {
  let server: TestServer;
  let owner: TestSocket;
  let manager: TestSocket;
  let mechanic: TestSocket;
  let other: OtherCompany;
  beforeAll(async () => {
    server = await startTestServer(database);
    other = await createOtherCompany(server.database.db);
    owner = await signedIn(server, "owner@mapleleaf.localhost");
    manager = await signedIn(server, "manager@mapleleaf.localhost");
    mechanic = await signedIn(server, "mechanic@mapleleaf.localhost");
  });
  afterAll(async () => {
    for (const socket of [owner, manager, mechanic]) socket?.close();
    await server?.close();
  });

  const list = async (socket: TestSocket, filter: UserListFilter = {}) =>
    (await socket.request("UserListRequestEvent", { ...LIST, filter })).payload as UserListResponse;

  test("the list shows the company's live people, not another company's", async () => {
    const page = await list(owner);
    expect(page.columns.email).toContain("driver1@mapleleaf.localhost");
    expect(page.columns.email).not.toContain(other.ownerEmail);
    expect(page.ids).toHaveLength(page.count);
    const drivers = await list(owner, { role: "driver" });
    expect(drivers.columns.roles!.every((roles) => roles.split(",").includes("driver"))).toBe(true);
  });

  test("a mechanic cannot list, read or manage people", async () => {
    const listed = await mechanic.request("UserListRequestEvent", LIST);
    expect(listed.error?.messageId).toBe("UnauthorizedException");
    const added = await mechanic.request("EmployeeAddRequestEvent", {
      user: { first: "Mo", last: "Ch", email: "mo@mapleleaf.localhost" },
      employee: { roles: ["driver"] },
    });
    expect(added.error?.messageId).toBe("UnauthorizedException");
    expect((await list(owner)).columns.email).not.toContain("mo@mapleleaf.localhost");
  });

  test("people's changes reach the owner's and manager's screens, never a mechanic's socket", async () => {
    const [ownerSeen, managerSeen, mechanicSeen] = [
      owner.received.length,
      manager.received.length,
      mechanic.received.length,
    ];
    const added = await owner.request("EmployeeAddRequestEvent", {
      user: { first: "Nora", last: "Notified", email: "nora@mapleleaf.localhost", phone: "416-555-0199" },
      employee: { roles: ["driver"] },
    });
    expect(added.statusCode).toBe(200);
    const notes = (socket: TestSocket, from: number) =>
      socket.received.slice(from).filter((m) => m.eventName === "UsersChangedNotification");
    // The change feed sends a batch shortly after the write: wait for it rather than for a fixed time.
    await vi.waitFor(() => {
      expect(notes(owner, ownerSeen)).toHaveLength(1);
      expect(notes(manager, managerSeen)).toHaveLength(1);
    });
    // One flush reached every socket it was for: the mechanic's got nothing.
    expect(notes(mechanic, mechanicSeen)).toEqual([]);
  });

  test("a manager cannot grant administrator or owner, nor remove the owner; the owner can grant owner", async () => {
    const admin = await manager.request("EmployeeAddRequestEvent", {
      user: { first: "Al", last: "Root", email: "al@mapleleaf.localhost" },
      employee: { roles: ["administrator"] },
    });
    expect(admin.error?.messageId).toBe("UnauthorizedException");
    const added = await manager.request("EmployeeAddRequestEvent", {
      user: { first: "Dee", last: "Rivers", email: "dee@mapleleaf.localhost" },
      employee: { roles: ["driver"] },
    });
    expect(added.statusCode).toBe(200);
    const dee = added.payload as Person;
    const promote = await manager.request("UserSaveRequestEvent", {
      userId: dee.user.id,
      user: { first: "Dee", last: "Rivers", email: "dee@mapleleaf.localhost" },
      employee: { roles: ["driver", "administrator"] },
    });
    expect(promote.error?.messageId).toBe("UnauthorizedException");
    expect(
      ((await owner.request("UserGetRequestEvent", { userId: dee.user.id })).payload as Person).employee.roles,
    ).toEqual(["driver"]);
    const ownerId = (await list(owner, { role: "owner" })).ids[0]!;
    expect((await manager.request("UserRemoveRequestEvent", { userId: ownerId })).error?.messageId).toBe(
      "UnauthorizedException",
    );
    const byOwner = await owner.request("UserSaveRequestEvent", {
      userId: dee.user.id,
      user: { first: "Dee", last: "Rivers", email: "dee@mapleleaf.localhost", licenseClass: "AZ" },
      employee: { roles: ["driver", "manager"] },
    });
    expect((byOwner.payload as Person).employee.roles).toEqual(["driver", "manager"]);
  });

  test("invite → mail → set password → the new user signs in; inviting them again is InviteExists", async () => {
    const email = "ines.invited@mapleleaf.localhost";
    const invited = await owner.request("UserInviteRequestEvent", {
      user: { first: "Ines", last: "Invited", email },
      employee: { roles: ["manager"] },
      sendEmail: true,
    });
    expect(invited.statusCode, JSON.stringify(invited.error)).toBe(200);
    expect((invited.payload as Person).employee.state).toBe("invited");
    expect((await list(owner, { state: "invited" })).columns.email).toContain(email);
    await server.services.mail.kick();
    const path = lastMailedPath(join(server.dataDir, "mail"), email, "/recovery");
    expect(path).toBeDefined();
    const anonymous = await openTestSocket(server.wsUrl);
    const reset = await anonymous.request("CredentialsResetRequestEvent", {
      token: path!.split("/").at(-1)!,
      password: "a-brand-new-passphrase",
    });
    expect(reset.statusCode).toBe(200);
    anonymous.close();
    const ines = await signedIn(server, email, "a-brand-new-passphrase");
    ines.close();
    expect(
      ((await owner.request("UserGetRequestEvent", { userId: (invited.payload as Person).user.id })).payload as Person)
        .employee.state,
    ).toBe("active");
    const again = await owner.request("UserInviteRequestEvent", {
      user: { first: "Ines", last: "Invited", email: email.toUpperCase() },
      employee: { roles: ["driver"] },
      sendEmail: false,
    });
    expect(again.error?.messageId).toBe("InviteExists");
  });

  test("inviting another company's person adds them without a second account", async () => {
    const email = other.ownerEmail;
    const before = await server.database.db.selectFrom("users").select("id").where("email", "=", email).execute();
    const invited = await owner.request("UserInviteRequestEvent", {
      user: { first: "X", last: "Y", email },
      employee: { roles: ["driver"] },
      sendEmail: false,
    });
    expect(invited.statusCode).toBe(200);
    const person = invited.payload as Person;
    expect(person.user.id).toBe(before[0]!.id);
    // Their account keeps its own name; their state here is active because they can already sign in.
    expect(person.user.first).not.toBe("X");
    expect(person.employee.state).toBe("active");
    expect(person.otherCompanies).toBe(1);
    const after = await server.database.db.selectFrom("users").select("id").where("email", "=", email).execute();
    expect(after).toHaveLength(1);
  });

  test("remove is soft and ends the person's sessions; restore brings them back; notifications follow", async () => {
    const driver = await signedIn(server, "mechanic@mapleleaf.localhost");
    const mechanicId = (await list(owner)).ids[
      (await list(owner)).columns.email!.indexOf("mechanic@mapleleaf.localhost")
    ]!;
    const seen = owner.received.length;
    const removed = await owner.request("UserRemoveRequestEvent", { userId: mechanicId });
    expect((removed.payload as Person).employee.state).toBe("inactive");
    expect((await driver.closed).code).toBe(4001);
    expect((await list(owner)).ids).not.toContain(mechanicId);
    expect((await list(owner, { state: "inactive" })).ids).toContain(mechanicId);
    const row = await server.database.db
      .selectFrom("employees")
      .select("state")
      .where("user_id", "=", mechanicId)
      .executeTakeFirst();
    expect(row?.state).toBe("inactive");
    const restored = await owner.request("UserRestoreRequestEvent", { userId: mechanicId });
    expect((restored.payload as Person).employee.state).toBe("active");
    await new Promise((resolve) => setTimeout(resolve, 120));
    const notes = owner.received.slice(seen).filter((m) => m.eventName === "UsersChangedNotification");
    expect(notes.some((n) => mechanicId in (n.payload as UsersChanged).items)).toBe(true);
    mechanic = await signedIn(server, "mechanic@mapleleaf.localhost");
  });

  test("restore gives back the state a person had: active without a password stays active, a pending invitation stays invited", async () => {
    const mails = async () =>
      Number(
        (
          await server.database.db
            .selectFrom("mail_outbox")
            .select(server.database.db.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const added = await owner.request("EmployeeAddRequestEvent", {
      user: { first: "Ada", last: "Added", email: "ada.added@mapleleaf.localhost" },
      employee: { roles: ["driver"] },
    });
    expect(added.statusCode, JSON.stringify(added.error)).toBe(200);
    const invited = await owner.request("UserInviteRequestEvent", {
      user: { first: "Ivo", last: "Invited", email: "ivo.invited@mapleleaf.localhost" },
      employee: { roles: ["driver"] },
      sendEmail: false,
    });
    expect(invited.statusCode, JSON.stringify(invited.error)).toBe(200);
    for (const [reply, state] of [
      [added, "active"],
      [invited, "invited"],
    ] as const) {
      const person = reply.payload as Person;
      expect(person.employee.state).toBe(state);
      const before = await mails();
      const removed = await owner.request("UserRemoveRequestEvent", { userId: person.user.id });
      expect((removed.payload as Person).employee.state).toBe("inactive");
      const restored = await owner.request("UserRestoreRequestEvent", { userId: person.user.id });
      expect((restored.payload as Person).employee.state, person.user.first).toBe(state);
      expect(await mails()).toBe(before);
    }
  });

  test("another company's people read as NotFound and no write touches them", async () => {
    // other.userIds[0] is the owner's invitee since an earlier test; [1] and [2] belong to the other company only.
    const victim = other.userIds[1]!;
    const before = await server.database.db
      .selectFrom("employees")
      .selectAll()
      .where("company_id", "=", other.companyId)
      .orderBy("id")
      .execute();
    expect((await owner.request("UserGetRequestEvent", { userId: victim })).error?.messageId).toBe("NotFound");
    const fields = { first: "Hacked", last: "Hacked", email: "hacked@evil.localhost" };
    for (const userId of other.userIds.slice(1)) {
      expect(
        (await owner.request("UserSaveRequestEvent", { userId, user: fields, employee: { roles: ["driver"] } })).error
          ?.messageId,
      ).toBe("NotFound");
      expect((await owner.request("UserRemoveRequestEvent", { userId })).error?.messageId).toBe("NotFound");
      expect((await owner.request("UserRestoreRequestEvent", { userId })).error?.messageId).toBe("NotFound");
    }
    const imported = await owner.request("ImportEmployeesFromFileQueryOperation", {
      files: [other.fileId],
      companyId: other.companyId,
    });
    expect(imported.statusCode).toBe(400);
    const after = await server.database.db
      .selectFrom("employees")
      .selectAll()
      .where("company_id", "=", other.companyId)
      .orderBy("id")
      .execute();
    expect(after).toEqual(before);
  });

  test("a shared person's email is locked: one company cannot take over the account", async () => {
    const driver1 = (await list(owner)).ids[(await list(owner)).columns.email!.indexOf("driver1@mapleleaf.localhost")]!;
    const reply = await owner.request("UserSaveRequestEvent", {
      userId: driver1,
      user: { first: "Daniel", last: "Roy", email: "attacker@evil.localhost" },
    });
    expect(reply).toMatchObject({
      statusCode: 400,
      error: { messageId: "ValidationFailed", fields: [{ path: "user.email", problem: "emailLocked" }] },
    });
  });

  test("company details: email lists and addresses are checked field by field; admin fields are for administrators", async () => {
    const got = (await owner.request("CompanyGetRequestEvent", {})).payload as CompanyDetails;
    expect(got.admin).toBeUndefined();
    expect(got.canEditAdmin).toBe(false);
    expect(got.fields.timeZone).toBe("America/Toronto");
    expect(got.features.length).toBeGreaterThan(0);
    const bad = await owner.request("CompanySaveRequestEvent", {
      fields: { ...got.fields, emailDefects: "a@b.ca, nope", hq: { street: "1 Main" } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.error?.fields?.map((f) => f.path).sort()).toEqual([
      "fields.emailDefects",
      "fields.hq.city",
      "fields.hq.jurisdiction",
    ]);
    const admin = await owner.request("CompanySaveRequestEvent", {
      fields: got.fields,
      admin: { creditCents: 100000 },
    });
    expect(admin.error?.messageId).toBe("UnauthorizedException");
    const good = await owner.request("CompanySaveRequestEvent", {
      fields: {
        ...got.fields,
        emailDefects: "safety@mapleleaf.localhost,  shop@mapleleaf.localhost",
        hq: { street: "1 Main St", city: "Hamilton", jurisdiction: "ON", country: "Canada", postal: "L8P 4R5" },
      },
    });
    expect(good.statusCode, JSON.stringify(good.error)).toBe(200);
    const saved = good.payload as CompanyDetails;
    expect(saved.fields.emailDefects).toBe("safety@mapleleaf.localhost, shop@mapleleaf.localhost");
    expect(saved.hqComplete).toBe(true);
    const row = await server.database.db
      .selectFrom("companies")
      .select("credit_cents")
      .where("id", "=", saved.company.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.credit_cents)).toBe(0);
  });
});
