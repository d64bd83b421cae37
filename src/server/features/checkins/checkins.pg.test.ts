// Check-ins over a real websocket against a real database (docs/checkins.md): the driver app's sign-in, submitting fit
// and "not able to work" (mailed to the office through the outbox), who sees which check-ins, another company's
// isolation, exactly-once resends, and live notifications to the office only.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { advancingClock } from "../../../shared/clock";
import type { CheckIn, CheckInListResponse, CheckInsChanged } from "../../../shared/generated/checkins";
import type { ResponseMessage } from "../../../shared/protocol/messages";
import { createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";

const DRIVE = { app: "drive" as const };
const DAY_MS = 24 * 3600_000;
/**
 * The server's clock starts at 07:00 on 23 November 2026 in Toronto and runs on from there, so the check-in of the
 * evening before stays within the 7 days a check-in may be late, whenever the suite runs.
 */
const SERVER_STARTS_AT = Date.UTC(2026, 10, 23, 12, 0);
let requestCounter = 0;

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

function command(socket: TestSocket, payload: unknown, clientId: string, seq: number): Promise<ResponseMessage> {
  const requestId = `checkin${++requestCounter}`;
  return socket.sendRaw(
    JSON.stringify({ eventName: "CheckInSubmitRequestEvent", requestId, payload, command: { clientId, seq } }),
    requestId,
  );
}

const list = async (socket: TestSocket, filter: object = {}) =>
  (
    await socket.request("CheckInListRequestEvent", {
      filter,
      sort: { column: "time", direction: "desc" },
      offset: 0,
      limit: 500,
    })
  ).payload as CheckInListResponse;

async function until(check: () => boolean, ms = 2000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!check() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe.each(testDatabases())("check-ins on $name", (database) => {
  let server: TestServer;
  let manager: TestSocket;
  let driver1: TestSocket;
  let driver2: TestSocket;
  let other: OtherCompany;
  let rival: TestSocket;
  const mailsAbout = (reason: string) =>
    server.services.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "text_body"])
      .where("text_body", "like", `%${reason}%`)
      .execute();

  beforeAll(async () => {
    server = await startTestServer(database, { clock: advancingClock(SERVER_STARTS_AT) });
    manager = await signedIn(server, "manager@mapleleaf.localhost");
    driver1 = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
    driver2 = await signedIn(server, "driver2@mapleleaf.localhost", "drive");
    other = await createOtherCompany(server.database.db, "checkins");
    // The other company has the check-ins feature too, so its people can check in and be probed.
    await server.database.db
      .updateTable("companies")
      .set({ features: ["home", "users", "vehicles", "checkins"] })
      .where("id", "=", other.companyId)
      .execute();
    rival = await signedIn(server, other.ownerEmail);
  });
  afterAll(async () => {
    for (const socket of [manager, driver1, driver2, rival]) socket?.close();
    await server?.close();
  });

  test("a driver signs in to the driver app but not to the portal, and resumes only there", async () => {
    const socket = await openTestSocket(server.wsUrl);
    const portal = await socket.request("UserSignInRequestEvent", {
      email: "driver1@mapleleaf.localhost",
      password: TEST_PASSWORD,
    });
    expect(portal).toMatchObject({ statusCode: 403, error: { messageId: "UnauthorizedException" } });
    const drive = await socket.request("UserSignInRequestEvent", {
      email: "driver1@mapleleaf.localhost",
      password: TEST_PASSWORD,
      ...DRIVE,
    });
    expect(drive.statusCode).toBe(200);
    const token = (drive.payload as { token: string }).token;
    const tab = await openTestSocket(server.wsUrl);
    expect(await tab.request("UserSessionResumeRequestEvent", { token })).toMatchObject({
      statusCode: 403,
      error: { messageId: "UnauthorizedException" },
    });
    expect((await tab.request("UserSessionResumeRequestEvent", { token, ...DRIVE })).statusCode).toBe(200);
    // The administrator, who has no driver-app role in any company, is refused there.
    const admin = await socket.request("UserSignInRequestEvent", {
      email: "admin@fleetportal.localhost",
      password: TEST_PASSWORD,
      ...DRIVE,
    });
    expect(admin).toMatchObject({ statusCode: 403, error: { messageId: "UnauthorizedException" } });
    socket.close();
    tab.close();
  });

  test("fit for duty is saved with its day in the company's time zone and mails nobody", async () => {
    const at = Date.UTC(2026, 10, 23, 3, 30); // 22:30 on 22 November in Toronto
    const reply = await driver1.request("CheckInSubmitRequestEvent", {
      checkIn: {
        result: "None",
        reason: "ignored when fit",
        at,
        location: { latitude: 43.65, longitude: -79.38, accuracy: 12 },
      },
    });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    const saved = reply.payload as CheckIn;
    expect(saved).toMatchObject({
      result: "None",
      employeeName: "Daniel Roy",
      day: "2026-11-22",
      createdDate: at,
      location: { latitude: 43.65, longitude: -79.38, accuracy: 12 },
    });
    expect(saved.reason).toBeUndefined();
    expect(saved.id).toMatch(/^#45:\d+$/);
    expect(await mailsAbout("ignored when fit")).toEqual([]);
  });

  test("not able to work needs a reason, and then mails the company's managers and owners through the outbox", async () => {
    const missing = await driver2.request("CheckInSubmitRequestEvent", {
      checkIn: { result: "NotAbleToWork", reason: "   " },
    });
    expect(missing).toMatchObject({
      statusCode: 400,
      error: { messageId: "ValidationFailed", fields: [{ path: "checkIn.reason", problem: "required" }] },
    });
    const tooOld = await driver2.request("CheckInSubmitRequestEvent", {
      checkIn: { result: "None", at: server.services.clock.now() - 8 * DAY_MS },
    });
    expect(tooOld).toMatchObject({
      statusCode: 400,
      error: { messageId: "ValidationFailed", fields: [{ path: "checkIn.at", problem: "tooOld" }] },
    });

    const reply = await driver2.request("CheckInSubmitRequestEvent", {
      checkIn: { result: "NotAbleToWork", reason: "Fever since last night" },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.payload).toMatchObject({
      result: "NotAbleToWork",
      reason: "Fever since last night",
      employeeName: "Priya Patel",
    });
    const mails = await mailsAbout("Fever since last night");
    expect(mails.map((m) => m.to_address).sort()).toEqual(["manager@mapleleaf.localhost", "owner@mapleleaf.localhost"]);
    expect(mails[0]!.subject).toBe("Fleet Portal: Priya Patel is not able to work");
    expect(mails[0]!.text_body).toContain("/portal/operator/checkins/");
  });

  test("a driver sees only their own check-ins; the office sees everyone's and filters by employee and result", async () => {
    const mine = (await driver1.request("CheckInSubmitRequestEvent", { checkIn: { result: "None" } }))
      .payload as CheckIn;
    const theirs = (await driver2.request("CheckInSubmitRequestEvent", { checkIn: { result: "None" } }))
      .payload as CheckIn;
    const driverList = await list(driver1);
    expect(driverList.ids).toContain(mine.id);
    expect(driverList.ids).not.toContain(theirs.id);
    expect(driverList.columns.employeeName?.every((name) => name === "Daniel Roy")).toBe(true);
    // Asking for someone else's is answered with nobody's, and one of theirs reads as not found.
    expect((await list(driver1, { userId: theirs.userId })).count).toBe(0);
    expect(await driver1.request("CheckInGetRequestEvent", { id: theirs.id })).toMatchObject({
      statusCode: 404,
      error: { messageId: "NotFound" },
    });

    const office = await list(manager);
    expect(office.ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const byEmployee = await list(manager, { userId: theirs.userId });
    expect(byEmployee.ids).toContain(theirs.id);
    expect(byEmployee.ids).not.toContain(mine.id);
    const notAble = await list(manager, { result: "notAble" });
    expect(notAble.columns.result?.every((result) => result === "NotAbleToWork")).toBe(true);
    expect(notAble.columns.reason).toContain("Fever since last night");
    expect((await manager.request("CheckInGetRequestEvent", { id: mine.id })).payload).toEqual(mine);
    // Sorted by employee, then by id: Daniel before Priya.
    const sorted = (
      await manager.request("CheckInListRequestEvent", {
        filter: {},
        sort: { column: "employee", direction: "asc" },
        offset: 0,
        limit: 500,
        fields: ["employeeName"],
      })
    ).payload as CheckInListResponse;
    const names = sorted.columns.employeeName!;
    expect([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(names);
  });

  test("the day filter finds a day's check-ins in the company's time zone", async () => {
    const at = Date.UTC(2026, 0, 5, 15);
    const saved = (
      await driver1.request("CheckInSubmitRequestEvent", {
        checkIn: { result: "None", at: Math.max(at, server.services.clock.now() - 6 * DAY_MS) },
      })
    ).payload as CheckIn;
    const day = await list(manager, { day: saved.day });
    expect(day.ids).toContain(saved.id);
    expect(day.columns.day?.every((d) => d === saved.day)).toBe(true);
    expect((await list(manager, { day: "1999-01-01" })).count).toBe(0);
  });

  test("another company's check-ins are invisible, and its people's check-ins land in their own company", async () => {
    const mine = (
      await driver1.request("CheckInSubmitRequestEvent", {
        checkIn: { result: "NotAbleToWork", reason: "Private matter" },
      })
    ).payload as CheckIn;
    expect(await rival.request("CheckInGetRequestEvent", { id: mine.id })).toMatchObject({
      statusCode: 404,
      error: { messageId: "NotFound" },
    });
    expect((await list(rival)).ids).not.toContain(mine.id);
    expect((await list(rival, { userId: mine.userId })).count).toBe(0);
    const theirs = (
      await rival.request("CheckInSubmitRequestEvent", { checkIn: { result: "NotAbleToWork", reason: "Rival reason" } })
    ).payload as CheckIn;
    expect(theirs.companyId).toBe(other.companyId);
    expect(await manager.request("CheckInGetRequestEvent", { id: theirs.id })).toMatchObject({ statusCode: 404 });
    expect((await list(manager)).ids).not.toContain(theirs.id);
    // Its mail goes to its own office only (the owner who checked in gets none: the manager does).
    expect((await mailsAbout("Rival reason")).map((m) => m.to_address)).toEqual([
      other.ownerEmail.replace("owner@", "manager@"),
    ]);
  });

  test("a company without the check-ins feature cannot check in or list them", async () => {
    await server.database.db
      .updateTable("companies")
      .set({ features: ["home", "users"] })
      .where("id", "=", other.companyId)
      .execute();
    const socket = await signedIn(server, other.ownerEmail);
    expect(await socket.request("CheckInSubmitRequestEvent", { checkIn: { result: "None" } })).toMatchObject({
      statusCode: 403,
      error: { messageId: "FeatureDisabled" },
    });
    expect(
      await socket.request("CheckInListRequestEvent", {
        filter: {},
        sort: { column: "time", direction: "desc" },
        offset: 0,
        limit: 10,
      }),
    ).toMatchObject({ statusCode: 403, error: { messageId: "FeatureDisabled" } });
    socket.close();
    await server.database.db
      .updateTable("companies")
      .set({ features: ["home", "users", "vehicles", "checkins"] })
      .where("id", "=", other.companyId)
      .execute();
  });

  test("a resent check-in (same client id and sequence, e.g. from the offline queue) is applied and mailed once", async () => {
    const clientId = `drive${Math.random().toString(36).slice(2, 14)}abcdefgh`;
    const payload = { checkIn: { result: "NotAbleToWork", reason: "Resent once only" } };
    const first = await command(driver1, payload, clientId, 1);
    expect(first.statusCode).toBe(200);
    const reconnected = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
    const again = await command(reconnected, payload, clientId, 1);
    expect(again).toMatchObject({ statusCode: 200, payload: first.payload });
    const rows = await server.database.db
      .selectFrom("checkins")
      .select("id")
      .where("reason", "=", "Resent once only")
      .execute();
    expect(rows).toHaveLength(1);
    expect(await mailsAbout("Resent once only")).toHaveLength(2); // the manager and the owner, once each
    reconnected.close();
  });

  test("a check-in reaches the office's open sockets live, and never a driver's or another company's", async () => {
    const seen = { driver2: driver2.received.length, rival: rival.received.length };
    const saved = (await driver1.request("CheckInSubmitRequestEvent", { checkIn: { result: "None" } }))
      .payload as CheckIn;
    const pushed = () =>
      manager.received.find(
        (m) => m.eventName === "CheckInsChangedNotification" && (m.payload as CheckInsChanged).items[saved.id],
      );
    await until(() => pushed() !== undefined);
    expect((pushed()!.payload as CheckInsChanged).items[saved.id]).toEqual(saved);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(driver2.received.slice(seen.driver2).some((m) => m.eventName === "CheckInsChangedNotification")).toBe(false);
    expect(rival.received.slice(seen.rival).some((m) => m.eventName === "CheckInsChangedNotification")).toBe(false);
  });

  test("renaming a person renames their check-ins in the list (the copied, sortable name follows)", async () => {
    const saved = (await driver2.request("CheckInSubmitRequestEvent", { checkIn: { result: "None" } }))
      .payload as CheckIn;
    await server.database.db.updateTable("users").set({ last: "Patel-Shah" }).where("id", "=", saved.userId).execute();
    expect((await manager.request("CheckInGetRequestEvent", { id: saved.id })).payload).toMatchObject({
      employeeName: "Priya Patel-Shah",
    });
  });
});
