// timesheetStartedBeforeInspection (docs/inspections.md "Rules") over the real websocket: who must have started today's
// record of duty status before an inspection is accepted, under each preference combination and with the timesheets
// feature off; a refusal is catalogued (TimesheetNotStarted, with a hint) and writes nothing.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { InspectionReadiness, InspectionSubmitRequest } from "../../../shared/generated/inspections";
import type { VehicleSchedule } from "../../../shared/generated/schedules";
import { carrierDayOf, dayBounds, DEFAULT_TIME_ZONE } from "../../../shared/rules/timesheets";
import { hashPassword } from "../../passwords";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import type { TestSocket } from "../../testing/ws-client";
import { demoCompanyId, inspectionOf, scheduleFor, signedIn, startTheDay, vehicleId, writeCounts } from "./test-kit";

type Preference = "yes" | "no" | "global" | undefined;

describe.each(testDatabases())("timesheet started before inspection on $name", (database) => {
  let server: TestServer;
  let companyId: string;
  let vehicle: string;
  let schedule: VehicleSchedule;
  const sockets: TestSocket[] = [];

  /** Signs in without starting the day (drivers and mechanics through the driver app, as they inspect). */
  const as = async (email: string) => {
    const socket = await signedIn(server, email, "drive", false);
    sockets.push(socket);
    return socket;
  };
  const setCompany = (on: boolean) =>
    server.database.db
      .updateTable("companies")
      .set({ timesheet_started_before_inspection: on })
      .where("id", "=", companyId)
      .execute();
  const setPreference = async (email: string, value: Preference) => {
    const user = await server.database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await server.database.db
      .updateTable("employees")
      .set({ preferences: JSON.stringify(value === undefined ? {} : { timesheetStartedBeforeInspection: value }) })
      .where("company_id", "=", companyId)
      .where("user_id", "=", user.id)
      .execute();
  };
  const readiness = async (socket: TestSocket) => {
    const reply = await socket.request("InspectionReadinessRequestEvent", {});
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return reply.payload as InspectionReadiness;
  };
  const submit = (socket: TestSocket, extra: Partial<InspectionSubmitRequest> = {}) =>
    socket.request(
      "InspectionSubmitRequestEvent",
      inspectionOf(vehicle, schedule, {}, { inspectedAt: server.services.clock.now() - 30_000, ...extra }),
    );
  /** The inspection is refused with the catalogued error and nothing of it is written. */
  const refused = async (socket: TestSocket, extra: Partial<InspectionSubmitRequest> = {}) => {
    const before = await writeCounts(server);
    const reply = await submit(socket, extra);
    expect(reply.statusCode).toBe(409);
    expect(reply.error?.messageId).toBe("TimesheetNotStarted");
    expect(reply.error?.hint).toMatch(/Hours of Service/);
    expect(reply.error?.fields).toEqual([{ path: "inspectedAt", problem: "timesheetNotStarted" }]);
    expect(await writeCounts(server)).toEqual(before);
  };
  const accepted = async (socket: TestSocket) => {
    const reply = await submit(socket, { inspectedAt: server.services.clock.now() });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    companyId = await demoCompanyId(server);
    vehicle = await vehicleId(server, "T-104");
    // The demo's other people have no password; these tests sign them in.
    const emails = ["tom.macdonald", "wei.zhang", "dmitri.ivanov", "sofia.garcia", "kevin.obrien", "aisha.mensah"].map(
      (name) => `${name}@mapleleaf.localhost`,
    );
    await server.database.db
      .updateTable("users")
      .set({ password_hash: await hashPassword(TEST_PASSWORD) })
      .where("email", "in", emails)
      .execute();
    const owner = await signedIn(server, "owner@mapleleaf.localhost");
    sockets.push(owner);
    schedule = await scheduleFor(owner, vehicle);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  test("company on (its default): a commercial driver is refused until the day is started, and told so before starting", async () => {
    const tom = await as("tom.macdonald@mapleleaf.localhost");
    expect(await readiness(tom)).toEqual({ timesheetRequired: true, timesheetStarted: false });
    await refused(tom);
    // Started after the inspection was signed (an inspection queued on the phone): still refused, judged by when it was done.
    const signedAt = server.services.clock.now() - 60_000;
    await startTheDay(tom, server.services.clock.now() - 20_000);
    await refused(tom, { inspectedAt: signedAt });
    expect(await readiness(tom)).toEqual({ timesheetRequired: true, timesheetStarted: true });
    await accepted(tom);
  });

  /**
   * Takes back the person's duty-status changes of today (the company's day in its zone), as a correction does: the
   * rows stay (records are kept, SOR/2005-313 s.12), no longer live.
   */
  async function notStartedToday(email: string): Promise<void> {
    const db = server.database.db;
    const today = dayBounds(carrierDayOf(server.services.clock.now(), DEFAULT_TIME_ZONE), DEFAULT_TIME_ZONE);
    const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await db
      .updateTable("timesheet_entries")
      .set({ removed_at: server.services.clock.date(), removed_reason: "Not this test's day" })
      .where("employee_id", "in", db.selectFrom("employees").select("id").where("user_id", "=", user.id))
      .where("start_at", ">=", new Date(today.start))
      .execute();
  }

  test("a mechanic must start too; a driver-and-mechanic too; a non-commercial driver and an owner never", async () => {
    const wei = await as("wei.zhang@mapleleaf.localhost");
    expect(await readiness(wei)).toEqual({ timesheetRequired: true, timesheetStarted: false });
    await refused(wei);
    // The demo starts Dmitri's day once his weekday shift has begun (seed/demo-shifts.ts): this case is a
    // driver-and-mechanic who has not, so today's changes are taken back first.
    await notStartedToday("dmitri.ivanov@mapleleaf.localhost");
    const dmitri = await as("dmitri.ivanov@mapleleaf.localhost");
    await refused(dmitri);
    const sofia = await as("sofia.garcia@mapleleaf.localhost");
    expect(await readiness(sofia)).toEqual({ timesheetRequired: false, timesheetStarted: true });
    await accepted(sofia);
    const owner = await as("owner@mapleleaf.localhost");
    expect(await readiness(owner)).toEqual({ timesheetRequired: false, timesheetStarted: true });
    await accepted(owner);
  });

  // Company preference × the employee's: yes and no override, global and nothing follow the company.
  const combinations: [company: boolean, employee: Preference, required: boolean][] = [
    [true, undefined, true],
    [true, "global", true],
    [true, "yes", true],
    [true, "no", false],
    [false, undefined, false],
    [false, "global", false],
    [false, "no", false],
    [false, "yes", true],
  ];
  test.each(combinations)("company %s, employee %s → required %s", async (company, employee, required) => {
    const email = "kevin.obrien@mapleleaf.localhost";
    await setCompany(company);
    await setPreference(email, employee);
    try {
      const kevin = await as(email);
      expect(await readiness(kevin)).toEqual({ timesheetRequired: required, timesheetStarted: !required });
      if (required) await refused(kevin);
      else await accepted(kevin);
    } finally {
      await setCompany(true);
      await setPreference(email, undefined);
    }
  });

  test("without the timesheets feature nobody needs a record, whatever the preferences say", async () => {
    const email = "aisha.mensah@mapleleaf.localhost";
    const company = await server.database.db
      .selectFrom("companies")
      .select("features")
      .where("id", "=", companyId)
      .executeTakeFirstOrThrow();
    await server.database.db
      .updateTable("companies")
      .set({ features: company.features.filter((f) => f !== "timesheets") })
      .where("id", "=", companyId)
      .execute();
    await setPreference(email, "yes");
    try {
      const aisha = await as(email);
      expect(await readiness(aisha)).toEqual({ timesheetRequired: false, timesheetStarted: true });
      await accepted(aisha);
    } finally {
      await server.database.db
        .updateTable("companies")
        .set({ features: company.features })
        .where("id", "=", companyId)
        .execute();
      await setPreference(email, undefined);
    }
  });
});
