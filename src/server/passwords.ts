import { hash, verify, type Algorithm } from "@node-rs/argon2";

// OWASP Password Storage Cheat Sheet: argon2id with m = 19 MiB, t = 2, p = 1 (~38 ms here).
// Algorithm is an ambient const enum (not importable as a value under verbatimModuleSyntax): 2 is Argon2id.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the account does not exist, so response time does not tell an
 * attacker which emails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummy ??= hashPassword("not-a-real-password-for-timing-only");
  await verifyPassword(await dummy, password);
}
