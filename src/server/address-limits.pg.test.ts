// Per source address limits on the HTTP side (docs/design/commands.md "The HTTP side"): requests to /api/* per minute, new
// websocket connections per minute and websockets open at once. Over a limit the answer is a catalogued 429
// RateLimited (an upgrade is refused the same way); another address is not affected, and the pages are never counted.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { DEFAULT_LIMITS } from "./config";
import { testDatabases } from "./testing/test-databases";
import { startTestServer, type TestServer } from "./testing/test-server";
import { openTestSocket, type TestSocket } from "./testing/ws-client";

describe.each(testDatabases())("per-address limits on $name", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {
      limits: { ...DEFAULT_LIMITS, httpRequestsPerMinute: 5, connectionsPerMinute: 6, socketsPerAddress: 3 },
      // Clients say which address they come from (X-Forwarded-For), as behind a load balancer.
      trustProxy: true,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const upload = (address: string) =>
    fetch(`${server.url}/api/v1/files`, {
      method: "POST",
      headers: { "X-Forwarded-For": address, "Content-Type": "image/png" },
      body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    });

  test("the sixth /api request of a minute from one address is 429 RateLimited; another address and the pages go on", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await upload("198.51.100.1")).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    const refused = await upload("198.51.100.1");
    expect(await refused.json()).toMatchObject({ messageId: "RateLimited", hint: expect.any(String) });
    expect((await upload("198.51.100.2")).status).toBe(403);
    const health = await fetch(`${server.url}/healthz`, { headers: { "X-Forwarded-For": "198.51.100.1" } });
    expect(health.status).toBe(200);
  });

  test("at most three sockets open at once and six new ones a minute per address", async () => {
    const address = "198.51.100.3";
    const open = (from = address) => openTestSocket(server.wsUrl, { forwardedFor: from });
    const sockets: TestSocket[] = [await open(), await open(), await open()];
    await expect(open()).rejects.toThrow("upgrade refused: 429");
    sockets.shift()!.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    sockets.push(await open()); // the fifth connection of the minute, the third open
    for (const socket of sockets) socket.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    (await open()).close(); // the sixth
    await expect(open()).rejects.toThrow("upgrade refused: 429");
    const other = await open("198.51.100.4");
    expect((await other.request("UserSessionResumeRequestEvent", { token: "none" })).error?.messageId).toBe(
      "NotSignedIn",
    );
    other.close();
  });
});
