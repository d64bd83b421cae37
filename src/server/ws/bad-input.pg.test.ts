// The generic bad-input test: for every event in the schema, ≥ 1,000 malformed payloads (wrong types, missing
// fields, huge strings, prototype keys, unknown properties, non-object payloads, NUL and lone surrogates in
// strings, numbers and dates out of range, empty ids) each get a catalogued 400 BadRequest — never a 500 —,
// nothing else comes back, and the server keeps serving. It reads the event table and schema/, so every later
// event is covered without new code. It prints the messages sent per event and the count of 500s.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import type { SignedInSession } from "../../shared/generated/accounts";
import { errorCatalogue } from "../../shared/generated/errors";
import { eventCatalogue, eventNames, type EventName } from "../../shared/generated/events";
import { MAX_MESSAGE_BYTES } from "../../shared/protocol/messages";
import { DEFAULT_LIMITS } from "../config";
import { malformedPayload, MUTATION_KINDS, type MutationKind } from "../testing/malformed";
import { testDatabases } from "../testing/test-databases";
import { TEST_PASSWORD, startTestServer, type TestServer } from "../testing/test-server";
import { openTestSocket, type TestSocket } from "../testing/ws-client";

const OWNER = "owner@mapleleaf.localhost";
/** The platform administrator sends the events the owner may not (access comes before the payload: dispatch.ts). */
const ADMIN = "admin@fleetportal.localhost";
const SEED = 20_260_417;
const RUNS_PER_EVENT = 1_000;

interface Case {
  kind: MutationKind;
  requestId: string;
  text: string;
}

let nextId = 0;

const generated = new Map<EventName, Case[]>();

/**
 * Malformed messages for one event, each one its codec refuses (checked before anything is sent). Generated once
 * and sent to each database's server: the seed fixes them anyway, and generating is half this file's time.
 */
function casesFor(eventName: EventName): Case[] {
  const known = generated.get(eventName);
  if (known) return known;
  const codec = eventCatalogue[eventName].request;
  const cases: Case[] = [];
  fc.assert(
    fc.property(malformedPayload(eventName), (malformed) => {
      const requestId = `bad-${++nextId}`;
      const text = `{"eventName":${JSON.stringify(eventName)},"requestId":"${requestId}","payload":${malformed.payloadText}}`;
      cases.push({ kind: malformed.kind, requestId, text });
      // Only a payload the codec refuses proves anything, and a valid one could change state (sign out, change a
      // password). Larger messages are cut off by the size cap before anyone reads them (hardening.pg.test.ts).
      return (
        codec.decode(JSON.parse(malformed.payloadText))._tag === "Left" && Buffer.byteLength(text) < MAX_MESSAGE_BYTES
      );
    }),
    { seed: SEED, numRuns: RUNS_PER_EVENT },
  );
  generated.set(eventName, cases);
  return cases;
}

