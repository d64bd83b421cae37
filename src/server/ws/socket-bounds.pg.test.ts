// What one socket can make the server hold, and when a socket counts as alive (docs/design/change-feed.md "Sockets"). A
// client that stops reading while asking for large windows is closed (4002) once its unsent output passes the bound,
// without harming other sockets; a client that keeps sending but never answers pings is cut off; deeply nested JSON is
// answered with its requestId.
import type { Socket } from "node:net";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../../shared/generated/accounts";
import { DEFAULT_LIMITS } from "../config";
import { seedFleet } from "../seed/fleet";
import { testDatabases } from "../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../testing/test-server";
import { openTestSocket, type TestSocket } from "../testing/ws-client";
import { CLOSE_SLOW_READER } from "./close-codes";

const OWNER = "owner@mapleleaf.localhost";
const MAX_BUFFERED = 256 * 1024;
const bigWindow = (i: number) =>
  JSON.stringify({
    eventName: "VehicleListRequestEvent",
    requestId: `w${i}`,
    payload: { filter: {}, sort: { column: "name", direction: "asc" }, offset: 0, limit: 500 },
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())("what a socket may make the server hold, on $name", (database) => {
  let server: TestServer;
  let lively: TestServer;
  beforeAll(async () => {
    [server, lively] = await Promise.all([
      startTestServer(database, {
        limits: { ...DEFAULT_LIMITS, messagesPerSecond: 10_000, messageBurst: 10_000, maxBufferedBytes: MAX_BUFFERED },
      }),
      startTestServer(database, {
        limits: { ...DEFAULT_LIMITS, messagesPerSecond: 10_000, messageBurst: 10_000, heartbeatMs: 150 },
      }),
    ]);
    // Enough vehicles that a 500-row window is a large reply.
    const owner = await server.services.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", OWNER)
      .executeTakeFirstOrThrow();
    const employee = await server.services.db
      .selectFrom("employees")
      .select("company_id")
      .where("user_id", "=", owner.id)
      .executeTakeFirstOrThrow();
    await seedFleet(
      server.services.db,
      { companyId: employee.company_id, ownerId: owner.id, nowMs: server.services.clock.now() },
      { vehicles: 600 },
    );
  });
  afterAll(async () => {
    await Promise.all([server?.close(), lively?.close()]);
  });

  const signIn = async (target: TestServer): Promise<{ socket: TestSocket; session: SignedInSession }> => {
    const socket = await openTestSocket(target.wsUrl);
    const reply = await socket.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD });
    expect(reply.statusCode).toBe(200);
    return { socket, session: reply.payload as SignedInSession };
  };

  test("a client that stops reading while asking for large windows is closed with 4002; others keep working", async () => {
    const { socket: stalled } = await signIn(server);
    const { socket: reader } = await signIn(server);
    const tcp = (stalled.raw as unknown as { _socket: Socket })._socket;
    tcp.pause(); // the client's process stops reading: the kernel buffers fill, then the server's queue grows
    const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    let sent = 0;
    const started = performance.now();
    // Keep asking (as the reported client did) until the server gives up on it, or 20 s.
    while (server.services.sockets.size() > 1 && performance.now() - started < 20_000) {
      for (let i = 0; i < 20; i++) stalled.raw.send(bigWindow(sent++));
      await sleep(10);
    }
    const cutAfterMs = performance.now() - started;
    expect(server.services.sockets.size(), "the stalled socket is still registered").toBe(1);
    const held = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - heapBefore;
    tcp.resume(); // read the backlog: the close frame comes last
    const { code, reason } = await stalled.closed;
    expect([CLOSE_SLOW_READER, 1006]).toContain(code); // 1006 when the grace period ran out before it read
    if (code === CLOSE_SLOW_READER) expect(reason).toBe("client does not read");
    // Bounded: cut off within seconds, holding well under the reported ~250 MB (kernel buffers come on top).
    expect(cutAfterMs).toBeLessThan(15_000);
    expect(held).toBeLessThan(64 * 1024 * 1024);
    // The reading socket was never harmed.
    expect(
      (
        await reader.request("VehicleListRequestEvent", {
          filter: {},
          sort: { column: "name", direction: "asc" },
          offset: 0,
          limit: 500,
        })
      ).statusCode,
    ).toBe(200);
    expect(reader.raw.readyState).toBe(reader.raw.OPEN);
    reader.close();
  }, 40_000);

  test("a socket that keeps sending but never answers pings is cut off; messages do not count as alive", async () => {
    const silent = await openTestSocket(lively.wsUrl, { autoPong: false });
    const answering = await openTestSocket(lively.wsUrl);
    const started = performance.now();
    let closed = false;
    void silent.closed.then(() => (closed = true));
    while (!closed && performance.now() - started < 30 * 150) {
      silent.raw.send(JSON.stringify({ eventName: "UserSignOutRequestEvent", requestId: "k", payload: {} }));
      await sleep(20);
    }
    expect((await silent.closed).code).toBe(1006);
    // Within heartbeats (this server's are 150 ms; 30 of them leave room for a loaded machine), not the 30 s default's.
    expect(performance.now() - started).toBeLessThan(30 * 150);
    expect(answering.raw.readyState).toBe(answering.raw.OPEN);
    answering.close();
  });

  test("valid JSON nested 3,000 levels deep is answered with its requestId and a catalogued 400", async () => {
    const socket = await openTestSocket(server.wsUrl);
    const nested = `${"[".repeat(3_000)}${"]".repeat(3_000)}`;
    for (const [requestId, text] of [
      ["deep1", `{"eventName":"UserSignOutRequestEvent","requestId":"deep1","payload":${nested}}`],
      ["deep2", `{"payload":{"a":${nested}},"eventName":"VehicleListRequestEvent","requestId":"deep2"}`],
      ["deep3", `{"requestId":"deep3","eventName":"UserSignOutRequestEvent","payload":${nested}`], // and cut off
    ] as const) {
      const reply = await Promise.race([socket.sendRaw(text, requestId), sleep(5_000).then(() => undefined)]);
      expect(reply, requestId).toMatchObject({
        requestId,
        status: "complete",
        statusCode: 400,
        error: { messageId: "BadRequest" },
      });
    }
    socket.close();
  });
});
