// A burst of password guesses against one account (docs/accounts.md "Failed sign-ins"): 100 guesses sent at once over
// 10 sockets get exactly the five free attempts checked — each attempt is counted before its password is, in one
// statement, so concurrent sockets (or server processes) cannot slip past the count — and the rest are told to wait.
// The wait after the burst is the first step of the back-off (1 s), not minutes: the real user signs in then, and
// was mailed once about the failures.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { fixedClock } from "../../../shared/clock";
import { DEFAULT_LIMITS } from "../../config";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket } from "../../testing/ws-client";
import { FREE_FAILURES, takeAttempt } from "./backoff";

const MANAGER = "manager@mapleleaf.localhost";

describe.each(testDatabases())("a burst of guesses on $name", (database) => {
  const clock = fixedClock(Date.parse("2027-05-10T15:00:00Z"));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {
      clock,
      limits: { ...DEFAULT_LIMITS, messagesPerSecond: 1e9, messageBurst: 1e9 },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  test("100 guesses at once over 10 sockets: five are checked, the rest wait, and the owner of the account signs in after a second", async () => {
    const sockets = await Promise.all(Array.from({ length: 10 }, () => openTestSocket(server.wsUrl)));
    const replies = await Promise.all(
      sockets.flatMap((socket, s) =>
        Array.from({ length: 10 }, (_, g) =>
          socket.request("UserSignInRequestEvent", { email: MANAGER, password: `wrong-guess-${s}-${g}` }),
        ),
      ),
    );
    const checked = replies.filter((reply) => reply.error?.messageId === "UserNotFound").length;
    const waiting = replies.filter((reply) => reply.error?.messageId === "TooManyAttempts").length;
    console.log(`sign-in burst on ${database.name}: ${checked} of 100 guesses checked, ${waiting} told to wait`);
    expect({ checked, waiting }).toEqual({ checked: FREE_FAILURES, waiting: 100 - FREE_FAILURES });
    // The account's owner is told once, in their language, with a way to choose a new password.
    const mailed = await server.services.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", MANAGER)
      .where("subject", "like", "%failed sign-ins%")
      .execute();
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.text_body).toContain(`${FREE_FAILURES} attempts to sign in to your account failed`);
    expect(mailed[0]!.text_body).toMatch(/\/recovery/);
    // The real password at once is told to wait too (the count is the account's)…
    const owner = sockets[0]!;
    expect(
      (await owner.request("UserSignInRequestEvent", { email: MANAGER, password: TEST_PASSWORD })).error,
    ).toMatchObject({
      messageId: "TooManyAttempts",
    });
    // …and a second later it signs in.
    clock.advance(1000);
    expect(
      (await owner.request("UserSignInRequestEvent", { email: MANAGER, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    for (const socket of sockets) socket.close();
  });

  test("free attempts go ahead even when their clock readings reach the database out of order", async () => {
    // Concurrent sign-ins read the clock a few milliseconds apart and may be counted in the other order: a later
    // reading counted first must not make the earlier one wait while the attempts are still free.
    const email = "owner-of-two-tabs@example.localhost";
    const later = new Date(clock.now() + 5);
    expect(await takeAttempt(server.services.db, email, later)).toBe(0);
    expect(await takeAttempt(server.services.db, email, clock.date())).toBe(0);
  });
});