describe.each(testDatabases())("malformed payloads on $name", (database) => {
  let server: TestServer;
  let socket: TestSocket;
  let adminSocket: TestSocket;
  const sent = { messages: 0, ms: 0, kinds: new Set<MutationKind>(), internalErrors: 0 };

  beforeAll(async () => {
    // Thousands of pipelined messages on one socket: the per-socket limit is out of the way here (tested apart).
    server = await startTestServer(database, {
      limits: { ...DEFAULT_LIMITS, messagesPerSecond: 1e9, messageBurst: 1e9 },
    });
    // Signed in as the demo owner, whose company has the features, so a refusal is about the payload, not access.
    socket = await openTestSocket(server.wsUrl);
    expect((await socket.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
    adminSocket = await openTestSocket(server.wsUrl);
    expect(
      (await adminSocket.request("UserSignInRequestEvent", { email: ADMIN, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    socket?.close();
    adminSocket?.close();
    await server?.close();
  });

  test.each(eventNames)("%s: every malformed payload gets a catalogued 400 BadRequest", async (eventName) => {
    const cases = casesFor(eventName);
    expect(cases.length).toBeGreaterThanOrEqual(1_000);
    const started = performance.now();
    const access = eventCatalogue[eventName].access;
    const ownersToSend =
      access.kind !== "company" || access.roles.length === 0 || (access.roles as readonly string[]).includes("owner");
    const sender = ownersToSend ? socket : adminSocket;
    const replies = await Promise.all(cases.map((c) => sender.sendRaw(c.text, c.requestId)));
    sent.ms += performance.now() - started;
    sent.messages += cases.length;
    for (const c of cases) sent.kinds.add(c.kind);
    const crashed = replies.filter((reply) => reply.statusCode >= 500);
    sent.internalErrors += crashed.length;
    const counts = new Map<MutationKind, number>();
    for (const c of cases) counts.set(c.kind, (counts.get(c.kind) ?? 0) + 1);
    const byKind = [...counts].map(([kind, n]) => `${kind} ${n}`).join(", ");
    console.log(
      `bad-input ${eventName} on ${database.name}: ${cases.length} messages (${byKind}), 500s: ${crashed.length}`,
    );
    expect(crashed.map((reply) => cases[replies.indexOf(reply)]!.text.slice(0, 300))).toEqual([]);

    expect(errorCatalogue.BadRequest.status).toBe(400);
    const response = eventCatalogue[eventName].response;
    const wrong = replies
      .map((reply, i) => ({ reply, sent: cases[i]!.text.slice(0, 300) }))
      .filter(
        ({ reply }) =>
          reply.status !== "complete" ||
          reply.statusCode !== 400 ||
          reply.error?.messageId !== "BadRequest" ||
          !reply.error.hint ||
          reply.payload !== undefined ||
          reply.eventName !== response,
      );
    expect(wrong.slice(0, 3)).toEqual([]);
  });

  test("afterwards nothing else has come back, the socket is still signed in, and the server still serves", async () => {
    console.log(
      `bad-input: ${sent.messages} messages (${eventNames.length} events) in ${sent.ms.toFixed(0)} ms on ${database.name}, 500s: ${sent.internalErrors}`,
    );
    expect(sent.internalErrors).toBe(0);
    expect([...sent.kinds].sort()).toEqual([...MUTATION_KINDS].sort());
    // Replies come in order, so once this one is back every earlier one is too; sign-out needs the session.
    expect(await socket.request("UserSignOutRequestEvent", {})).toMatchObject({ statusCode: 200 });
    expect(socket.received.length + adminSocket.received.length).toBe(1 + 1 + sent.messages + 1);

    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const fresh = await openTestSocket(server.wsUrl);
    const again = await fresh.request("UserSignInRequestEvent", { email: OWNER, password: TEST_PASSWORD });
    expect((again.payload as SignedInSession).user.email).toBe(OWNER);
    fresh.close();
  });

  // ws checks UTF-8 in text frames (skipUTF8Validation stays off): bytes that are not UTF-8 — here CESU-8's
  // encoding of a lone surrogate — close the socket with 1007 instead of reaching the codec as U+FFFD.
  test("a text frame that is not UTF-8 closes that socket with 1007; JSON-escaped lone surrogates reach the codec", async () => {
    const other = await openTestSocket(server.wsUrl);
    const escaped = await other.sendRaw(
      `{"eventName":"UserSignInRequestEvent","requestId":"esc","payload":{"email":"a@b.c","password":"\\ud800"}}`,
      "esc",
    );
    expect(escaped).toMatchObject({ statusCode: 400, error: { messageId: "BadRequest" } });
    expect(escaped.error?.hint).toContain("lone surrogate");
    const bytes = Buffer.concat([
      Buffer.from(`{"eventName":"UserSignInRequestEvent","requestId":"raw","payload":{"email":"a@b.c","password":"`),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from(`"}}`),
    ]);
    other.raw.send(bytes, { binary: false });
    expect((await other.closed).code).toBe(1007);
  });
});
