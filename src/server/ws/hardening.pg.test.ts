// What a hostile or broken client meets at the websocket (OWASP WebSocket Security Cheat Sheet): origin checks
// at the upgrade, a size cap, a per-socket rate limit, a heartbeat, and catalogued errors for every bad message.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../../shared/generated/accounts";
import { eventCatalogue, eventNames } from "../../shared/generated/events";
import { MAX_MESSAGE_BYTES } from "../../shared/protocol/messages";
import { buildApp } from "../app";
import { DEFAULT_LIMITS } from "../config";
import { createHandlers } from "../features/index";
import { silentLogger, type Logger } from "../logging";
import { validRequest } from "../testing/event-schemas";
import { testDatabases } from "../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../testing/test-server";
import { openTestSocket } from "../testing/ws-client";
import { CLOSE_MESSAGE_TOO_BIG, CLOSE_RATE_LIMITED } from "./close-codes";

const OWNER = "owner@mapleleaf.localhost";
const PARTNER_ORIGIN = "https://portal.partner.example";
/** Any request that is cheap and harmless: without a session it is refused with NotSignedIn. */
const harmless = JSON.stringify({ eventName: "UserSignOutRequestEvent", requestId: "h", payload: {} });

describe.each(testDatabases())("websocket hardening on $name", (database) => {
  let server: TestServer;
  let tight: TestServer;
  beforeAll(async () => {
    [server, tight] = await Promise.all([
      startTestServer(database, { allowedOrigins: [PARTNER_ORIGIN] }),
      startTestServer(database, {
        limits: { ...DEFAULT_LIMITS, messagesPerSecond: 5, messageBurst: 5, heartbeatMs: 100 },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), tight?.close()]);
  });

  test("a page on a foreign origin is refused at the upgrade with 403 and gets no socket", async () => {
    await expect(openTestSocket(server.wsUrl, { origin: "https://evil.example" })).rejects.toThrow(
      "upgrade refused: 403",
    );
  });

  test.each([
    ["the portal's own origin", () => server.url],
    ["an origin listed in ALLOWED_ORIGINS", () => PARTNER_ORIGIN],
    ["a client that sends no Origin (not a browser)", () => undefined],
  ])("%s may open the socket", async (_, origin) => {
    const o = origin();
    const socket = await openTestSocket(server.wsUrl, o ? { origin: o } : {});
    expect((await socket.request("UserSignOutRequestEvent", {})).error?.messageId).toBe("NotSignedIn");
    socket.close();
  });

  test("a message over 64 KB closes the socket with 1009 and is never read", async () => {
    const socket = await openTestSocket(server.wsUrl);
    const { token } = (await socket.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD }))
      .payload as SignedInSession;
    // A valid sign-out, padded with JSON whitespace past the cap: had it been read, the session would end.
    const signOut = JSON.stringify({ eventName: "UserSignOutRequestEvent", requestId: "big", payload: {} });
    socket.raw.send(signOut.replace("{}", `{${" ".repeat(MAX_MESSAGE_BYTES)}}`));
    expect((await socket.closed).code).toBe(CLOSE_MESSAGE_TOO_BIG);
    const later = await openTestSocket(server.wsUrl);
    expect((await later.request("UserSessionResumeRequestEvent", { token })).statusCode).toBe(200);
    later.close();
  });

  test("a message of exactly 64 KB is still read", async () => {
    const socket = await openTestSocket(server.wsUrl);
    const padded = harmless.replace("{}", `{${" ".repeat(MAX_MESSAGE_BYTES - Buffer.byteLength(harmless))}}`);
    expect(Buffer.byteLength(padded)).toBe(MAX_MESSAGE_BYTES);
    expect((await socket.sendRaw(padded, "h")).error?.messageId).toBe("NotSignedIn");
    socket.close();
  });

  test("past its burst a socket gets a catalogued RateLimited for its request, while another socket is unaffected", async () => {
    const socket = await openTestSocket(tight.wsUrl);
    const replies = await Promise.all(Array.from({ length: 6 }, () => socket.request("UserSignOutRequestEvent", {})));
    expect(replies.slice(0, 5).map((r) => r.error?.messageId)).toEqual(Array(5).fill("NotSignedIn"));
    expect(replies[5]).toMatchObject({
      eventName: "UserSignOutResponse",
      statusCode: 429,
      error: { messageId: "RateLimited" },
    });
    const other = await openTestSocket(tight.wsUrl);
    expect((await other.request("UserSignOutRequestEvent", {})).error?.messageId).toBe("NotSignedIn");
    socket.close();
    other.close();
  });

  test("a socket that keeps sending after 500 refusals in a row is closed with 1008", async () => {
    const socket = await openTestSocket(tight.wsUrl);
    for (let i = 0; i < 600; i++) socket.raw.send(harmless);
    expect((await socket.closed).code).toBe(CLOSE_RATE_LIMITED);
    expect(socket.received.filter((r) => r.error?.messageId === "RateLimited").length).toBeGreaterThanOrEqual(500);
  });

  test("a client that stops answering pings is cut off within a few heartbeats; one that answers stays", async () => {
    const silent = await openTestSocket(tight.wsUrl, { autoPong: false });
    const lively = await openTestSocket(tight.wsUrl);
    const started = performance.now();
    const { code } = await silent.closed;
    expect(code).toBe(1006); // terminated: no close handshake with a peer that does not answer
    // Within heartbeats, not the 30 s default's: 30 of this server's 100 ms ones leave room for a loaded machine.
    expect(performance.now() - started).toBeLessThan(30 * 100);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lively.raw.readyState).toBe(lively.raw.OPEN);
    expect((await lively.request("UserSignOutRequestEvent", {})).error?.messageId).toBe("NotSignedIn");
    lively.close();
  });

  test("a binary frame gets a catalogued BadRequest", async () => {
    const socket = await openTestSocket(server.wsUrl);
    expect(await socket.sendRaw(Buffer.from(harmless))).toMatchObject({
      statusCode: 400,
      error: { messageId: "BadRequest" },
    });
    socket.close();
  });

  test.each<[string, { text: string; requestId?: string; messageId: string }]>([
    [
      "an unknown event",
      {
        text: `{"eventName":"LaunchRocketsRequestEvent","requestId":"u1","payload":{}}`,
        requestId: "u1",
        messageId: "UnknownEvent",
      },
    ],
    ["text that is not JSON", { text: `{"eventName":"UserSignOutRequestEvent",`, messageId: "BadRequest" }],
    [
      "a __proto__ key in the payload",
      {
        text: `{"eventName":"UserSignOutRequestEvent","requestId":"p1","payload":{"__proto__":{"admin":true}}}`,
        requestId: "p1",
        messageId: "BadRequest",
      },
    ],
    [
      "a __proto__ key in the envelope",
      {
        text: `{"__proto__":{},"eventName":"UserSignOutRequestEvent","requestId":"p2","payload":{}}`,
        requestId: "p2",
        messageId: "BadRequest",
      },
    ],
    [
      "a constructor key deep inside",
      {
        text: `{"eventName":"UserSignOutRequestEvent","requestId":"p3","payload":{"a":[{"b":{"constructor":1}}]}}`,
        requestId: "p3",
        messageId: "BadRequest",
      },
    ],
    [
      "an envelope without a requestId",
      { text: `{"eventName":"UserSignOutRequestEvent","payload":{}}`, messageId: "BadRequest" },
    ],
    [
      "an envelope without a payload",
      { text: `{"eventName":"UserSignOutRequestEvent","requestId":"e1"}`, requestId: "e1", messageId: "BadRequest" },
    ],
    ["an envelope that is a list", { text: `["UserSignOutRequestEvent","e2",{}]`, messageId: "BadRequest" }],
  ])("%s gets a catalogued 400", async (_, { text, requestId, messageId }) => {
    const socket = await openTestSocket(server.wsUrl);
    const reply = await socket.sendRaw(text, requestId);
    expect(reply).toMatchObject({
      status: "complete",
      statusCode: 400,
      requestId: requestId ?? "",
      error: { messageId },
    });
    expect(reply.error?.hint.length).toBeGreaterThan(0);
    socket.close();
  });

  test("a sign-in with a __proto__ key is refused whole: the socket stays signed out", async () => {
    const socket = await openTestSocket(server.wsUrl);
    const text = `{"eventName":"UserSignInRequestEvent","requestId":"s1","payload":{"email":"${OWNER}","password":"${TEST_PASSWORD}","__proto__":{}}}`;
    expect(await socket.sendRaw(text, "s1")).toMatchObject({
      eventName: "UserSignInResponse",
      statusCode: 400,
      error: { messageId: "BadRequest" },
    });
    expect((await socket.request("UserSignOutRequestEvent", {})).error?.messageId).toBe("NotSignedIn");
    socket.close();
  });

  test("a handler crash becomes InternalError 500 with a reference, and its details stay in the server log", async () => {
    const logged: Record<string, unknown>[] = [];
    const capture: Logger = {
      ...silentLogger,
      error: (obj: object) => void logged.push(obj as Record<string, unknown>),
      child: () => capture,
    };
    const services = { ...server.services, log: capture };
    const app = await buildApp(
      services,
      {
        ...createHandlers(),
        async UserSessionResumeRequestEvent() {
          throw new TypeError("connection to db-primary.internal:5432 refused (password hunter2)");
        },
      },
      [],
    );
    await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const address = app.server.address();
      const socket = await openTestSocket(
        `ws://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/v1/ws`,
      );
      const reply = await socket.request("UserSessionResumeRequestEvent", { token: "anything" });
      expect(reply).toMatchObject({
        eventName: "UserSessionResumeResponse",
        statusCode: 500,
        error: { messageId: "InternalError" },
      });
      const reference = /^Reference ([0-9a-f-]{36})\.$/.exec(reply.error!.hint)?.[1];
      expect(reference).toBeDefined();
      expect(JSON.stringify(socket.received)).not.toMatch(/hunter2|db-primary|TypeError|\bat .*:\d+/);
      expect(logged).toEqual([expect.objectContaining({ reference, err: expect.any(TypeError) })]);
      socket.close();
    } finally {
      await app.close();
    }
  });

  // Access is data: every event that is not public refuses a socket without a session, whatever its payload.
  test.each(eventNames.filter((name) => eventCatalogue[name].access.kind !== "public"))(
    "%s without a session gets NotSignedIn 403",
    async (name) => {
      const [payload] = fc.sample(validRequest(name), { seed: 1, numRuns: 1 });
      const socket = await openTestSocket(server.wsUrl);
      const reply = await socket.sendRaw(JSON.stringify({ eventName: name, requestId: "a1", payload }), "a1");
      expect(reply).toMatchObject({
        eventName: eventCatalogue[name].response,
        statusCode: 403,
        error: { messageId: "NotSignedIn" },
      });
      socket.close();
    },
  );
});
