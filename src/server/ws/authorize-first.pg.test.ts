// Access comes before the payload (docs/design/commands.md "How a request is handled"): a session that may not send
// an event is refused it whatever the payload, so a malformed request tells it nothing of the event's format. Every
// event a driver may not send, and every event a signed-out socket may not send, is sent malformed — a payload of the
// wrong type, and one with an unknown property — and must be refused for access, never answered BadRequest.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { eventCatalogue, eventNames, type EventName } from "../../shared/generated/events";
import { DEFAULT_LIMITS } from "../config";
import { testDatabases } from "../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../testing/test-server";
import { openTestSocket, type TestSocket } from "../testing/ws-client";

const DRIVER = "driver1@mapleleaf.localhost";
const MALFORMED = ['"not an object"', '{"unexpected":{"__deep":[1,2,3]}}'];

/** Events a company role gates and a driver holds none of those roles. */
const notForDrivers = eventNames.filter((name) => {
  const access = eventCatalogue[name].access;
  return (
    access.kind === "company" && access.roles.length > 0 && !(access.roles as readonly string[]).includes("driver")
  );
});
const notPublic = eventNames.filter((name) => eventCatalogue[name].access.kind !== "public");

let nextId = 0;
async function sendMalformed(socket: TestSocket, eventName: EventName, payload: string) {
  const requestId = `first-${++nextId}`;
  return socket.sendRaw(`{"eventName":"${eventName}","requestId":"${requestId}","payload":${payload}}`, requestId);
}

describe.each(testDatabases())("access before the payload on $name", (database) => {
  let server: TestServer;
  let driver: TestSocket;
  let signedOut: TestSocket;

  beforeAll(async () => {
    server = await startTestServer(database, {
      limits: { ...DEFAULT_LIMITS, messagesPerSecond: 1e9, messageBurst: 1e9 },
    });
    driver = await openTestSocket(server.wsUrl);
    expect(
      (await driver.request("UserSignInRequestEvent", { email: DRIVER, password: TEST_PASSWORD, app: "drive" }))
        .statusCode,
    ).toBe(200);
    signedOut = await openTestSocket(server.wsUrl);
  });
  afterAll(async () => {
    driver?.close();
    signedOut?.close();
    await server?.close();
  });

  test("a driver's malformed request to an event of other roles is refused for its role, not its payload", async () => {
    expect(notForDrivers.length).toBeGreaterThan(50);
    const refusals = new Map<string, number>();
    for (const eventName of notForDrivers) {
      for (const payload of MALFORMED) {
        const reply = await sendMalformed(driver, eventName, payload);
        const id = reply.error?.messageId ?? "none";
        refusals.set(id, (refusals.get(id) ?? 0) + 1);
        expect({ eventName, payload, messageId: id, statusCode: reply.statusCode }).toEqual({
          eventName,
          payload,
          messageId: "UnauthorizedException",
          statusCode: 403,
        });
        expect(reply.error?.hint).not.toMatch(/payload|expected|property/i);
      }
    }
    console.log(`access-first: ${notForDrivers.length * MALFORMED.length} driver requests, ${[...refusals]}`);
  });

  test("a signed-out socket's malformed request to any non-public event is NotSignedIn", async () => {
    for (const eventName of notPublic) {
      for (const payload of MALFORMED) {
        const reply = await sendMalformed(signedOut, eventName, payload);
        expect({ eventName, payload, messageId: reply.error?.messageId }).toEqual({
          eventName,
          payload,
          messageId: "NotSignedIn",
        });
      }
    }
  });
});
