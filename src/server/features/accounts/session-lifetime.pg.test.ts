// A session slides 30 days past its last use but never lives more than 90 days after its sign-in
// (docs/accounts.md "Sessions"): a token resumed every few weeks still ends on the 90th day, and one left alone
// ends 30 days after its last use. Time is the server's settable clock.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { fixedClock } from "../../../shared/clock";
import type { SignedInSession } from "../../../shared/generated/accounts";
import { testDatabases } from "../../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../../testing/test-server";
import { openTestSocket } from "../../testing/ws-client";
import { SESSION_MAX_LIFETIME_MS, SESSION_TTL_MS } from "./sessions";

const DAY = 24 * 3600_000;
const OWNER = "owner@mapleleaf.localhost";
const START = Date.parse("2027-04-05T14:00:00Z");

describe.each(testDatabases())("session lifetime on $name", (database) => {
  const clock = fixedClock(START);
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, { clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signIn(): Promise<string> {
    const socket = await openTestSocket(server.wsUrl);
    const reply = await socket.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD });
    socket.close();
    return (reply.payload as SignedInSession).token;
  }
  async function resumes(token: string): Promise<string | undefined> {
    const socket = await openTestSocket(server.wsUrl);
    const reply = await socket.request("UserSessionResumeRequestEvent", { token });
    socket.close();
    return reply.statusCode === 200 ? "resumed" : reply.error?.messageId;
  }

  test("used every 20 days, a session still ends 90 days after the sign-in", async () => {
    expect(SESSION_MAX_LIFETIME_MS).toBe(90 * DAY);
    clock.set(START);
    const token = await signIn();
    const seen: Record<number, string | undefined> = {};
    for (const day of [20, 40, 60, 80, 89]) {
      clock.set(START + day * DAY);
      seen[day] = await resumes(token);
    }
    clock.set(START + 90 * DAY + 60_000);
    seen[90] = await resumes(token);
    expect(seen).toEqual({
      20: "resumed",
      40: "resumed",
      60: "resumed",
      80: "resumed",
      89: "resumed",
      90: "NotSignedIn",
    });
  });

  test("left alone, a session ends 30 days after its last use", async () => {
    expect(SESSION_TTL_MS).toBe(30 * DAY);
    clock.set(START);
    const token = await signIn();
    clock.set(START + 29 * DAY);
    expect(await resumes(token)).toBe("resumed");
    clock.set(START + 29 * DAY + 30 * DAY - 60_000);
    expect(await resumes(token)).toBe("resumed");
    clock.set(START + 29 * DAY + 30 * DAY + 30 * DAY + 60_000);
    expect(await resumes(token)).toBe("NotSignedIn");
  });
});
