// The production path, walked as a self-hoster would (docs/operations.md "The production path"), by `.ci/run`:
// the built files and the lockfile in an empty folder, `npm ci --omit=dev` there, `npm run migrate`, then two
// processes — `--role web` and `--role worker` — with migrate-on-start off. Checks that the web process gets ready,
// serves the portal and 404s what is not a page, that the worker answers its health check without serving pages,
// and that the first sign-ins went to a file only the owner can read and not to the output. Prints the figures:
// install time and size, migration time, time to ready.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";

const root = process.cwd();
if (!existsSync(join(root, "dist/server/main.js")) || !existsSync(join(root, "dist/client/index.html"))) {
  throw new Error("run `npm run build` first: dist/server and dist/client are what a production install runs");
}

const folder = mkdtempSync(join(tmpdir(), "fleet-production-"));
const figures: string[] = [];
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(command, args, { cwd: folder, env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout + result.stderr;
}

function start(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ["dist/server/main.js", ...args], { cwd: folder, env });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

const databaseUrl = process.env.TEST_DATABASE_URL;
const schema = `production_check_${process.pid}`;
const processes: ChildProcess[] = [];
try {
  for (const name of ["package.json", "package-lock.json", "dist", "LICENSE"]) {
    if (existsSync(join(root, name))) cpSync(join(root, name), join(folder, name), { recursive: true });
  }
  const installStarted = performance.now();
  run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--ignore-scripts"], process.env);
  const size = run("du", ["-sm", "node_modules"], process.env).split(/\s/)[0];
  figures.push(`npm ci --omit=dev: ${seconds(installStarted)} s, node_modules ${size} MB`);
  if (existsSync(join(folder, "node_modules/vite")) || existsSync(join(folder, "node_modules/tsx"))) {
    throw new Error("the production install holds build tools (vite or tsx): a devDependency leaked into dependencies");
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: join(folder, "data"),
    MIGRATE_ON_START: "false",
    SEED_DEMO: "false",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : { DATABASE_URL: "" }),
  };
  const migrateStarted = performance.now();
  const migrateOutput = run("npm", ["run", "--silent", "migrate"], env);
  figures.push(
    `npm run migrate (${databaseUrl ? "PostgreSQL" : "PGlite"}, empty database): ${seconds(migrateStarted)} s`,
  );

  const credentials = join(folder, "data", "first-sign-ins.txt");
  if (!existsSync(credentials)) throw new Error(`the first sign-ins were not written to ${credentials}`);
  if ((statSync(credentials).mode & 0o077) !== 0) throw new Error(`${credentials} is readable by others`);
  const password = /password:\s*(\S+)/.exec(readFileSync(credentials, "utf8"))?.[1];
  if (!password) throw new Error(`${credentials} names no password`);
  if (migrateOutput.includes(password)) throw new Error("npm run migrate printed the administrator's password");

  // PGlite is one process's database: on it the two roles cannot share a data folder, so only `--role all` runs.
  const webPort = await freePort();
  const workerPort = await freePort();
  const serveStarted = performance.now();
  const web = start(["--role", databaseUrl ? "web" : "all"], { ...env, PORT: String(webPort) });
  processes.push(web.child);
  await waitReady(`http://127.0.0.1:${webPort}/readyz`, 60_000);
  figures.push(`serve --role ${databaseUrl ? "web" : "all"}: ready in ${seconds(serveStarted)} s`);
  const page = await fetch(`http://127.0.0.1:${webPort}/signin`);
  if (page.status !== 200 || !(await page.text()).includes("<!doctype html"))
    throw new Error("/signin is not the portal's page");
  const unknown = await fetch(`http://127.0.0.1:${webPort}/wp-login.php`);
  if (unknown.status !== 404) throw new Error(`an unknown path answered ${unknown.status}, not 404`);

  if (databaseUrl) {
    const worker = start(["--role", "worker"], { ...env, PORT: String(workerPort) });
    processes.push(worker.child);
    await waitReady(`http://127.0.0.1:${workerPort}/readyz`, 60_000);
    const workerPage = await fetch(`http://127.0.0.1:${workerPort}/signin`);
    if (workerPage.status !== 404) throw new Error(`the worker served a page (${workerPage.status})`);
    figures.push("serve --role worker: ready, serves no pages");
  }
  for (const child of processes) await stop(child);
  const output = processes.length > 0 ? web.output() : "";
  if (output.includes(password)) throw new Error("a serving process printed the administrator's password");
  console.log(["production path: ok", ...figures.map((line) => `  ${line}`)].join("\n"));
} finally {
  for (const child of processes) if (child.exitCode === null) child.kill("SIGKILL");
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
  rmSync(folder, { recursive: true, force: true });
}
