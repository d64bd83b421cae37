// A session being revoked (sign-out, password change, password reset) while other sockets resume it
// (docs/accounts.md "Sessions").
// Whatever the interleaving, no socket may stay attached to the revoked session: each resume is either refused,
// or its socket is closed with 4001 and leaves the registry (so it gets no more company notifications), and a
// socket whose resume was refused is not signed in. Each scenario runs RACE_ITERATIONS times (default 200) with
// resumes spread over the moments the revocation may commit.
import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { ResponseMessage } from "../../../shared/protocol/messages";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket, type TestSocket } from "../../testing/ws-client";
import { hashToken } from "../../tokens";
import { CLOSE_SIGNED_OUT } from "../../ws/close-codes";
import { createSession } from "./sessions";

const ITERATIONS = Number(process.env.RACE_ITERATIONS ?? 200);
const RESUMERS = 4;
const MECHANIC = "mechanic@mapleleaf.localhost";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = { reply?: ResponseMessage; closedWith?: number };

describe.each(testDatabases())("revocation racing resumes on $name", (database) => {
  let server: TestServer;
  let userId: string;
  let companyId: string;
  beforeAll(async () => {
    server = await startTestServer(database);
    const user = await server.services.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", MECHANIC)
      .executeTakeFirstOrThrow();
    const employee = await server.services.db
      .selectFrom("employees")
      .select("company_id")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    userId = user.id;
    companyId = employee.company_id;
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A fresh session of the mechanic, made directly (argon2 sign-ins would dominate the run). */
  const newSession = () => createSession(server.services.db, userId, companyId, server.services.clock.date());

  /** A socket resumed on `token` and confirmed signed in. */
  async function resumed(token: string): Promise<TestSocket> {
    const socket = await openTestSocket(server.wsUrl);
    expect((await socket.request("UserSessionResumeRequestEvent", { token })).statusCode).toBe(200);
    return socket;
  }

  /**
   * Opens RESUMERS sockets, starts `revoke`, and sends each socket's resume of `token` at a random moment in
   * [-lead, spread] ms around the revocation's start; returns how each resume ended once everything settled.
   */
  async function race(
    token: string,
    revoke: () => Promise<void>,
    lead: number,
    spread: number,
  ): Promise<{ sockets: TestSocket[]; outcomes: Outcome[] }> {
    const sockets = await Promise.all(Array.from({ length: RESUMERS }, () => openTestSocket(server.wsUrl)));
    const outcomes: Outcome[] = sockets.map(() => ({}));
    const offsets = sockets.map(() => Math.random() * (lead + spread) - lead);
    const start = Math.min(0, ...offsets);
    const resumes = sockets.map(async (socket, i) => {
      await sleep(offsets[i]! - start);
      const closed = socket.closed.then(({ code }) => (outcomes[i]!.closedWith = code));
      // A socket closed by the revocation may never get its reply: the close is the answer.
      await Promise.race([
        socket.request("UserSessionResumeRequestEvent", { token }).then((reply) => (outcomes[i]!.reply = reply)),
        closed,
      ]);
    });
    await sleep(-start);
    await Promise.all([revoke(), ...resumes]);
    return { sockets, outcomes };
  }

  /** The invariant: nothing attached to the session, every socket that was signed in by it closed with 4001. */
  async function expectNoSurvivor(sessionId: string, sockets: TestSocket[], outcomes: Outcome[]): Promise<void> {
    expect(server.services.sockets.count(sessionId)).toBe(0);
    for (const [i, socket] of sockets.entries()) {
      const outcome = outcomes[i]!;
      if (outcome.reply?.statusCode === 200 || outcome.closedWith !== undefined) {
        const { code } = await Promise.race([socket.closed, sleep(2_000).then(() => ({ code: -1 }))]);
        expect(code, `socket ${i} resumed (${outcome.reply?.statusCode}) and was not closed`).toBe(CLOSE_SIGNED_OUT);
      } else {
        expect(outcome.reply?.error?.messageId).toBe("NotSignedIn");
        // Refused: a request needing a session must be refused too (sign-out is harmless on a signed-out socket).
        expect((await socket.request("UserSignOutRequestEvent", {})).error?.messageId).toBe("NotSignedIn");
        socket.close();
      }
    }
  }

  test(`sign-out within 0–8 ms of a burst of resumes never leaves a socket signed in (${ITERATIONS} races)`, async () => {
    let refused = 0;
    let closedAfterOk = 0;
    for (let i = 0; i < ITERATIONS; i++) {
      const { token, sessionId } = await newSession();
      const signingOut = await resumed(token);
      const { sockets, outcomes } = await race(
        token,
        async () => {
          expect((await signingOut.request("UserSignOutRequestEvent", {})).statusCode).toBe(200);
        },
        8,
        3,
      );
      await expectNoSurvivor(sessionId, sockets, outcomes);
      refused += outcomes.filter((o) => o.reply?.error?.messageId === "NotSignedIn").length;
      closedAfterOk += outcomes.filter((o) => o.reply?.statusCode === 200).length;
    }
    // Both sides of the race were reached: some resumes came too late, some got in before the revocation.
    expect(refused).toBeGreaterThan(0);
    expect(closedAfterOk).toBeGreaterThan(0);
  }, 180_000);

  test(`a password change racing resumes of the user's other session leaves none of them signed in (${ITERATIONS} races)`, async () => {
    const passwords = [TEST_PASSWORD, `${TEST_PASSWORD}-2`];
    const { token: ownToken } = await newSession();
    const changer = await resumed(ownToken);
    for (let i = 0; i < ITERATIONS; i++) {
      const { token, sessionId } = await newSession();
      const [currentPassword, newPassword] = [passwords[i % 2]!, passwords[(i + 1) % 2]!];
      // The change spends two argon2 runs (~80 ms) before its revocation commits: resumes are spread over it.
      const { sockets, outcomes } = await race(
        token,
        async () => {
          expect(
            (await changer.request("UserPasswordChangeRequestEvent", { currentPassword, newPassword })).statusCode,
          ).toBe(200);
        },
        5,
        120,
      );
      await expectNoSurvivor(sessionId, sockets, outcomes);
    }
    // The changing socket's own session stays signed in throughout.
    expect((await changer.request("UserSessionResumeRequestEvent", { token: ownToken })).statusCode).toBe(200);
    changer.close();
  }, 180_000);

  test(`a password reset racing resumes leaves no session of the user signed in (${ITERATIONS} races)`, async () => {
    const resetter = await openTestSocket(server.wsUrl);
    for (let i = 0; i < ITERATIONS; i++) {
      const { token, sessionId } = await newSession();
      const resetToken = randomBytes(32).toString("base64url");
      await server.services.db
        .insertInto("password_resets")
        .values({
          token_hash: hashToken(resetToken),
          user_id: userId,
          requested_by: null,
          expires_at: new Date(server.services.clock.now() + 3600_000),
          used_at: null,
        })
        .execute();
      const { sockets, outcomes } = await race(
        token,
        async () => {
          expect(
            (
              await resetter.request("CredentialsResetRequestEvent", {
                token: resetToken,
                password: `${TEST_PASSWORD}-${i}`,
              })
            ).statusCode,
          ).toBe(200);
        },
        5,
        80,
      );
      await expectNoSurvivor(sessionId, sockets, outcomes);
    }
    resetter.close();
  }, 180_000);
});
