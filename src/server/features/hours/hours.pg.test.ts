// Hours of service over a real websocket against a real database (docs/hours.md): a driver's day from the driver app to
// the office's list and details, who sees and corrects which days, another company's isolation, corrections that keep
// the original, exactly-once resends, the statuses (docs/hours.md "Statuses") and the seeded violation and its section.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { advancingClock, clockFromEnv } from "../../../shared/clock";
import type {
  MyHours,
  TimesheetDetails,
  TimesheetListResponse,
  TimesheetsChanged,
} from "../../../shared/generated/hours";
import type { ResponseMessage } from "../../../shared/protocol/messages";
import { carrierDayOf, dayBounds, shiftDay } from "../../../shared/rules/timesheets";
import { createOtherCompany, dumpCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";
import { violationDay } from "./demo";
import { forgetRolls } from "./rollover";
import { hasStartedTodaysLog } from "./started-today";

const TZ = "America/Toronto";
const MIN = 60_000;
/**
 * The server's clock starts at noon tomorrow in Toronto (by the process's clock: the machine's, or FAKE_NOW's) and
 * runs on from there: the journey below (half an hour ago until now) stays within one day whatever time of night the
 * suite runs. Tomorrow, not a fixed date, so that it is recent. The demo company is seeded afresh by this clock,
 * its employees' created_date (from which day they keep a log, rollover.ts) with it.
 */
const SERVER_STARTS_AT =
  dayBounds(shiftDay(carrierDayOf(clockFromEnv(process.env).now(), TZ), 1), TZ).start + 12 * 60 * MIN;
const SIGNATURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
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

function command(
  socket: TestSocket,
  eventName: string,
  payload: unknown,
  clientId: string,
  seq: number,
): Promise<ResponseMessage> {
  const requestId = `hours${++requestCounter}`;
  return socket.sendRaw(JSON.stringify({ eventName, requestId, payload, command: { clientId, seq } }), requestId);
}

const ok = <T>(reply: ResponseMessage): T => {
  expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
  return reply.payload as T;
};

const list = async (socket: TestSocket, filter: object = {}, sort: object = { column: "driver", direction: "asc" }) =>
  ok<TimesheetListResponse>(
    await socket.request("TimesheetListRequestEvent", { filter, sort, offset: 0, limit: 500 } as never),
  );

const details = async (socket: TestSocket, id: string) =>
  ok<TimesheetDetails>(await socket.request("TimesheetGetRequestEvent", { id }));

async function until(check: () => boolean, ms = 2000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!check() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe.each(testDatabases())("hours of service on $name", (database) => {
  let server: TestServer;
  let manager: TestSocket;
  let driver1: TestSocket;
  let driver2: TestSocket;
  let other: OtherCompany;
  let rival: TestSocket;
  /** driver1's day of the journey below (today: the server's clock starts at noon). */
  let journeyDayId = "";
  /** The time by the server's clock, which the handlers judge every change by. */
  const serverNow = () => server.services.clock.now();

  beforeAll(async () => {
    server = await startTestServer(database, { clock: advancingClock(SERVER_STARTS_AT) });
    manager = await signedIn(server, "manager@mapleleaf.localhost");
    driver1 = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
    driver2 = await signedIn(server, "driver2@mapleleaf.localhost", "drive");
    other = await createOtherCompany(server.database.db, "hours");
    // Its people were added just now by the server's clock, not at the machine's time the database stamps: the day
    // roll gives a driver the days after their created_date.
    await server.database.db
      .updateTable("employees")
      .set({ created_date: server.services.clock.date() })
      .where("company_id", "=", other.companyId)
      .execute();
    await server.database.db
      .updateTable("companies")
      .set({ features: ["home", "users", "vehicles", "timesheets"] })
      .where("id", "=", other.companyId)
      .execute();
    rival = await signedIn(server, other.ownerEmail);
  });
  afterAll(async () => {
    for (const socket of [manager, driver1, driver2, rival]) socket?.close();
    await server?.close();
  });

  test("a driver goes on duty, drives and goes off duty: the office's list and details show the day", async () => {
    const now = serverNow();
    const at = (minutesAgo: number) => now - minutesAgo * MIN;
    const before = ok<MyHours>(await driver1.request("MyHoursRequestEvent", {}));
    expect(before.current?.status).toBe("off"); // the seeded days end off duty
    ok(
      await driver1.request("DutyStatusChangeRequestEvent", {
        status: "on",
        at: at(30),
        location: "Mississauga, ON yard",
      }),
    );
    ok(
      await driver1.request("DutyStatusChangeRequestEvent", {
        status: "driving",
        at: at(20),
        location: "Mississauga, ON yard",
      }),
    );
    const mine = ok<MyHours>(
      await driver1.request("DutyStatusChangeRequestEvent", {
        status: "off",
        at: at(10),
        location: "Milton, ON",
        note: "Delivered",
      }),
    );
    expect(mine.current).toMatchObject({ status: "off", location: "Milton, ON" });
    expect(mine.evaluation.remaining?.drivingMinutes).toBeGreaterThan(0);
    const day = carrierDayOf(at(30), TZ);
    const office = await list(
      manager,
      { period: "all", userId: mine.timesheet!.userId },
      { column: "date", direction: "desc" },
    );
    journeyDayId = office.ids[office.columns.day!.indexOf(day)]!;
    const shown = await details(manager, journeyDayId);
    expect(shown.timesheet).toMatchObject({ day, drivingMinutes: 10, endLocation: "Milton, ON" });
    expect(shown.timesheet.status).toBe(day === carrierDayOf(now, TZ) ? "inProgress" : "incomplete");
    expect(shown.entries.map((e) => e.status)).toEqual(["on", "driving", "off"]);
    expect(shown.entries[2]).toMatchObject({ annotation: "Delivered", origin: "driver", createdByName: "Daniel Roy" });
    expect(shown.carriedStatus).toBe("off");
    expect(shown).toMatchObject({ canCorrect: true, canCertify: false });
    // What the inspections domain asks before an inspection (timesheetStartedBeforeInspection).
    const db = server.database.db;
    const company = (
      await db.selectFrom("companies").select("id").where("name", "like", "Maple Leaf%").executeTakeFirstOrThrow()
    ).id;
    expect(await hasStartedTodaysLog(db, company, shown.timesheet.userId, serverNow())).toBe(
      day === carrierDayOf(now, TZ),
    );
    const tom = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "tom.macdonald@mapleleaf.localhost")
      .executeTakeFirstOrThrow();
    expect(await hasStartedTodaysLog(db, company, tom.id, serverNow())).toBe(false);
  });

  test("the driver certifies a day once it is over, with a signature; a later correction withdraws the certification", async () => {
    // 49 CFR 395.8 (FMCSA's guidance): the driver signs each 24-hour period's record at its end. Today's is still open.
    expect(
      await driver1.request("TimesheetCertifyRequestEvent", { id: journeyDayId, signature: SIGNATURE }),
    ).toMatchObject({
      statusCode: 400,
      error: { messageId: "ValidationFailed", fields: [{ path: "id", problem: "dayNotOver" }] },
    });
    expect((await details(driver1, journeyDayId)).canCertify).toBe(false);
    // A day that is over and not yet certified: the driver's latest worked day before today (the demo certified it;
    // its certification is taken back here so the test does not depend on the weekday).
    const db = server.database.db;
    const today = carrierDayOf(serverNow(), TZ);
    const past = await db
      .selectFrom("timesheets")
      .select(["id", "day"])
      .where("user_id", "=", (await details(driver1, journeyDayId)).timesheet.userId)
      .where("day", "<", today)
      .where("driving_minutes", ">", 0)
      .orderBy("day", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    await db
      .updateTable("timesheets")
      .set({ certified_at: null, certified_by: null, signature: null, status: "incomplete" })
      .where("id", "=", past.id)
      .execute();
    // The days to certify are days that are over, never today.
    const mine = ok<MyHours>(await driver1.request("MyHoursRequestEvent", {}));
    expect(mine.toCertify.map((d) => d.day)).not.toContain(mine.today);
    expect(mine.toCertify.map((d) => d.id)).toContain(past.id);
    const day = { id: past.id };
    expect((await details(driver1, day.id)).canCertify).toBe(true);

    const certified = ok<TimesheetDetails>(
      await driver1.request("TimesheetCertifyRequestEvent", { id: day.id, signature: SIGNATURE }),
    );
    expect(certified.timesheet.status).toBe("complete");
    expect(certified).toMatchObject({ signature: SIGNATURE, certifiedByName: "Daniel Roy", canCertify: true });
    expect(certified.history.map((h) => h.kind).at(-1)).toBe("certified");
    // Only the day's driver certifies it: the office cannot, whatever its role.
    expect(await manager.request("TimesheetCertifyRequestEvent", { id: day.id, signature: SIGNATURE })).toMatchObject({
      statusCode: 404,
      error: { messageId: "NotFound" },
    });
    const last = certified.entries.at(-1)!;
    ok(
      await driver1.request("TimesheetEntryCorrectRequestEvent", {
        timesheetId: day.id,
        entryId: last.id,
        entry: { status: last.status, start: last.start, location: "Milton, ON" },
        reason: "The place was missing",
      }),
    );
    const after = await details(manager, day.id);
    expect(after.timesheet.certifiedAt).toBeUndefined();
    expect(after.history.map((h) => h.kind).slice(-3)).toEqual(
      expect.arrayContaining(["certified", "certificationWithdrawn"]),
    );
  });

  test("changes the server refuses: in the future, before the latest change, twice at one instant", async () => {
    const refused = async (payload: object, path: string, problem: string) =>
      expect(await driver1.request("DutyStatusChangeRequestEvent", payload as never)).toMatchObject({
        statusCode: 400,
        error: { messageId: "ValidationFailed", fields: [{ path, problem }] },
      });
    await refused({ status: "on", at: serverNow() + 60 * MIN, location: "Milton" }, "at", "future");
    await refused({ status: "on", at: serverNow() - 8 * 24 * 60 * MIN, location: "Milton" }, "at", "tooOld");
    await refused({ status: "on", at: serverNow() - 60 * MIN, location: "Milton" }, "at", "beforeLatest");
    await refused({ status: "sleeper", location: "   " }, "location", "required");
  });

  test("a correction keeps the original: the entry is replaced, the history shows before, after and why", async () => {
    const day = await details(driver1, journeyDayId);
    const driving = day.entries.find((e) => e.status === "driving")!;
    const missingReason = await driver1.request("TimesheetEntryCorrectRequestEvent", {
      timesheetId: journeyDayId,
      entryId: driving.id,
      entry: { status: "yard", start: driving.start },
      reason: "  ",
    });
    expect(missingReason).toMatchObject({
      statusCode: 400,
      error: { messageId: "ValidationFailed", fields: [{ path: "reason", problem: "required" }] },
    });
    const corrected = ok<TimesheetDetails>(
      await driver1.request("TimesheetEntryCorrectRequestEvent", {
        timesheetId: journeyDayId,
        entryId: driving.id,
        entry: { status: "yard", start: driving.start, location: "Mississauga, ON yard" },
        reason: "Moved trailers in the yard, not on the road",
      }),
    );
    expect(corrected.entries.some((e) => e.id === driving.id)).toBe(false);
    expect(corrected.entries.find((e) => e.start === driving.start)).toMatchObject({
      status: "yard",
      origin: "correction",
      annotation: "Moved trailers in the yard, not on the road",
    });
    expect(corrected.timesheet.drivingMinutes).toBe(0);
    expect(corrected.history.at(-1)).toMatchObject({
      kind: "changed",
      byName: "Daniel Roy",
      reason: "Moved trailers in the yard, not on the road",
      before: { status: "driving", start: driving.start },
      after: { status: "yard", start: driving.start },
    });
    const original = await server.database.db
      .selectFrom("timesheet_entries")
      .selectAll()
      .where("id", "=", driving.id)
      .executeTakeFirstOrThrow();
    expect(original).toMatchObject({ status: "driving", live: false });
    expect(original.replaced_by).toBe(corrected.entries.find((e) => e.start === driving.start)!.id);

    // The office corrects with an annotation too; a removal keeps the removed entry.
    const yard = corrected.entries.find((e) => e.status === "yard")!;
    const removed = ok<TimesheetDetails>(
      await manager.request("TimesheetEntryCorrectRequestEvent", {
        timesheetId: journeyDayId,
        entryId: yard.id,
        reason: "Entered by mistake",
      }),
    );
    expect(removed.entries.some((e) => e.id === yard.id)).toBe(false);
    expect(removed.history.at(-1)).toMatchObject({
      kind: "removed",
      byName: "Marcus Singh",
      reason: "Entered by mistake",
      before: { status: "yard" },
    });
    expect(
      await server.database.db
        .selectFrom("timesheet_entries")
        .select(["removed_reason", "live"])
        .where("id", "=", yard.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ removed_reason: "Entered by mistake", live: false });
    expect(
      await driver1.request("TimesheetEntryCorrectRequestEvent", {
        timesheetId: journeyDayId,
        entry: { status: "on", start: serverNow() + 3_600_000 },
        reason: "later",
      }),
    ).toMatchObject({ statusCode: 400, error: { fields: [{ path: "entry.start", problem: "outsideDay" }] } });
  });

  test("a driver sees and corrects only their own days; the office sees everyone's", async () => {
    const mine = await list(driver2, { period: "all" });
    expect(mine.count).toBeGreaterThan(0);
    const names = new Set(mine.columns.driverName);
    expect([...names]).toEqual(["Priya Patel"]);
    expect(await driver2.request("TimesheetGetRequestEvent", { id: journeyDayId })).toMatchObject({
      statusCode: 404,
      error: { messageId: "NotFound" },
    });
    expect(
      await driver2.request("TimesheetEntryCorrectRequestEvent", {
        timesheetId: journeyDayId,
        entry: { status: "off", start: serverNow() - MIN },
        reason: "x",
      }),
    ).toMatchObject({ statusCode: 404 });
    const daniel = (await details(manager, journeyDayId)).timesheet.userId;
    expect((await list(driver2, { period: "all", userId: daniel })).count).toBe(0);
    const all = await list(manager, { period: "all" });
    expect(new Set(all.columns.driverName).size).toBeGreaterThan(2);
    expect(all.ids).toContain(journeyDayId);
    // A search over the driver's name, and the status filter.
    const priya = await list(manager, { period: "all", search: "priya" });
    expect(new Set(priya.columns.driverName)).toEqual(new Set(["Priya Patel"]));
    const offDays = await list(manager, { period: "all", status: "offDay" });
    expect(offDays.count).toBeGreaterThan(0);
    expect(offDays.columns.status!.every((s) => s === "offDay")).toBe(true);
  });

  test("another company's timesheets are invisible and unwritable, both ways", async () => {
    const ours = await details(manager, journeyDayId);
    const snapshot = JSON.stringify(ours.entries);
    expect(await rival.request("TimesheetGetRequestEvent", { id: journeyDayId })).toMatchObject({
      statusCode: 404,
      error: { messageId: "NotFound" },
    });
    expect(
      await rival.request("TimesheetEntryCorrectRequestEvent", {
        timesheetId: journeyDayId,
        entry: { status: "off", start: ours.timesheet.dayStart },
        reason: "Zqxvictim",
      }),
    ).toMatchObject({ statusCode: 404 });
    expect(
      await rival.request("TimesheetCertifyRequestEvent", { id: journeyDayId, signature: SIGNATURE }),
    ).toMatchObject({ statusCode: 404 });
    expect((await list(rival, { period: "all" })).ids).not.toContain(journeyDayId);
    expect((await list(rival, { period: "all", userId: ours.timesheet.userId })).count).toBe(0);
    expect(JSON.stringify((await details(manager, journeyDayId)).entries)).toBe(snapshot);
    // The other company's driver has a day of their own there (rollover), which our office cannot see or touch.
    const theirs = await list(rival, { period: "today" });
    expect(theirs.count).toBeGreaterThan(0);
    const before = await dumpCompany(server.database.db, other);
    expect(await manager.request("TimesheetGetRequestEvent", { id: theirs.ids[0]! })).toMatchObject({
      statusCode: 404,
    });
    expect(
      await manager.request("TimesheetEntryCorrectRequestEvent", {
        timesheetId: theirs.ids[0]!,
        entry: { status: "driving", start: serverNow() - MIN },
        reason: "x",
      }),
    ).toMatchObject({ statusCode: 404 });
    expect((await list(manager, { period: "all" })).ids).not.toContain(theirs.ids[0]);
    expect(await dumpCompany(server.database.db, other)).toBe(before);
  });

  test("a resent status change (same client id and sequence, e.g. from the offline queue) is applied once", async () => {
    const clientId = `drive${Math.random().toString(36).slice(2, 14)}abcdefgh`;
    const payload = { status: "sleeper", at: serverNow() - 2 * MIN, location: "Resent once, ON" };
    const first = await command(driver1, "DutyStatusChangeRequestEvent", payload, clientId, 1);
    expect(first.statusCode).toBe(200);
    const reconnected = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
    const again = await command(reconnected, "DutyStatusChangeRequestEvent", payload, clientId, 1);
    expect(again).toMatchObject({ statusCode: 200, payload: first.payload });
    const rows = await server.database.db
      .selectFrom("timesheet_entries")
      .select("id")
      .where("location", "=", "Resent once, ON")
      .execute();
    expect(rows).toHaveLength(1);
    reconnected.close();
  });

  test("statuses: a driver with no log is Missing today, a seeded weekend is an Off Day, yesterday's unsigned day Incomplete", async () => {
    const today = await list(manager, { period: "today" });
    const tom = today.columns.driverName!.indexOf("Tom MacDonald");
    expect(tom).toBeGreaterThanOrEqual(0);
    expect(today.columns.status![tom]).toBe("missing");
    // The non-commercial driver and the mechanic keep no daily log, so no rows (docs/hours.md "Which days exist").
    expect(today.columns.driverName).not.toContain("Sofía García");
    expect(today.columns.driverName).not.toContain("Wei Zhang");
    const priya = await list(manager, { period: "all", search: "priya" }, { column: "date", direction: "desc" });
    const yesterday = shiftDay(carrierDayOf(serverNow(), TZ), -1);
    expect(priya.columns.status![priya.columns.day!.indexOf(yesterday)]).toBe(
      /* weekend days are off days */ [0, 6].includes(new Date(`${yesterday}T12:00:00Z`).getUTCDay())
        ? "offDay"
        : "incomplete",
    );
    expect(priya.columns.status).toContain("complete");
    expect(priya.columns.status).toContain("offDay");
  });

  test("a day computed while open is recomputed once it has ended", async () => {
    const db = server.database.db;
    const row = await db
      .selectFrom("timesheets")
      .selectAll()
      .where("employee_name", "=", "Gurpreet Sandhu")
      .orderBy("day", "desc")
      .limit(1)
      .offset(1)
      .executeTakeFirstOrThrow();
    // As if the day had been computed while it was still running.
    await db
      .updateTable("timesheets")
      .set({ open: true, status: "inProgress", driving_minutes: 1 })
      .where("id", "=", row.id)
      .execute();
    forgetRolls(db);
    const shown = await details(manager, row.id);
    expect(shown.timesheet.status).toBe(row.status);
    expect(shown.timesheet.drivingMinutes).toBe(row.driving_minutes);
  });

  test("the seeded day with 9 hours off and no deferral shows the violation with its section", async () => {
    const day = violationDay(carrierDayOf(serverNow(), TZ));
    const priya = await list(manager, { period: "all", search: "priya" }, { column: "date", direction: "desc" });
    const shown = await details(manager, priya.ids[priya.columns.day!.indexOf(day)]!);
    expect(shown.timesheet.offDutyMinutes).toBe(9 * 60);
    const onThisDay = shown.evaluation.violations.filter((v) => v.onThisDay);
    expect(onThisDay).toEqual([
      expect.objectContaining({ rule: "CA_DAY_OFF_DUTY_10H", section: "SOR/2005-313 s.14(1)", day, at: shown.dayEnd }),
    ]);
    expect(shown.evaluation.remaining).toBeDefined();
  });

  test("a change reaches the office's open sockets live, and never another driver's or company's", async () => {
    const seen = { driver2: driver2.received.length, rival: rival.received.length };
    const mine = ok<MyHours>(
      await driver1.request("DutyStatusChangeRequestEvent", { status: "on", location: "Live, ON" }),
    );
    const id = mine.timesheet!.id;
    const pushed = () =>
      manager.received.find(
        (m) =>
          m.eventName === "TimesheetsChangedNotification" &&
          (m.payload as TimesheetsChanged).items[id]?.endLocation === "Live, ON",
      );
    await until(() => pushed() !== undefined);
    expect(pushed()).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(driver2.received.slice(seen.driver2).some((m) => m.eventName === "TimesheetsChangedNotification")).toBe(
      false,
    );
    expect(rival.received.slice(seen.rival).some((m) => m.eventName === "TimesheetsChangedNotification")).toBe(false);
  });

  test("a deferral and adverse conditions are declared once and shown on the day", async () => {
    const today = carrierDayOf(serverNow(), TZ);
    const first = ok<MyHours>(await driver2.request("DeferralDeclareRequestEvent", { day1: today }));
    expect(first.deferralDeclaredToday).toBe(true);
    ok(await driver2.request("DeferralDeclareRequestEvent", { day1: today }));
    expect(await driver2.request("DeferralDeclareRequestEvent", { day1: shiftDay(today, -3) })).toMatchObject({
      statusCode: 400,
      error: { fields: [{ path: "day1", problem: "notRecent" }] },
    });
    const adverse = ok<MyHours>(
      await driver2.request("AdverseConditionsDeclareRequestEvent", { note: "Freezing rain on Highway 11" }),
    );
    const shown = await details(driver2, adverse.timesheet!.id);
    expect(shown.deferralDeclared).toBe(true);
    expect(shown.adverseConditions).toEqual([expect.objectContaining({ note: "Freezing rain on Highway 11" })]);
    expect(shown.history.map((h) => h.kind)).toEqual(["deferralDeclared", "adverseDeclared"]);
  });

  test("a company without the timesheets feature cannot use them", async () => {
    await server.database.db
      .updateTable("companies")
      .set({ features: ["home", "users"] })
      .where("id", "=", other.companyId)
      .execute();
    const socket = await signedIn(server, other.ownerEmail);
    expect(
      await socket.request("TimesheetListRequestEvent", {
        filter: {},
        sort: { column: "date", direction: "desc" },
        offset: 0,
        limit: 10,
      }),
    ).toMatchObject({ statusCode: 403, error: { messageId: "FeatureDisabled" } });
    socket.close();
    await server.database.db
      .updateTable("companies")
      .set({ features: ["home", "users", "vehicles", "timesheets"] })
      .where("id", "=", other.companyId)
      .execute();
  });
});
