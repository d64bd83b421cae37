// Durability (docs/design/commands.md "How it is tested"): the server process is killed with SIGKILL in the middle of a
// write load and started again on the same data. Every write the client saw acknowledged must be there, with its
// values: an acknowledgement is sent only after the commit, and a commit must survive the process dying at any instant
// (on PGlite too, whose files are written by the server process itself).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";

import type { Vehicle } from "../../shared/generated/vehicles";
import { copyPgliteTemplate } from "../testing/pglite-template";
import { testDatabases } from "../testing/test-databases";
import { TEST_PASSWORD } from "../testing/test-server";
import { openTestSocket, type TestSocket } from "../testing/ws-client";

const WRITERS = 4;
const MIN_ACKNOWLEDGED = 100;
const KILL_JITTER_MS = 700;

interface Child {
  process: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** Starts src/server/main.ts in its own process with tsx; resolves once it listens. */
async function startChild(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DEMO_PASSWORD: TEST_PASSWORD,
      REQUIRE_BOT_CHECK_ON_SIGN_IN: "false",
      WS_MESSAGES_PER_SECOND: "10000",
      WS_MESSAGE_BURST: "10000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in time:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening:\n${output}`));
    });
  });
  return { process: child, url, exited };
}

async function signedIn(url: string): Promise<TestSocket> {
  const socket = await openTestSocket(`${url.replace(/^http/, "ws")}/api/v1/ws`);
  const reply = await socket.request("UserSignInRequestEvent", {
    email: "owner@mapleleaf.localhost",
    password: TEST_PASSWORD,
  });
  expect(reply.statusCode).toBe(200);
  return socket;
}

describe.each(testDatabases())("durability of acknowledged writes across kill -9 on $name", (database) => {
  const dataDir = mkdtempSync(join(tmpdir(), "fleet-kill-"));
  const schema = `kill_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const env: Record<string, string> = database.databaseUrl
    ? { DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl, DATABASE_SCHEMA: schema, SEED_DEMO: "true" }
    : { DATA_DIR: dataDir, SEED_DEMO: "true" };
  if (!database.databaseUrl) copyPgliteTemplate(dataDir);
  const children: ChildProcess[] = [];

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    if (database.databaseUrl) {
      const client = new pg.Client({ connectionString: database.databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  });

  test("every acknowledged save is present with its values after SIGKILL and a restart", async () => {
    const first = await startChild(env);
    children.push(first.process);
    const acknowledged = new Map<string, { name: string; plate: string }>();
    const writers = await Promise.all(Array.from({ length: WRITERS }, () => signedIn(first.url)));
    let killed = false;
    const load = writers.map(async (socket, w) => {
      for (let i = 0; !killed; i += 1) {
        const vehicle = {
          name: `Kill ${w}-${i}`,
          categoryId: "#23:5",
          brakingType: "abs" as const,
          plate: `K${w}X${i}`,
        };
        const reply = await Promise.race([
          socket.request("VehicleSaveRequestEvent", { vehicle }),
          socket.closed.then(() => undefined),
        ]);
        if (!reply) return; // the server died before answering: not acknowledged, so no promise was made
        if (reply.statusCode === 200)
          acknowledged.set((reply.payload as Vehicle).id, { name: vehicle.name, plate: vehicle.plate });
      }
    });
    // Kill at a random instant once the load is well under way, while every writer has a save in flight.
    const loadStart = performance.now();
    while (acknowledged.size < MIN_ACKNOWLEDGED && performance.now() - loadStart < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, Math.random() * KILL_JITTER_MS));
    first.process.kill("SIGKILL");
    killed = true;
    await Promise.all(load);
    await first.exited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(MIN_ACKNOWLEDGED);

    const second = await startChild(env);
    children.push(second.process);
    const reader = await signedIn(second.url);
    const missing: string[] = [];
    for (const [id, want] of acknowledged) {
      const reply = await reader.request("VehicleGetRequestEvent", { id });
      const got = reply.payload as Vehicle | undefined;
      if (reply.statusCode !== 200 || got?.name !== want.name || got.plate !== want.plate.toUpperCase())
        missing.push(`${id} ${want.name}`);
    }
    reader.close();
    console.log(
      `kill -9 on ${database.name}: ${acknowledged.size} acknowledged saves, ${missing.length} missing or changed`,
    );
    expect(missing).toEqual([]);
    second.process.kill("SIGTERM");
    await second.exited;
  }, 150_000);
});
