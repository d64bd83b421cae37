// Two server processes on one PostgreSQL whose relay connections are cut (pg_terminate_backend, as a PostgreSQL
// restart or an administrator would): each relay says it is not listening, reconnects within seconds, and what the
// other process did meanwhile still reaches its sockets — a list refetches and counts afresh, an operator's watched
// list refetches, a change held by a cut relay arrives, a sign-out closes the session's socket, a feature switched
// off is refused (docs/design/change-feed.md "When the relay reconnects").
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../../shared/generated/accounts";
import type { AdminCompanyDetails, AllCompaniesListChanged } from "../../shared/generated/operator";
import type { Vehicle, VehicleListResponse, VehiclesChanged } from "../../shared/generated/vehicles";
import { createOtherCompany } from "../testing/other-company";
import { testDatabases, type TestDatabase } from "../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../testing/test-server";
import { openTestSocket, type TestSocket } from "../testing/ws-client";
import { CLOSE_SIGNED_OUT } from "./close-codes";
import { RELAY_APPLICATION_NAME, type PgChangeRelay } from "./pg-change-relay";

const postgres = testDatabases().filter((d) => d.name === "postgres");
// Skipped without TEST_DATABASE_URL, as pg-change-relay.pg.test.ts is: PGlite is one process's database.
const targets: TestDatabase[] = postgres.length > 0 ? postgres : [{ name: "postgres", databaseUrl: undefined }];

// The first reconnect waits 1–2 s: long enough for the other server to act while this one is deaf, short enough
// for the test. Real timers: the backoff is not product time.
const RELAY = { backoffMs: 1000, maxBackoffMs: 2000 };

