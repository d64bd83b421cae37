// The check-ins list's search and Employee column filter over the real websocket (every list has both): the
// rows listed are exactly those whose employee's name or whose reason contains the text — checked against the table for
// random texts, LIKE's own characters included —, with the other filters, within the company only, and a driver's
// search never reaches anyone else's check-ins.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { CheckInListFilter, CheckInListResponse } from "../../../shared/generated/checkins";
import { OTHER_COMPANY_MARKER, createOtherCompany, type OtherCompany } from "../../testing/other-company";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";
import { insertGeneratedCheckIns } from "./generate";

interface Stored {
  id: string;
  user_id: string;
  employee_name: string;
  reason: string | null;
  result: string;
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

/** The ids the list must hold, from the rows themselves (order aside: the time sort is checked by the list's tests). */
function expected(rows: readonly Stored[], filter: CheckInListFilter): string[] {
  const has = (text: string, part: string | undefined) =>
    !part?.trim() || text.toLowerCase().includes(part.trim().toLowerCase());
  return (
    rows
      // The search matches within the name or within the reason (src/server/lists/list-terms.ts).
      .filter(
        (r) =>
          (has(r.employee_name, filter.search) || has(r.reason ?? "", filter.search)) &&
          has(r.employee_name, filter.contains?.employee),
      )
      .filter((r) =>
        filter.result === "fit" ? r.result === "None" : filter.result === "notAble" ? r.result !== "None" : true,
      )
      .map((r) => r.id)
      .sort()
  );
}

describe.each(testDatabases())("check-in search on $name", (database) => {
  let server: TestServer;
  let manager: TestSocket;
  let driver: TestSocket;
  let rival: TestSocket;
  let other: OtherCompany;
  let companyId: string;
  let driverId: string;

  const ids = async (socket: TestSocket, filter: CheckInListFilter) => {
    const reply = await socket.request("CheckInListRequestEvent", {
      filter,
      sort: { column: "time", direction: "desc" },
      offset: 0,
      limit: 500,
    });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    const page = reply.payload as CheckInListResponse;
    expect(page.count).toBe(page.ids.length);
    return [...page.ids].sort();
  };
  const stored = (company = companyId) =>
    server.database.db
      .selectFrom("checkins")
      .select(["id", "user_id", "employee_name", "reason", "result"])
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
    // A few hundred more, a few of them with each generated reason, beside the demo's fortnight.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    await insertGeneratedCheckIns(db, random, 300, { companyId, nowMs: server.services.clock.now() });
    other = await createOtherCompany(db, "checkinsearch");
    await db
      .updateTable("companies")
      .set({ features: ["home", "users", "vehicles", "checkins"] })
      .where("id", "=", other.companyId)
      .execute();
    manager = await signedIn(server, "manager@mapleleaf.localhost");
    driver = await signedIn(server, "driver1@mapleleaf.localhost", "drive");
    rival = await signedIn(server, other.ownerEmail);
    const probe = await rival.request("CheckInSubmitRequestEvent", {
      checkIn: { result: "NotAbleToWork", reason: `${OTHER_COMPANY_MARKER} flu` },
    });
    expect(probe.statusCode, JSON.stringify(probe.error)).toBe(200);
  });
  afterAll(async () => {
    for (const socket of [manager, driver, rival]) socket?.close();
    await server?.close();
  });

  test("the search finds names and reasons; the Employee filter names only", async () => {
    const rows = await stored();
    const someone = rows[0]!.employee_name;
    for (const filter of [
      { search: someone.split(" ")[0]! },
      { search: "fever" },
      { search: "MIGRAINE" },
      { contains: { employee: someone.slice(1, 5) } },
      { search: "a", contains: { employee: "roy" } },
      { search: "pain", result: "notAble" as const },
      { contains: { employee: "fever" } },
    ]) {
      expect(await ids(manager, filter), JSON.stringify(filter)).toEqual(expected(rows, filter));
    }
    expect((await ids(manager, { search: "fever" })).length).toBeGreaterThan(0);
    expect(await ids(manager, { contains: { employee: "fever" } })).toEqual([]);
  });

  test("another company's check-ins are never found, and ours never reach it", async () => {
    expect(await ids(manager, { search: OTHER_COMPANY_MARKER })).toEqual([]);
    expect(await ids(manager, { search: "flu" })).toEqual(expected(await stored(), { search: "flu" }));
    const theirs = await ids(rival, { search: "a" });
    expect(theirs).toEqual(expected(await stored(other.companyId), { search: "a" }));
    expect(await ids(rival, { contains: { employee: "roy" } })).toEqual([]);
  });

  test("a driver's search reaches only their own check-ins", async () => {
    const mine = (await stored()).filter((r) => r.user_id === driverId);
    expect(mine.length).toBeGreaterThan(0);
    expect(await ids(driver, { search: "a" })).toEqual(expected(mine, { search: "a" }));
    const someoneElse = (await stored()).find((r) => r.user_id !== driverId)!.employee_name;
    expect(await ids(driver, { contains: { employee: someoneElse } })).toEqual([]);
  });

  test("random texts, LIKE's own characters included, list exactly the matching rows", async () => {
    const rows = await stored();
    const fragments = [...new Set(rows.flatMap((r) => [r.employee_name, r.reason ?? ""]))].filter((f) => f !== "");
    const text = fc.oneof(
      fc.constantFrom(...fragments, "%", "_", "\\", "e%", "a_"),
      fc.string({ maxLength: 5 }),
      fc.constantFrom(...fragments).chain((f) => fc.nat(Math.max(0, f.length - 1)).map((i) => f.slice(i, i + 4))),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            search: text,
            contains: fc.record({ employee: text }, { requiredKeys: [] }),
            result: fc.constantFrom("any" as const, "fit" as const, "notAble" as const),
          },
          { requiredKeys: [] },
        ),
        async (filter) => {
          expect(await ids(manager, filter)).toEqual(expected(rows, filter));
        },
      ),
      { numRuns: 40 },
    );
  });
});
