// The hours list's search and Driver column filter over the real websocket (every list has both): the days
// listed are exactly those whose driver's name contains the text — checked against the table for random texts, LIKE's
// own characters included —, with the period and status filters, within the company only, and a driver's search never
// reaches anyone else's days.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { TimesheetListFilter, TimesheetListResponse } from "../../../shared/generated/hours";
import { OTHER_COMPANY_MARKER, createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";

interface Stored {
  id: string;
  user_id: string;
  employee_name: string;
  status: string;
}

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

/** The ids the list must hold over every day ("all"), from the rows themselves. */
function expected(rows: readonly Stored[], filter: TimesheetListFilter): string[] {
  const has = (text: string, part: string | undefined) =>
    !part?.trim() || text.toLowerCase().includes(part.trim().toLowerCase());
  return rows
    .filter(
      (r) =>
        has(r.employee_name, filter.search) &&
        has(r.employee_name, filter.contains?.driver) &&
        (!filter.status || r.status === filter.status),
    )
    .map((r) => r.id)
    .sort();
}

describe.each(testDatabases())("timesheet search on $name", (database) => {
  let server: TestServer;
  let manager: TestSocket;
  let driver: TestSocket;
  let rival: TestSocket;
  let other: OtherCompany;
  let companyId: string;
  let driverId: string;

  const ids = async (socket: TestSocket, filter: TimesheetListFilter) => {
    const reply = await socket.request("TimesheetListRequestEvent", {
      filter: { period: "all", ...filter },
      sort: { column: "date", direction: "desc" },
      offset: 0,
      limit: 500,
    });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    const page = reply.payload as TimesheetListResponse;
    expect(page.count).toBe(page.ids.length);
    return [...page.ids].sort();
  };
  const stored = (company = companyId) =>
    server.database.db
      .selectFrom("timesheets")
      .select(["id", "user_id", "employee_name", "status"])
      .where("company_id", "=", company)
      .execute() as Promise<Stored[]>;

  beforeAll(async () => {
    server = await startTestServer(database);
    const db = server.database.db;
    companyId = (
      await db
        .selectFrom("companies")
        .select("id")
        .where("website", "=", "mapleleaf.localhost")
        .executeTakeFirstOrThrow()
    ).id;
    driverId = (
      await db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "driver1@mapleleaf.localhost")
        .executeTakeFirstOrThrow()
    ).id;
    other = await createOtherCompany(db, "hoursearch");
    // Its people were added just now by the server's clock. The database stamps created_date with the machine's time,
    // and the day roll (rollover.ts) gives a driver a Missing row for each of the last 14 days after it: all of them
    // when FAKE_NOW is ahead of the machine.
    await db
      .updateTable("employees")
      .set({ created_date: server.services.clock.date() })
      .where("company_id", "=", other.companyId)
      .execute();
    await db
      .updateTable("companies")
      .set({ features: ["home", "users", "vehicles", "timesheets"] })
      .where("id", "=", other.companyId)
      .execute();
    manager = await signedIn(server, "manager@mapleleaf.localhost");
    driver = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
    rival = await signedIn(server, other.ownerEmail);
    // The other company's driver starts a day, so it has a timesheet of its own to (not) find.
    const theirDriver = await signedIn(server, other.ownerEmail.replace(/^owner@/, "driver@"), "drive");
    const started = await theirDriver.request("DutyStatusChangeRequestEvent", {
      status: "on",
      at: server.services.clock.now() - 60_000,
      location: `${OTHER_COMPANY_MARKER} yard`,
    });
    expect(started.statusCode, JSON.stringify(started.error)).toBe(200);
    theirDriver.close();
    // A read first adds the days still missing (rollover.ts), so the table below is what the lists read.
    await ids(manager, {});
    await ids(rival, {});
  });
  afterAll(async () => {
    for (const socket of [manager, driver, rival]) socket?.close();
    await server?.close();
  });

  test("the search and the Driver filter find drivers by any part of their name, with the other filters", async () => {
    const rows = await stored();
    expect(rows.length).toBeGreaterThan(10);
    const someone = rows[0]!.employee_name;
    const statuses = [...new Set(rows.map((r) => r.status))];
    for (const filter of [
      { search: someone.split(" ")[1]! },
      { contains: { driver: someone.slice(2, 6).toUpperCase() } },
      { search: "a", contains: { driver: "roy" } },
      { contains: { driver: "i" }, status: statuses[0] as TimesheetListFilter["status"] },
    ]) {
      expect(await ids(manager, filter), JSON.stringify(filter)).toEqual(expected(rows, filter));
    }
    expect((await ids(manager, { contains: { driver: "roy" } })).length).toBeGreaterThan(0);
  });

  test("another company's days are never found, and ours never reach it", async () => {
    expect(await ids(manager, { search: OTHER_COMPANY_MARKER })).toEqual([]);
    expect(await ids(manager, { contains: { driver: OTHER_COMPANY_MARKER } })).toEqual([]);
    const theirs = await stored(other.companyId);
    expect(theirs.length).toBe(1);
    expect(await ids(rival, { contains: { driver: OTHER_COMPANY_MARKER.toLowerCase() } })).toEqual(
      expected(theirs, {}),
    );
    expect(await ids(rival, { contains: { driver: "roy" } })).toEqual([]);
  });

  test("a driver's search reaches only their own days", async () => {
    const rows = await stored();
    const mine = rows.filter((r) => r.user_id === driverId);
    expect(mine.length).toBeGreaterThan(0);
    expect(await ids(driver, { contains: { driver: "o" } })).toEqual(expected(mine, { contains: { driver: "o" } }));
    const someoneElse = rows.find((r) => r.user_id !== driverId)!.employee_name;
    expect(await ids(driver, { search: someoneElse })).toEqual([]);
  });

  test("random texts, LIKE's own characters included, list exactly the matching days", async () => {
    const rows = await stored();
    const names = [...new Set(rows.map((r) => r.employee_name))];
    const text = fc.oneof(
      fc.constantFrom(...names, "%", "_", "\\", "a%", "o_"),
      fc.string({ maxLength: 5 }),
      fc.constantFrom(...names).chain((n) => fc.nat(Math.max(0, n.length - 1)).map((i) => n.slice(i, i + 4))),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ search: text, contains: fc.record({ driver: text }, { requiredKeys: [] }) }, { requiredKeys: [] }),
        async (filter) => {
          expect(await ids(manager, filter)).toEqual(expected(rows, filter));
        },
      ),
      { numRuns: 40 },
    );
  });
});
