// The client's sync layer (socket → connection → session → store) against the real server and database.
// Node 20 has no global WebSocket, so the `ws` package stands in for the browser's.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import WebSocket from "ws";

import { vehicleListSpec, type VehicleRow } from "../../src/client/features/vehicles/vehicle-list-query";
import { initialAppState, type AppState } from "../../src/client/sync/app-state";
import { completePayload } from "../../src/client/sync/complete-payload";
import { createConnection } from "../../src/client/sync/connection";
import { fetchListWindow, liveListChanges } from "../../src/client/sync/list-spec";
import type { ListState } from "../../src/client/sync/list-state";
import { LiveNotifications } from "../../src/client/sync/live-notifications";
import { createSessionController, CLOSE_SIGNED_OUT } from "../../src/client/sync/session";
import { createSocket, type SocketLike } from "../../src/client/sync/socket";
import { Store } from "../../src/client/sync/store";
import type { StorageLike } from "../../src/client/sync/stored-session";
import { WindowedListController } from "../../src/client/sync/windowed-list";
import { DEMO_COMPANY_NAME } from "../../src/server/seed/demo";
import { testDatabases } from "../../src/server/testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../src/server/testing/test-server";
import { openTestSocket } from "../../src/server/testing/ws-client";
import { systemClock } from "../../src/shared/clock";

function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function portalClient(url: string, local = memoryStorage(), tab = memoryStorage(), reconnectDelayMs = 50) {
  const socket = createSocket({
    url,
    factory: (u) => new WebSocket(u) as unknown as SocketLike,
    terminalCloseCodes: [CLOSE_SIGNED_OUT],
    initialDelayMs: reconnectDelayMs,
  });
  const connection = createConnection(socket);
  const store = new Store<AppState>(initialAppState(), (callback) => setTimeout(callback, 0));
  // Composed as createPortalClient composes it (src/client/app/portal-client.ts).
  const live = new LiveNotifications(connection);
  const session = createSessionController(connection, store, local, tab, { onResumed: () => live.resumed() });
  return { socket, connection, store, session, live, local, tab };
}

const until = async (condition: () => boolean, timeoutMs = 5000) => {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe.each(testDatabases())("client sync against the server on $name", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  test("sign-in fills the store; a new client with the stored session resumes it", async () => {
    const first = portalClient(server.wsUrl);
    first.session.start();
    await first.session.signIn("owner@mapleleaf.localhost", TEST_PASSWORD, true);
    const state = first.store.getState();
    expect(state.session.status).toBe("signedIn");
    expect(state.entities.users[state.session.userId!]?.first).toBe("Olivia");
    expect(state.entities.companies[state.session.companyId!]?.name).toBe(DEMO_COMPANY_NAME);

    const second = portalClient(server.wsUrl, first.local, memoryStorage());
    second.session.start();
    expect(second.store.getState().session.status).toBe("resuming");
    await until(() => second.store.getState().session.status === "signedIn");
    expect(second.store.getState().session.userId).toBe(state.session.userId);
    first.socket.disconnect();
    second.socket.disconnect();
  });

  test("after the server drops the socket, the client reconnects and resumes its session by itself", async () => {
    const client = portalClient(server.wsUrl);
    client.session.start();
    await client.session.signIn("manager@mapleleaf.localhost", TEST_PASSWORD, true);
    const sessionCountBefore = await server.database.db
      .selectFrom("sessions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    for (const ws of server.app.websocketServer.clients) ws.terminate();
    await until(() => client.store.getState().connection.state === "reconnecting");
    await until(() => client.store.getState().connection.state === "open");
    await until(() => client.store.getState().session.status === "signedIn");
    // It resumed the same session rather than signing in again.
    const sessionCountAfter = await server.database.db
      .selectFrom("sessions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(sessionCountAfter.n)).toBe(Number(sessionCountBefore.n));
    // And it works: sign-out succeeds over the new socket.
    await client.session.signOut();
    expect(client.store.getState().session.status).toBe("signedOut");
  });

  test("a list on screen shows what changed while its socket was down, once it is back", async () => {
    // Reconnects after about 2 s, time enough for another user's save to go by unheard.
    const client = portalClient(server.wsUrl, memoryStorage(), memoryStorage(), 2_000);
    client.session.start();
    await client.session.signIn("owner@mapleleaf.localhost", TEST_PASSWORD, true);
    const live = client.live;
    const query = {
      filter: { status: "active" as const },
      sort: { column: "name" as const, direction: "asc" as const },
      fields: ["name" as const],
    };
    const list = new WindowedListController<VehicleRow>({
      store: client.store,
      clock: systemClock,
      key: "vehicles",
      fetchWindow: (offset, limit) => fetchListWindow(vehicleListSpec, client.session.api, query, offset, limit),
    });
    list.ensureRange(0, 0);
    const stop = liveListChanges(vehicleListSpec.listenChanges, live)((items) => list.applyChanges(items));
    await list.settled();
    const names = () =>
      Object.values((client.store.getState().lists.vehicles as ListState<VehicleRow>).windows[0]?.items ?? {}).map(
        (row) => row.name,
      );
    expect(names()).not.toContain("A-000 added meanwhile");

    for (const ws of server.app.websocketServer.clients) ws.terminate();
    await until(() => client.store.getState().connection.state === "reconnecting");
    // Its notification goes to the sockets open now, not to the one reconnecting.
    const other = await openTestSocket(server.wsUrl);
    await other.request("UserSignInRequestEvent", { email: "manager@mapleleaf.localhost", password: TEST_PASSWORD });
    const saved = await other.request("VehicleSaveRequestEvent", {
      vehicle: { name: "A-000 added meanwhile", categoryId: "#23:5", brakingType: "abs" },
    });
    expect(saved.statusCode).toBe(200);
    other.close();
    expect(client.store.getState().connection.state).toBe("reconnecting");

    await until(() => names().includes("A-000 added meanwhile"), 5_000);
    stop();
    list.dispose();
    client.socket.disconnect();
  });

  test("sign-out clears stored session and local data, and another tab of the session is signed out too", async () => {
    const local = memoryStorage();
    const tabA = portalClient(server.wsUrl, local);
    tabA.session.start();
    await tabA.session.signIn("owner@mapleleaf.localhost", TEST_PASSWORD, true);
    const tabB = portalClient(server.wsUrl, local);
    tabB.session.start();
    await until(() => tabB.store.getState().session.status === "signedIn");
    await tabA.session.signOut();
    expect(local.getItem("fleet.session")).toBeNull();
    expect(tabA.store.getState().entities.users).toEqual({});
    await until(() => tabB.store.getState().session.status === "signedOut");
    // Both tabs stay on a working sign-in screen (docs/accounts.md "Rules"): a fresh, anonymous socket serves the
    // public events.
    for (const tab of [tabA, tabB]) {
      const challenge = await completePayload(tab.session.api.altchaChallenge({}));
      expect(challenge.signature).toMatch(/.+/);
      expect(tab.store.getState().session.status).toBe("signedOut");
    }
    tabA.socket.disconnect();
    tabB.socket.disconnect();
  });
});