async function until<T>(read: () => T | undefined | false, what: string, ms = 8000): Promise<T> {
  const deadline = performance.now() + ms;
  for (;;) {
    const found = read();
    if (found !== undefined && found !== false) return found;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(postgres.length === 0).each(targets)("the change relay reconnects on $name", (database) => {
  let first: TestServer;
  let second: TestServer;
  let admin: pg.Client;
  let owner: TestSocket;
  let manager: TestSocket;
  const opened: TestSocket[] = [];
  const relayOf = (server: TestServer): PgChangeRelay => server.services.changes.relay!;

  const signIn = async (server: TestServer, email: string) => {
    const socket = await openTestSocket(server.wsUrl);
    opened.push(socket);
    const reply = await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return { socket, session: reply.payload as SignedInSession };
  };

  /** Cuts the server's relay connection from the database side; resolves once the relay has noticed. */
  const cut = async (server: TestServer) => {
    const relay = relayOf(server);
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
      [`${RELAY_APPLICATION_NAME} ${relay.origin}`],
    );
    expect(rowCount).toBe(1);
    await until(() => !relay.isListening(), "the relay to notice the cut", 3000);
  };

  const count = async (socket: TestSocket) => {
    const reply = await socket.request("VehicleListRequestEvent", {
      filter: {},
      sort: { column: "name", direction: "asc" },
      offset: 0,
      limit: 1,
    });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return (reply.payload as VehicleListResponse).count;
  };

  const saveVehicle = async (name: string) => {
    const reply = await owner.request("VehicleSaveRequestEvent", {
      vehicle: { name, categoryId: "#23:9", brakingType: "abs" },
    });
    expect(reply.statusCode, JSON.stringify(reply.error)).toBe(200);
    return reply.payload as Vehicle;
  };

  beforeAll(async () => {
    first = await startTestServer(database, { relay: RELAY });
    second = await startTestServer(database, {
      databaseUrl: first.services.config.databaseUrl,
      databaseSchema: first.database.schema,
      relay: RELAY,
    });
    admin = new pg.Client({ connectionString: first.services.config.databaseUrl });
    await admin.connect();
    owner = (await signIn(first, "owner@mapleleaf.localhost")).socket;
    manager = (await signIn(second, "manager@mapleleaf.localhost")).socket;
  });
  afterAll(async () => {
    for (const socket of opened) socket.close();
    await admin?.end();
    // The second server shares the first one's schema; only the first one drops it.
    await second?.stop();
    await first?.close();
  });

  test("a cut relay stops listening, listens again within seconds, and says so at each step", async () => {
    const relay = relayOf(second);
    expect(relay.isListening()).toBe(true);
    const states: boolean[] = [];
    const stop = relay.onStateChange((listening) => states.push(listening));
    const started = performance.now();
    await cut(second);
    await until(() => relay.isListening(), "the relay to listen again");
    stop();
    expect(states).toEqual([false, true]);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  test("a vehicle added on one server while the other was deaf shows on the other's list after the reconnect", async () => {
    const before = await count(manager); // caches the count on the second server
    const operator = await signIn(second, "admin@fleetportal.localhost");
    const watched = await operator.socket.request("AllCompaniesListWatchRequestEvent", { list: "vehicles" });
    expect(watched.statusCode, JSON.stringify(watched.error)).toBe(200);
    const relay = relayOf(second);
    await cut(second);
    const mark = manager.received.length;
    const operatorMark = operator.socket.received.length;
    const missed = await saveVehicle("Added while deaf");
    // Its NOTIFY went out while the second server listened to nothing: only the catch-up can bring it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(relay.isListening()).toBe(false);
    expect(manager.received.slice(mark).some((m) => m.eventName === "VehiclesChangedNotification")).toBe(false);

    await until(() => relay.isListening(), "the relay to listen again");
    // The list is told to refetch (a notification without items, as after an import)…
    const refresh = await until(
      () => manager.received.slice(mark).find((m) => m.eventName === "VehiclesChangedNotification"),
      "the manager's list to be told to refetch",
    );
    expect((refresh.payload as VehiclesChanged).items).toEqual({});
    // …and refetching finds the vehicle: the cached count was dropped although no change of it was heard.
    expect(await count(manager)).toBe(before + 1);
    // The operator's cross-company list is told too.
    const operatorRefresh = await until(
      () =>
        operator.socket.received.slice(operatorMark).find((m) => m.eventName === "AllCompaniesListChangedNotification"),
      "the operator's list to be told to refetch",
    );
    expect((operatorRefresh.payload as AllCompaniesListChanged).vehicles?.items).toEqual({});
    expect(missed.name).toBe("Added while deaf");

    // And the relay carries changes again.
    const after = await saveVehicle("Added after the reconnect");
    await until(
      () =>
        manager.received.find(
          (m) => m.eventName === "VehiclesChangedNotification" && (m.payload as VehiclesChanged).items[after.id],
        ),
      "the next save to be relayed",
    );
  });

  test("a vehicle added on a server whose own relay was cut reaches the other server once it reconnects", async () => {
    const relay = relayOf(first);
    await cut(first);
    const saved = await saveVehicle("Held while cut");
    expect(relay.isListening()).toBe(false);
    const pushed = await until(
      () =>
        manager.received.find(
          (m) => m.eventName === "VehiclesChangedNotification" && (m.payload as VehiclesChanged).items[saved.id],
        ),
      "the held change to reach the other server",
    );
    expect((pushed.payload as VehiclesChanged).items[saved.id]).toEqual(saved);
    expect(relay.isListening()).toBe(true);
  });

  test("a sign-out on one server while the other was deaf closes the session's socket there after the reconnect", async () => {
    const here = await signIn(first, "mechanic@mapleleaf.localhost");
    const there = await openTestSocket(second.wsUrl);
    opened.push(there);
    expect((await there.request("UserSessionResumeRequestEvent", { token: here.session.token })).statusCode).toBe(200);
    const bystander = await signIn(second, "owner@mapleleaf.localhost");
    let closed: number | undefined;
    void there.closed.then(({ code }) => (closed = code));

    const relay = relayOf(second);
    await cut(second);
    expect((await here.socket.request("UserSignOutRequestEvent", {})).statusCode).toBe(200);
    // The revocation's NOTIFY went out while the second server listened to nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(relay.isListening()).toBe(false);
    expect(closed).toBeUndefined();

    await until(() => relay.isListening(), "the relay to listen again");
    expect(await until(() => closed, "the session's socket to close")).toBe(CLOSE_SIGNED_OUT);
    // Only the ended session: another user's socket on the same server stays.
    expect(
      (
        await bystander.socket.request("VehicleListRequestEvent", {
          filter: {},
          sort: { column: "name", direction: "asc" },
          offset: 0,
          limit: 1,
        })
      ).statusCode,
    ).toBe(200);
  });

  test("a feature switched off on one server while the other was deaf is refused there after the reconnect", async () => {
    const company = await createOtherCompany(first.services.db, "relay");
    const operator = await signIn(first, "admin@fleetportal.localhost");
    const companyOwner = await signIn(second, company.ownerEmail);
    const inspectionsRefused = async () =>
      (await companyOwner.socket.request("InspectionReadinessRequestEvent", {} as never)).error?.messageId ===
      "FeatureDisabled";
    expect(await inspectionsRefused()).toBe(false);

    const relay = relayOf(second);
    await cut(second);
    const details = (await operator.socket.request("AdminCompanyGetRequestEvent", { companyId: company.companyId }))
      .payload as AdminCompanyDetails;
    const saved = await operator.socket.request("AdminCompanySaveRequestEvent", {
      companyId: company.companyId,
      features: details.features
        .filter((feature) => feature.name !== "inspections")
        .map((feature) => ({ name: feature.name, priceCents: feature.priceCents })),
    });
    expect(saved.statusCode, JSON.stringify(saved.error)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(relay.isListening()).toBe(false);
    // Missed: the session here still holds the features it had.
    expect(await inspectionsRefused()).toBe(false);

    await until(() => relay.isListening(), "the relay to listen again");
    await until(
      () => companyOwner.socket.received.find((m) => m.eventName === "CompanyChangedNotification"),
      "the company to be read again",
    );
    expect(await inspectionsRefused()).toBe(true);
  });
});
