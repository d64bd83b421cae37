// npm start: builds the client when its sources are newer than the last build (in parallel with the database
// start-up), then serves portal and API on one port. A fresh clone needs nothing else.
import "./project-node";
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { configFromEnv } from "../src/server/config";
import { startServer } from "../src/server/start-server";

const SOURCES = [
  "src/client",
  "src/shared",
  "locales",
  "public",
  "index.html",
  "vite.config.ts",
  "lingui.config.ts",
  "package-lock.json",
];
const STAMP = "dist/client/.build-stamp";

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function buildClient(): Promise<void> {
  const stampTime = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  if (stampTime > Math.max(...SOURCES.map(newestMtime))) return Promise.resolve();
  console.log("Building the client…");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], {
      stdio: "inherit",
    });
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`vite build failed (exit ${code})`));
      writeFileSync(STAMP, new Date().toISOString());
      resolve();
    });
  });
}

const started = performance.now();
// The first sign-ins are shown in the terminal of the person starting the demo (and kept in their file).
const server = await startServer(configFromEnv(process.env, process.argv.slice(2)), {
  beforeListen: buildClient(),
  printFirstSignIns: process.stdout.isTTY === true || process.env.PRINT_FIRST_SIGN_INS === "true",
});
// Through the server's log, so that with LOG_FORMAT=json (or output that is not a terminal) every line is JSON.
const seconds = (performance.now() - started) / 1000;
server.services.log.info({ seconds }, `Ready in ${seconds.toFixed(1)} s — open ${server.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void server.stop().then(() => process.exit(0)));
}
