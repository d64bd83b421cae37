// Sign-in, resume and sign-out over a real websocket against a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../../../shared/generated/accounts";
import { errorCatalogue } from "../../../shared/generated/errors";
import { DEMO_COMPANY_NAME } from "../../seed/demo";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket } from "../../testing/ws-client";
import { CLOSE_SIGNED_OUT } from "../../ws/close-codes";

const OWNER = "owner@mapleleaf.localhost";

describe.each(testDatabases())("sign-in on $name", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  test("the demo owner signs in and gets the user, the company and a token", async () => {
    const socket = await openTestSocket(server.wsUrl);
    const reply = await socket.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD });
    expect(reply).toMatchObject({ eventName: "UserSignInResponse", status: "complete", statusCode: 200 });
    const session = reply.payload as SignedInSession;
    expect(session.user.first).toBe("Olivia");
    expect(session.company?.name).toBe(DEMO_COMPANY_NAME);
    expect(session.employee?.roles).toEqual(["owner"]);
    expect(Object.keys(session.companies)).toEqual([session.company!.id]);
    expect(session.token.length).toBeGreaterThanOrEqual(40);
    socket.close();
  });

  test("email is matched without regard to case or surrounding spaces", async () => {
    const socket = await openTestSocket(server.wsUrl);
    const reply = await socket.request("UserSignInRequestEvent", {
      email: `  ${OWNER.toUpperCase()} `,
      password: TEST_PASSWORD,
    });
    expect(reply.statusCode).toBe(200);
    socket.close();
  });

  test("a wrong password and an unknown email get the same catalogued UserNotFound", async () => {
    const socket = await openTestSocket(server.wsUrl);
    const wrong = await socket.request("UserSignInRequestEvent", {
      email: "manager@mapleleaf.localhost",
      password: "wrong",
    });
    const unknown = await socket.request("UserSignInRequestEvent", {
      email: "nobody@mapleleaf.localhost",
      password: "wrong",
    });
    for (const reply of [wrong, unknown]) {
      expect(reply.statusCode).toBe(errorCatalogue.UserNotFound.status);
      expect(reply.error?.messageId).toBe("UserNotFound");
      expect(reply.payload).toBeUndefined();
    }
    socket.close();
  });

  test("a driver is refused the portal with UnauthorizedException, pointed to the driver app", async () => {
    const socket = await openTestSocket(server.wsUrl);
    const reply = await socket.request("UserSignInRequestEvent", {
      email: "driver1@mapleleaf.localhost",
      password: TEST_PASSWORD,
    });
    expect(reply).toMatchObject({
      statusCode: 403,
      error: { messageId: "UnauthorizedException", fields: [{ path: "app", problem: "useDriverApp" }] },
    });
    socket.close();
  });

  test("asking for a company the user does not belong to is refused", async () => {
    const socket = await openTestSocket(server.wsUrl);
    const admin = await socket.request("UserSignInRequestEvent", {
      email: "admin@fleetportal.localhost",
      password: TEST_PASSWORD,
    });
    const adminCompany = (admin.payload as SignedInSession).company!.id;
    const other = await openTestSocket(server.wsUrl);
    const reply = await other.request("UserSignInRequestEvent", {
      email: OWNER,
      password: TEST_PASSWORD,
      company: adminCompany,
    });
    expect(reply.error?.messageId).toBe("UnauthorizedException");
    socket.close();
    other.close();
  });

  test("after five failures an account must wait, and the wait is reported, not a lockout", async () => {
    const socket = await openTestSocket(server.wsUrl);
    const email = "mechanic@mapleleaf.localhost";
    for (let i = 0; i < 5; i++) {
      expect((await socket.request("UserSignInRequestEvent", { email, password: "bad" })).error?.messageId).toBe(
        "UserNotFound",
      );
    }
    const throttled = await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD });
    expect(throttled).toMatchObject({ statusCode: 429, error: { messageId: "TooManyAttempts" } });
    expect(throttled.error?.hint).toMatch(/Try again in \d+ seconds/);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await socket.request("UserSignInRequestEvent", { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    socket.close();
  });

  test("a stored token resumes the session on a new socket, and can switch company only to its own", async () => {
    const first = await openTestSocket(server.wsUrl);
    const signIn = (await first.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD }))
      .payload as SignedInSession;
    const second = await openTestSocket(server.wsUrl);
    const resumed = await second.request("UserSessionResumeRequestEvent", { token: signIn.token });
    expect(resumed.statusCode).toBe(200);
    expect((resumed.payload as SignedInSession).user.id).toBe(signIn.user.id);
    const bogus = await second.request("UserSessionResumeRequestEvent", { token: "not-a-token" });
    expect(bogus).toMatchObject({ statusCode: 403, error: { messageId: "NotSignedIn" } });
    first.close();
    second.close();
  });

  test("sign-out answers OK, closes every socket of the session and ends the token", async () => {
    const tabA = await openTestSocket(server.wsUrl);
    const signIn = (await tabA.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD }))
      .payload as SignedInSession;
    const tabB = await openTestSocket(server.wsUrl);
    expect((await tabB.request("UserSessionResumeRequestEvent", { token: signIn.token })).statusCode).toBe(200);
    const bystander = await openTestSocket(server.wsUrl);
    expect(
      (await bystander.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);

    const reply = await tabA.request("UserSignOutRequestEvent", {});
    expect(reply).toMatchObject({ eventName: "UserSignOutResponse", statusCode: 200, payload: {} });
    expect((await tabB.closed).code).toBe(CLOSE_SIGNED_OUT);
    expect((await tabA.closed).code).toBe(CLOSE_SIGNED_OUT);
    // Another session of the same user is not touched.
    expect(bystander.raw.readyState).toBe(bystander.raw.OPEN);

    const later = await openTestSocket(server.wsUrl);
    expect((await later.request("UserSessionResumeRequestEvent", { token: signIn.token })).error?.messageId).toBe(
      "NotSignedIn",
    );
    later.close();
    bystander.close();
  });

  test("signing out without a session is refused with NotSignedIn", async () => {
    const socket = await openTestSocket(server.wsUrl);
    expect(await socket.request("UserSignOutRequestEvent", {})).toMatchObject({
      statusCode: 403,
      error: { messageId: "NotSignedIn" },
    });
    socket.close();
  });
});
