// ELD file import over a real websocket against a real database (docs/hours.md "ELD file import"): a 30-day file
// written as §4.8.2 lays it out (with line check values) imports as the driver's entries, with progress, its source
// kept and the engine's violations cited by section; importing over the driver's own records is refused naming the
// days; a malformed file names its line and writes nothing; another company's driver or file is refused; a driver
// cannot import.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { clockFromEnv } from "../../../shared/clock";
import type { EldImportResult, TimesheetDetails } from "../../../shared/generated/hours";
import type { ResponseMessage } from "../../../shared/protocol/messages";
import { lineCheckValue } from "../../../shared/rules/eld-output-file";
import { sampleEldFile, sampleEldLog, sampleFirstDayEndingBy } from "../../../shared/rules/eld-output-file-sample";
import { shiftDay } from "../../../shared/rules/timesheets";
import { createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";

const TZ = "America/Toronto";

describe.each(testDatabases())("ELD file import on $name", (database) => {
  let server: TestServer;
  let manager: TestSocket;
  let managerToken = "";
  let driver: TestSocket;
  let driverToken = "";
  let other: OtherCompany;
  let gurpreetId = "";
  // 30 days ending a month ago: before the seeded fortnight, so the driver has no records there. They end on a
  // weekday: the sample's weekends hold no change, and a period asked without `to` ends on the file's last change.
  const log = sampleEldLog(sampleFirstDayEndingBy(shiftDay(clockFromEnv(process.env).today(TZ), -31)), TZ, 30);
  const text = sampleEldFile(log, { firstName: "Gurpreet", lastName: "Sandhu", username: "gsandhu" });

  async function signIn(email: string, app?: "drive"): Promise<{ socket: TestSocket; token: string }> {
    const socket = await openTestSocket(server.wsUrl);
    const reply = await socket.request("UserSignInRequestEvent", {
      email,
      password: TEST_PASSWORD,
      ...(app ? { app } : {}),
    });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return { socket, token: (reply.payload as { token: string }).token };
  }

  async function upload(body: string, token = managerToken): Promise<Response> {
    return fetch(`${server.url}/api/v1/imports`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${token}`,
        "Content-Type": "text/csv",
        "X-File-Name": encodeURIComponent("roy 30 days.csv"),
      },
      body,
    });
  }

  async function uploaded(body: string): Promise<string> {
    const response = await upload(body);
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  const written = async () => {
    const db = server.database.db;
    const [imports, entries] = await Promise.all([
      db
        .selectFrom("eld_imports")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("timesheet_entries")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    ]);
    return { imports: Number(imports.n), entries: Number(entries.n) };
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    ({ socket: manager, token: managerToken } = await signIn("manager@mapleleaf.localhost"));
    ({ socket: driver, token: driverToken } = await signIn("driver1@mapleleaf.localhost", "drive"));
    other = await createOtherCompany(server.database.db, "eld");
    gurpreetId = (
      await server.database.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "gurpreet.sandhu@mapleleaf.localhost")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    for (const socket of [manager, driver]) socket?.close();
    await server?.close();
  });

  test("a 30-day file imports as the driver's entries, with progress, its source and the violations with their sections", async () => {
    const fileId = await uploaded(text);
    const seen = manager.received.length;
    const reply = await manager.request("EldFileImportRequestEvent", { fileId, userId: gurpreetId });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    const progress = manager.received
      .slice(seen)
      .filter((m) => m.status === "intermediate")
      .map((m) => m.progressMessage ?? "");
    expect(progress).toContain("1/1 reading");
    expect(progress.at(-1)).toMatch(/^(\d+)\/\1 writing$/);

    const result = reply.payload as EldImportResult;
    const expectedEntries = [...log.changesByDay.values()].reduce((a, b) => a + b, 0);
    expect(result).toMatchObject({
      fileName: "roy 30 days.csv",
      eldIdentifier: "MLH001",
      eldRegistrationId: "ZX12",
      driverName: "Gurpreet Sandhu",
      fileDriverName: "Gurpreet Sandhu (gsandhu)",
      from: log.firstDay,
      to: log.lastDay,
      ruleset: "CA_CYCLE_1",
      entryCount: expectedEntries,
      checkValueMismatches: [],
    });
    // The writer's file data check value (§4.4.5.3) is the one its lines add up to.
    expect(result.fileCheckMismatch).toBeUndefined();
    expect(result.days).toHaveLength(30);
    for (const day of result.days) expect(day.entries, day.day).toBe(log.changesByDay.get(day.day) ?? 0);
    // The planted 14½-hour day breaks s.12(1), s.12(2) and s.14(1); no other day breaks anything.
    const withViolations = result.days.filter((d) => d.violations.length > 0);
    expect(withViolations.map((d) => d.day)).toEqual([log.longDay]);
    expect(withViolations[0]!.violations.map((v) => [v.rule, v.section])).toEqual(
      expect.arrayContaining([
        ["CA_DAY_DRIVING_13H", "SOR/2005-313 s.12(1)"],
        ["CA_DAY_ON_DUTY_14H", "SOR/2005-313 s.12(2)"],
        ["CA_DAY_OFF_DUTY_10H", "SOR/2005-313 s.14(1)"],
      ]),
    );
    expect(result.violationCount).toBe(withViolations[0]!.violations.length);
    expect(result.remaining).toBeDefined();
    const ordinary = result.days.find((d) => d.entries === 10)!;
    expect(ordinary).toMatchObject({ status: "incomplete", drivingMinutes: 480, onDutyTotalMinutes: 570 });
    expect(result.days.find((d) => d.day === log.longDay)).toMatchObject({
      drivingMinutes: 870,
      onDutyTotalMinutes: 900,
    });

    // The day's details: imported entries name their file, ELD and line; personal conveyance and the yard move kept.
    const details = (await manager.request("TimesheetGetRequestEvent", { id: ordinary.timesheetId }))
      .payload as TimesheetDetails;
    expect(details.entries.map((e) => e.status)).toEqual([
      "on",
      "yard",
      "driving",
      "on",
      "off",
      "driving",
      "on",
      "off",
      "personal",
      "off",
    ]);
    expect(
      details.entries.every(
        (e) =>
          e.origin === "eld" && e.eldSource?.fileName === "roy 30 days.csv" && e.eldSource.eldIdentifier === "MLH001",
      ),
    ).toBe(true);
    expect(details.entries[0]).toMatchObject({ location: "Mississauga ON terminal" });
    const lines = text.split("\r\n");
    expect(lines[details.entries[0]!.eldSource!.line - 1]).toMatch(/^[0-9A-F]{4},1,2,1,4,/);
    expect(details.history).toEqual([
      expect.objectContaining({
        kind: "eldImported",
        byName: expect.stringMatching(/\S/),
        reason: expect.stringContaining("roy 30 days.csv (ELD MLH001), lines "),
      }),
    ]);
    const longDay = (await manager.request("TimesheetGetRequestEvent", { id: withViolations[0]!.timesheetId }))
      .payload as TimesheetDetails;
    expect(longDay.evaluation.violations.filter((v) => v.onThisDay).map((v) => v.section)).toContain(
      "SOR/2005-313 s.12(1)",
    );
  });

  test("importing over the driver's records is refused naming the days, and changes nothing", async () => {
    const before = await written();
    const fileId = await uploaded(text);
    const reply = await manager.request("EldFileImportRequestEvent", {
      fileId,
      userId: gurpreetId,
      from: shiftDay(log.firstDay, -3),
      to: shiftDay(log.firstDay, 2),
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.error?.messageId).toBe("EldImportConflict");
    expect(reply.error?.fields?.map((f) => f.path)).toEqual(
      [0, 1, 2].map((i) => `days.${shiftDay(log.firstDay, i)}`).filter((p) => log.changesByDay.has(p.slice(5))),
    );
    expect(await written()).toEqual(before);
  });

  test("a malformed file names its line and reason, and writes nothing", async () => {
    const before = await written();
    const lines = text.split("\r\n");
    const first = lines.indexOf("ELD Event List:") + 1;
    const bad = first + 4; // 0-based index of the fifth event
    const fields = lines[bad]!.split(",").slice(0, -1);
    fields[3] = "1";
    fields[4] = "9";
    lines[bad] = [...fields, lineCheckValue(fields.join(""))].join(",");
    const fileId = await uploaded(lines.join("\r\n"));
    const reply = await manager.request("EldFileImportRequestEvent", { fileId, userId: gurpreetId });
    expect(reply.statusCode).toBe(400);
    expect(reply.error).toMatchObject({
      messageId: "EldFileMalformed",
      hint: `line ${bad + 1}: the duty status code "9" is not 1–4 (§7.20)`,
      fields: [{ path: "fileId", problem: "malformed", limit: bad + 1 }],
    });
    const notEld = await manager.request("EldFileImportRequestEvent", {
      fileId: await uploaded("first,last\r\nAna,Roy\r\n"),
      userId: gurpreetId,
    });
    expect(notEld.error).toMatchObject({
      messageId: "EldFileMalformed",
      hint: expect.stringMatching(/^line 1: expected the segment/),
    });
    expect(await written()).toEqual(before);
  });

  test("another company's driver or file is refused; a driver cannot import", async () => {
    const before = await written();
    const fileId = await uploaded(text);
    const foreignDriver = await manager.request("EldFileImportRequestEvent", { fileId, userId: other.userIds[0]! });
    expect(foreignDriver.statusCode).toBe(404);
    expect(foreignDriver.error?.messageId).toBe("NotFound");
    const foreignFile = await manager.request("EldFileImportRequestEvent", {
      fileId: other.fileId,
      userId: gurpreetId,
    });
    expect(foreignFile.statusCode).toBe(400);
    expect(foreignFile.error?.messageId).toBe("ReferenceNotFound");
    const byDriver: ResponseMessage = await driver.request("EldFileImportRequestEvent", { fileId, userId: gurpreetId });
    expect(byDriver.statusCode).toBe(403);
    expect((await upload(text, driverToken)).status).toBe(403);
    expect(await written()).toEqual(before);
  });
});
