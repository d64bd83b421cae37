// Two server processes on one PostgreSQL: a vehicle saved through one reaches the other's sockets, and the other's
// cached list counts see it at once (fan-out through LISTEN/NOTIFY, docs/design/change-feed.md).
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../../shared/generated/accounts";
import type { Vehicle, VehicleListResponse, VehiclesChanged } from "../../shared/generated/vehicles";
import { testDatabases, type TestDatabase } from "../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../testing/test-server";
import { openTestSocket, type TestSocket } from "../testing/ws-client";
import { CLOSE_SIGNED_OUT } from "./close-codes";

const postgres = testDatabases().filter((d) => d.name === "postgres");
// Without TEST_DATABASE_URL the suite is reported as skipped (an empty .each would leave the file without a suite,
// which vitest counts as a failure): PGlite is one process's database, so there is no second server to relay to.
const targets: TestDatabase[] = postgres.length > 0 ? postgres : [{ name: "postgres", databaseUrl: undefined }];

describe.skipIf(postgres.length === 0).each(targets)("change relay between two servers on $name", (database) => {
  let first: TestServer;
  let second: TestServer;
  let owner: TestSocket;
  let manager: TestSocket;
  beforeAll(async () => {
    first = await startTestServer(database);
    second = await startTestServer(database, {
      databaseUrl: first.services.config.databaseUrl,
      databaseSchema: first.database.schema,
    });
    owner = await openTestSocket(first.wsUrl);
    manager = await openTestSocket(second.wsUrl);
    expect(
      (await owner.request("UserSignInRequestEvent", { email: "owner@mapleleaf.localhost", password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await manager.request("UserSignInRequestEvent", {
          email: "manager@mapleleaf.localhost",
          password: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    owner?.close();
    manager?.close();
    // The second server shares the first one's schema; only the first one drops it.
    await second?.stop();
    await first?.close();
  });

  const count = async (socket: TestSocket) =>
    (
      (
        await socket.request("VehicleListRequestEvent", {
          filter: {},
          sort: { column: "name", direction: "asc" },
          offset: 0,
          limit: 1,
        })
      ).payload as VehicleListResponse
    ).count;

  test("a save on one server is pushed to the other server's sockets and its counts follow", async () => {
    const before = await count(manager); // caches the count on the second server
    const saved = (
      await owner.request("VehicleSaveRequestEvent", {
        vehicle: { name: "Relayed 1", categoryId: "#23:9", brakingType: "abs" },
      })
    ).payload as Vehicle;
    const deadline = performance.now() + 3000;
    const pushed = () =>
      manager.received.find(
        (m) => m.eventName === "VehiclesChangedNotification" && (m.payload as VehiclesChanged).items[saved.id],
      );
    while (!pushed() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((pushed()!.payload as VehiclesChanged).items[saved.id]).toEqual(saved);
    expect(await count(manager)).toBe(before + 1);
  });

  const pushedTo = async (socket: TestSocket, found: (items: VehiclesChanged["items"]) => boolean, from: number) => {
    const deadline = performance.now() + 3000;
    const pushed = () =>
      socket.received
        .slice(from)
        .find((m) => m.eventName === "VehiclesChangedNotification" && found((m.payload as VehiclesChanged).items));
    while (!pushed() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return pushed();
  };

  test("a command's change reaches the other server with its commit, even if its own server never flushes", async () => {
    // The first server dies, as it were, between the commit and its next flush: its batches relay nothing.
    const relay = first.services.changes.relay!;
    const announce = relay.announce.bind(relay);
    relay.announce = () => {};
    try {
      const before = await count(manager);
      const mark = manager.received.length;
      const reply = await owner.sendRaw(
        JSON.stringify({
          eventName: "VehicleSaveRequestEvent",
          requestId: "relayed-with-commit",
          payload: { vehicle: { name: "Relayed with its commit", categoryId: "#23:9", brakingType: "abs" } },
          command: { clientId: "relay-test-client", seq: 1 },
        }),
        "relayed-with-commit",
      );
      expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
      const saved = reply.payload as Vehicle;
      expect((await pushedTo(manager, (items) => saved.id in items, mark))?.payload).toEqual({
        items: { [saved.id]: saved },
      });
      expect(await count(manager)).toBe(before + 1);
    } finally {
      relay.announce = announce;
    }
  });

  test("a change announced without items (an import's) makes the other server's lists refetch and recount", async () => {
    const before = await count(manager); // caches the count on the second server
    const companyId = (
      await first.database.db
        .selectFrom("companies")
        .select("id")
        .where("name", "=", "Maple Leaf Haulage (demo)")
        .executeTakeFirstOrThrow()
    ).id;
    // Written around the list caches, as an import's bulk write is, then announced as the import announces it.
    await first.database.db
      .updateTable("vehicles")
      .set({ deleted: true })
      .where("id", "=", (eb) =>
        eb
          .selectFrom("vehicles")
          .select("id")
          .where("company_id", "=", companyId)
          .where("deleted", "=", false)
          .limit(1),
      )
      .execute();
    const mark = manager.received.length;
    first.services.changes.announce(companyId, "VehiclesChangedNotification", {}, true);
    expect(await pushedTo(manager, (items) => Object.keys(items).length === 0, mark)).toBeDefined();
    expect(await count(manager)).toBe(before - 1);
  });

  test("a sign-out on one server closes the session's sockets on the other, and its token resumes nowhere", async () => {
    const here = await openTestSocket(first.wsUrl);
    const { token } = (
      await here.request("UserSignInRequestEvent", { email: "mechanic@mapleleaf.localhost", password: TEST_PASSWORD })
    ).payload as SignedInSession;
    const there = await Promise.all([openTestSocket(second.wsUrl), openTestSocket(second.wsUrl)]);
    for (const socket of there)
      expect((await socket.request("UserSessionResumeRequestEvent", { token })).statusCode).toBe(200);
    const started = performance.now();
    expect((await here.request("UserSignOutRequestEvent", {})).statusCode).toBe(200);
    for (const socket of there) expect((await socket.closed).code).toBe(CLOSE_SIGNED_OUT);
    // Pushed, not found by a periodic sweep: within seconds even on a loaded machine.
    expect(performance.now() - started).toBeLessThan(10_000);
    const again = await openTestSocket(second.wsUrl);
    expect((await again.request("UserSessionResumeRequestEvent", { token })).error?.messageId).toBe("NotSignedIn");
    again.close();
  });
});
