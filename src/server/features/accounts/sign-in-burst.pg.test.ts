// A burst of password guesses against one account (docs/accounts.md "Slowing down guesses"): 100 guesses sent at once
// over 10 sockets get exactly the five free attempts checked — each attempt is counted before its password is, in one
// statement, so concurrent sockets (or server processes) cannot slip past the count — and the rest are told to wait.
// The account's owner, from the browser they signed in with before, signs in at once all the same; anyone else waits
// out the first step of the back-off (1 s), not minutes. The owner was mailed once about the failures. Guesses spread
// over many accounts from one address are slowed by the address's own count, which other addresses do not share.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { fixedClock } from "../../../shared/clock";
import type { SignedInSession } from "../../../shared/generated/accounts";
import { DEFAULT_LIMITS, ONE_ADDRESS_FOR_ALL } from "../../config";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket } from "../../testing/ws-client";
import { ADDRESS_FREE_FAILURES, FREE_FAILURES, takeAttempt } from "./backoff";

const MANAGER = "manager@mapleleaf.localhost";
const OWNER = "owner@mapleleaf.localhost";

describe.each(testDatabases())("a burst of guesses on $name", (database) => {
  const clock = fixedClock(Date.parse("2027-05-10T15:00:00Z"));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {
      clock,
      limits: { ...DEFAULT_LIMITS, ...ONE_ADDRESS_FOR_ALL, messagesPerSecond: 1e9, messageBurst: 1e9 },
      // The sockets say which address they come from (X-Forwarded-For), as a load balancer would.
      trustProxy: true,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  test("100 guesses at once over 10 sockets: five are checked, the rest wait; the owner's browser signs in at once, others after a second", async () => {
    // The manager signed in from this browser last week: it holds a device token for the account.
    const browser = await openTestSocket(server.wsUrl, { forwardedFor: "198.51.100.7" });
    const first = await browser.request("UserSignInRequestEvent", { email: MANAGER, password: TEST_PASSWORD });
    const deviceToken = (first.payload as SignedInSession).deviceToken!;
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    browser.close();
    const sockets = await Promise.all(
      Array.from({ length: 10 }, () => openTestSocket(server.wsUrl, { forwardedFor: "203.0.113.66" })),
    );
    const replies = await Promise.all(
      sockets.flatMap((socket, s) =>
        Array.from({ length: 10 }, (_, g) =>
          socket.request("UserSignInRequestEvent", { email: MANAGER, password: `wrong-guess-${s}-${g}` }),
        ),
      ),
    );
    const checked = replies.filter((reply) => reply.error?.messageId === "UserNotFound").length;
    const waiting = replies.filter((reply) => reply.error?.messageId === "TooManyAttempts").length;
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
    // The owner's own browser, with its device token, signs in at once: the burst does not lock them out…
    const owner = await openTestSocket(server.wsUrl, { forwardedFor: "198.51.100.7" });
    const ownerReply = await owner.request("UserSignInRequestEvent", {
      email: MANAGER,
      password: TEST_PASSWORD,
      deviceToken,
    });
    expect(ownerReply.statusCode, JSON.stringify(ownerReply.error)).toBe(200);
    expect((ownerReply.payload as SignedInSession).deviceToken).toBe(deviceToken);
    // …while the right password from a browser without one is told to wait (the count is the account's)…
    const stranger = sockets[0]!;
    expect(
      (await stranger.request("UserSignInRequestEvent", { email: MANAGER, password: TEST_PASSWORD })).error,
    ).toMatchObject({ messageId: "TooManyAttempts" });
    // …and a device token of another account, or a made-up one, buys nothing.
    expect(
      (await stranger.request("UserSignInRequestEvent", { email: MANAGER, password: TEST_PASSWORD, deviceToken: "x" }))
        .error,
    ).toMatchObject({ messageId: "TooManyAttempts" });
    // A second later anyone with the password signs in.
    clock.advance(1000);
    expect(
      (await stranger.request("UserSignInRequestEvent", { email: MANAGER, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    console.log(
      `sign-in burst on ${database.name}: ${checked} of 100 guesses checked, ${waiting} told to wait; the owner's browser signed in at once`,
    );
    for (const socket of [...sockets, owner]) socket.close();
  });

  test("guesses over many accounts from one address: 30 are checked, then that address waits and no other does", async () => {
    const sprayer = await openTestSocket(server.wsUrl, { forwardedFor: "192.0.2.99" });
    const replies = [];
    for (let i = 0; i < ADDRESS_FREE_FAILURES + 3; i += 1)
      replies.push(
        await sprayer.request("UserSignInRequestEvent", { email: `user${i}@spray.localhost`, password: "x" }),
      );
    const ids = replies.map((reply) => reply.error?.messageId);
    expect(ids.slice(0, ADDRESS_FREE_FAILURES).every((id) => id === "UserNotFound")).toBe(true);
    expect(ids.slice(ADDRESS_FREE_FAILURES).every((id) => id === "TooManyAttempts")).toBe(true);
    expect(replies.at(-1)!.error?.hint).toContain("from your network");
    // Another address signs in; the same address waits even with the right password…
    const elsewhere = await openTestSocket(server.wsUrl, { forwardedFor: "192.0.2.100" });
    expect(
      (await elsewhere.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    expect(
      (await sprayer.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD })).error?.messageId,
    ).toBe("TooManyAttempts");
    // …unless it is the owner's known browser, and after an hour of quiet the address starts over.
    const known = (
      (await elsewhere.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD }))
        .payload as SignedInSession
    ).deviceToken!;
    expect(
      (await sprayer.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD, deviceToken: known }))
        .statusCode,
    ).toBe(200);
    clock.advance(60 * 60_000);
    expect(
      (await sprayer.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    for (const socket of [sprayer, elsewhere]) socket.close();
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
