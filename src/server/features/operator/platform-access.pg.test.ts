// Only the platform operator may ask the admin home anything (docs/operator.md "Who may do what"): every event of
// schema/operator.json (its Platform… events), enumerated from the schema, is declared administrator-only, and owners, managers, mechanics
// and drivers get the catalogued UnauthorizedException (the signed out NotSignedIn) while the administrator is let
// through.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { eventCatalogue, type EventName } from "../../../shared/generated/events";
import { schemaSet, validRequest } from "../../testing/event-schemas";
import { testDatabases } from "../../testing/test-databases";
import { startTestServer, TEST_PASSWORD, type TestServer } from "../../testing/test-server";
import { openTestSocket } from "../../testing/ws-client";

const PLATFORM_EVENTS = (
  Object.keys(schemaSet.domains.find((d) => d.name === "operator")!.events) as EventName[]
).filter((name) => name.startsWith("Platform"));
const PEOPLE = [
  { role: "owner", email: "owner@mapleleaf.localhost" },
  { role: "manager", email: "manager@mapleleaf.localhost" },
  { role: "mechanic", email: "mechanic@mapleleaf.localhost" },
  // Drivers sign in to the driver app only.
  { role: "driver", email: "driver1@mapleleaf.localhost", app: "drive" as const },
];

test("every platform event is declared for administrators only", () => {
  expect(PLATFORM_EVENTS.length).toBeGreaterThanOrEqual(4);
  for (const event of PLATFORM_EVENTS)
    expect(eventCatalogue[event].access).toEqual({ kind: "company", roles: ["administrator"], features: [] });
});

describe.each(testDatabases())("platform access on $name", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  const payloadOf = (event: EventName) => fc.sample(validRequest(event), { seed: 17, numRuns: 1 })[0] as never;

  test.each(PEOPLE)("$role: every platform event is refused as unauthorized", async ({ email, app }) => {
    const socket = await openTestSocket(server.wsUrl);
    expect(
      (await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD, ...(app ? { app } : {}) }))
        .statusCode,
    ).toBe(200);
    for (const event of PLATFORM_EVENTS) {
      const reply = await socket.request(event, payloadOf(event));
      expect({ event, status: reply.statusCode, messageId: reply.error?.messageId }).toEqual({
        event,
        status: 403,
        messageId: "UnauthorizedException",
      });
    }
    socket.close();
  });

  test("signed out: NotSignedIn; the administrator: let through", async () => {
    const socket = await openTestSocket(server.wsUrl);
    for (const event of PLATFORM_EVENTS)
      expect((await socket.request(event, payloadOf(event))).error?.messageId).toBe("NotSignedIn");
    await socket.request("UserSignInRequestEvent", { email: "admin@fleetportal.localhost", password: TEST_PASSWORD });
    for (const event of [
      "PlatformStatsRequestEvent",
      "PlatformCompanySearchRequestEvent",
      "PlatformViewAsStopRequestEvent",
    ] as const) {
      const reply = await socket.request(event, payloadOf(event));
      expect({ event, status: reply.statusCode }).toEqual({ event, status: 200 });
    }
    socket.close();
  });
});
