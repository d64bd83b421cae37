// The self-hosted bot check (docs/accounts.md "Rules"): ALTCHA proof of work. The server hands out a
// signed challenge; the widget finds the counter whose SHA-256 matches the key prefix and sends back the
// solution; the server checks the signature, the expiry and the solution, and spends the challenge so one
// solution cannot be replayed. Difficulty is ALTCHA_MAX_NUMBER (the counter is drawn from 0…max): about a
// second in a browser at the default, a few milliseconds in tests that set it low.
import { randomBytes, randomInt } from "node:crypto";

import { createChallenge, verifySolution, type Challenge, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Kysely } from "kysely";

import { AltchaChallengeParameters, type AltchaChallenge } from "../../../shared/generated/accounts";
import type { Database } from "../../db/tables";
import { EventError } from "../../ws/event-error";

const ALGORITHM = "SHA-256";
const CHALLENGE_TTL_S = 20 * 60;
const DEFAULT_MAX_NUMBER = 50_000;
const SECRET_NAME = "altcha-hmac";

export function maxNumber(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.ALTCHA_MAX_NUMBER);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_NUMBER;
}

/** ALTCHA_HMAC_KEY, else a random key kept in the database so every server process on it agrees. */
async function hmacSecret(db: Kysely<Database>): Promise<string> {
  if (process.env.ALTCHA_HMAC_KEY) return process.env.ALTCHA_HMAC_KEY;
  await db
    .insertInto("server_secrets")
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  return (
    await db.selectFrom("server_secrets").select("value").where("name", "=", SECRET_NAME).executeTakeFirstOrThrow()
  ).value;
}

/**
 * A signed challenge that expires CHALLENGE_TTL_S after `nowMs` (the server clock). The expiry is signed in as
 * `data.expiresAt` rather than altcha-lib's own `expiresAt`, which the library checks against the machine's time:
 * a server on another clock (FAKE_NOW, docs/testing.md "Time") would see its own challenges expire or never expire.
 */
export async function newChallenge(db: Kysely<Database>, nowMs: number): Promise<AltchaChallenge> {
  const expiresAt = Math.floor(nowMs / 1000) + CHALLENGE_TTL_S;
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(0, maxNumber()),
    deriveKey,
    data: { expiresAt },
    hmacSignatureSecret: await hmacSecret(db),
  });
  return { parameters: { ...challenge.parameters, data: { expiresAt } }, signature: challenge.signature! };
}

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === "object" && u !== null && !Array.isArray(u);

/**
 * The widget's answer, or undefined when it is not the shape this server handed out. Checked whole (not just
 * `typeof … === "object"`, which null passes) so that altcha-lib never meets a shape it would crash on.
 */
function decodePayload(text: string): Payload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64").toString("utf8"));
    if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return undefined;
    const { parameters, signature } = value.challenge;
    const { counter, derivedKey } = value.solution;
    if (!AltchaChallengeParameters.is(parameters) || typeof signature !== "string" || signature.length > 200)
      return undefined;
    if (
      !Number.isSafeInteger(counter) ||
      (counter as number) < 0 ||
      typeof derivedKey !== "string" ||
      derivedKey.length > 1024
    )
      return undefined;
    return value as unknown as Payload;
  } catch {
    return undefined;
  }
}

/** Throws BotCheckFailed unless the payload solves a challenge this server signed, unexpired at `nowMs` and unspent. */
export async function checkBotPayload(db: Kysely<Database>, text: string, nowMs: number): Promise<void> {
  const payload = decodePayload(text);
  if (!payload)
    throw new EventError(
      "BotCheckFailed",
      "The bot check's answer could not be read. Let the check finish and try again.",
    );
  const challenge: Challenge = payload.challenge;
  const secret = await hmacSecret(db);
  // A well-shaped answer can still hold values the library chokes on; that is a failed check, not a 500.
  const result = await verifySolution({
    challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secret,
  }).catch(() => ({ verified: false }));
  // The expiry signed in by newChallenge, on the server's clock.
  const expiresAtS = challenge.parameters.data?.expiresAt;
  const expired = typeof expiresAtS !== "number" || expiresAtS * 1000 < nowMs;
  if (!result.verified || expired) {
    throw new EventError(
      "BotCheckFailed",
      result.verified ? "The bot check expired. Run it again." : "The bot check's answer is not valid. Run it again.",
    );
  }
  const expiresAt = new Date((expiresAtS as number) * 1000);
  await db.deleteFrom("bot_check_spent").where("expires_at", "<", new Date(nowMs)).execute();
  const spent = await db
    .insertInto("bot_check_spent")
    .values({ signature: challenge.signature!, expires_at: expiresAt })
    .onConflict((oc) => oc.column("signature").doNothing())
    .returning("signature")
    .executeTakeFirst();
  if (!spent) throw new EventError("BotCheckFailed", "This bot check was already used. Run it again.");
}
