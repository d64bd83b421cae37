// The server side of the socket benchmark (socket-load.ts), in its own process so that its memory is the
// server's alone and the 2,000 client sockets do not share its event loop. It talks to its parent over IPC:
// "ready" (url, tokens, a vehicle to save), then answers "memory" requests until told to "stop".
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { DEFAULT_LIMITS, configFromEnv, type ServerConfig, ONE_ADDRESS_FOR_ALL } from "../../src/server/config";
import { createSession } from "../../src/server/features/accounts/sessions";
import { seedFleet } from "../../src/server/seed/fleet";
import { startServer } from "../../src/server/start-server";

export interface ServerReady {
  kind: "ready";
  url: string;
  tokens: string[];
  ownerEmail: string;
  password: string;
}
export interface ServerMemory {
  kind: "memory";
  rssMB: number;
  heapUsedMB: number;
  externalMB: number;
  signedInSockets: number;
}

const PASSWORD = "bench-socket-password-1";
const OWNER = "owner@mapleleaf.localhost";
const sockets = Number(process.env.BENCH_SOCKETS ?? 2_000);
const dataDir = mkdtempSync(join(tmpdir(), "fleet-socket-bench-"));
const config: ServerConfig = {
  ...configFromEnv({}),
  port: 0,
  dataDir,
  seedDemo: true,
  demoPassword: PASSWORD,
  clientDir: join(dataDir, "no-client"),
  requireBotCheckOnSignIn: false,
  // The slow reader asks for windows as fast as it likes; the buffer bound, not the rate limit, must stop it.
  limits: { ...DEFAULT_LIMITS, messagesPerSecond: 10_000, messageBurst: 10_000, ...ONE_ADDRESS_FOR_ALL },
};
const server = await startServer(config, {
  quiet: true,
  logStream: process.stderr,
});
const db = server.services.db;
const owner = await db.selectFrom("users").select("id").where("email", "=", OWNER).executeTakeFirstOrThrow();
const employee = await db
  .selectFrom("employees")
  .select("company_id")
  .where("user_id", "=", owner.id)
  .executeTakeFirstOrThrow();
// Enough rows that a 500-row window is a large reply (the slow reader's weapon).
await seedFleet(
  db,
  { companyId: employee.company_id, ownerId: owner.id, nowMs: server.services.clock.now() },
  { vehicles: 2_000 },
);
// Sessions made directly: 2,000 argon2 sign-ins would take over a minute and measure nothing of interest here.
const tokens: string[] = [];
for (let i = 0; i < sockets + 1; i++)
  tokens.push((await createSession(db, owner.id, employee.company_id, server.services.clock.date())).token);

const memory = (collect: boolean): ServerMemory => {
  if (collect) (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return {
    kind: "memory",
    rssMB: mb(usage.rss),
    heapUsedMB: mb(usage.heapUsed),
    externalMB: mb(usage.external + usage.arrayBuffers),
    signedInSockets: server.services.sockets.size(),
  };
};

process.on("message", (message: { kind: string; gc?: boolean }) => {
  if (message.kind === "memory") process.send!(memory(message.gc ?? false));
  if (message.kind === "stop") {
    void server.stop().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});
process.send!({ kind: "ready", url: server.url, tokens, ownerEmail: OWNER, password: PASSWORD } satisfies ServerReady);
