// The bot check on sign-in with requireBotCheckOnSignIn on, as `npm start` runs: a missing, forged or
// replayed answer is refused with BotCheckFailed; a fresh solution signs in. Over a real websocket against a real
// database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { fixedClock } from "../../../shared/clock";
import type { SignedInSession } from "../../../shared/generated/accounts";
import { errorCatalogue } from "../../../shared/generated/errors";
import type { ResponseMessage } from "../../../shared/protocol/messages";
import { solvedBotCheck } from "../../testing/bot-check";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";

// Small proof of work in tests; the widget's default is ALTCHA_MAX_NUMBER=50000.
process.env.ALTCHA_MAX_NUMBER = "50";

const OWNER = "owner@mapleleaf.localhost";

function expectBotCheckFailed(reply: ResponseMessage) {
  expect(reply.statusCode).toBe(errorCatalogue.BotCheckFailed.status);
  expect(reply.error?.messageId).toBe("BotCheckFailed");
  expect(reply.payload).toBeUndefined();
}

describe.each(testDatabases())("sign-in bot check on $name", (database) => {
  let server: TestServer;
  let socket: TestSocket;
  beforeAll(async () => {
    server = await startTestServer(database, { requireBotCheckOnSignIn: true });
    socket = await openTestSocket(server.wsUrl);
  });
  afterAll(async () => {
    socket?.close();
    await server?.close();
  });

  test("a sign-in without the bot check's answer is refused, even with the right password", async () => {
    expectBotCheckFailed(await socket.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD }));
  });

  test("a forged answer is refused: garbage, and a real challenge with a wrong counter", async () => {
    expectBotCheckFailed(
      await socket.request("UserSignInRequestEvent", {
        email: OWNER,
        password: TEST_PASSWORD,
        altcha: "bm90IGEgc29sdXRpb24=",
      }),
    );
    const forged = await solvedBotCheck(socket, { forge: true });
    expectBotCheckFailed(
      await socket.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD, altcha: forged }),
    );
  });

  // Answers that parse as JSON but are not the shape handed out once crashed altcha-lib: a 500 instead of a refusal.
  test("an answer of the wrong shape (parameters null, a fractional counter, no challenge) is refused, not a 500", async () => {
    const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
    const solved = JSON.parse(Buffer.from(await solvedBotCheck(socket), "base64").toString("utf8")) as {
      challenge: { parameters: unknown; signature: string };
      solution: Record<string, unknown>;
    };
    for (const answer of [
      { ...solved, challenge: { ...solved.challenge, parameters: null } },
      { ...solved, challenge: { ...solved.challenge, parameters: [] } },
      { ...solved, solution: { ...solved.solution, counter: 1.5 } },
      { ...solved, challenge: null },
      { solution: solved.solution },
      null,
      [],
    ]) {
      expectBotCheckFailed(
        await socket.request("UserSignInRequestEvent", {
          email: OWNER,
          password: TEST_PASSWORD,
          altcha: base64(answer),
        }),
      );
    }
  });

  test("a solved challenge signs in once; the same answer replayed is refused", async () => {
    const altcha = await solvedBotCheck(socket);
    const reply = await socket.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD, altcha });
    expect(reply.statusCode).toBe(200);
    expect((reply.payload as SignedInSession).user.first).toBe("Olivia");
    const other = await openTestSocket(server.wsUrl);
    expectBotCheckFailed(
      await other.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD, altcha }),
    );
    other.close();
  });

  // The challenge's 20 minutes run on the server's clock (FAKE_NOW included), not the machine's.
  test("a challenge solved but sent 21 minutes later is refused as expired; one sent 19 minutes later signs in", async () => {
    const clock = fixedClock(Date.parse("2027-03-14T06:50:00Z"));
    const onClock = await startTestServer(database, { requireBotCheckOnSignIn: true, clock });
    const clockSocket = await openTestSocket(onClock.wsUrl);
    try {
      const late = await solvedBotCheck(clockSocket);
      const inTime = await solvedBotCheck(clockSocket);
      clock.advance(19 * 60_000);
      expect(
        (await clockSocket.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD, altcha: inTime }))
          .statusCode,
      ).toBe(200);
      clock.advance(2 * 60_000);
      const reply = await clockSocket.request("UserSignInRequestEvent", {
        email: OWNER,
        password: TEST_PASSWORD,
        altcha: late,
      });
      expectBotCheckFailed(reply);
      expect(reply.error?.hint).toContain("expired");
    } finally {
      clockSocket.close();
      await onClock.close();
    }
  });
});
