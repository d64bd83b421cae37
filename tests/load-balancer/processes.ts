// The load-balancer test's processes: portal processes from the built server (`node dist/server/main.js --role …`,
// as `npm run serve` runs them), HAProxy with the repository's deploy/haproxy.cfg in front of the web ones, and what
// the test asks of each — readiness (/readyz), the log's lines, HAProxy's view of its servers and of each client's
// connection (its stats socket).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { join } from "node:path";
import { createInterface } from "node:readline";

export interface LogLine {
  at: number;
  text: string;
}

/** A port nobody listens on now (the kernel's choice of a free one, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every child started here, so that the test's end — passed, failed or interrupted — stops them all. */
const children = new Set<ChildProcess>();

export function killAllChildren(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/** Starts a program whose output lines are kept (with when they arrived) and, with LB_VERBOSE, echoed. */
function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, lines: LogLine[]) {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (text) => {
      lines.push({ at: performance.now(), text });
      if (process.env.LB_VERBOSE)
        process.stderr.write(`  [${name} ${(performance.now() / 1000).toFixed(3)}] ${text}\n`);
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, exited };
}

/** What one GET /readyz answered: 200 and ready, 503 and not, or anything else (which is neither). */
export interface Readiness {
  /** When the probe was sent, and when its answer (or its failure) came. */
  at: number;
  answeredAt: number;
  /** 0: no answer (refused, or none within the probe's second). */
  status: number;
  /**
   * true: 200, with a JSON body (if any) that does not say otherwise; false: 503 likewise; undefined: anything else
   * (no answer, a 404 or 500, the portal's page, a body that contradicts its status).
   */
  ready: boolean | undefined;
  /** The checks the JSON answer lists as failing (`checks.<name>.ok` false). */
  failing: string[];
}

/**
 * GET /readyz: 200 when the process can serve, 503 when not (docs/operations.md "Several processes"). A JSON answer
 * must agree with its status (`ready`); any other answer — a page, a 404, a 500 — is neither ready nor unready.
 */
export async function readiness(baseUrl: string, now: () => number = () => performance.now()): Promise<Readiness> {
  const at = now();
  try {
    const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(1_000) });
    const text = await response.text();
    const type = response.headers.get("content-type") ?? "";
    // The portal's page is no answer (an address the server does not know falls back to it).
    if (type.includes("html")) return { at, answeredAt: now(), status: response.status, ready: undefined, failing: [] };
    let body: { ready?: unknown; checks?: Record<string, { ok?: unknown }> } | undefined;
    try {
      body = type.includes("json") ? (JSON.parse(text) as typeof body) : undefined;
    } catch {
      body = undefined;
    }
    const says = typeof body?.ready === "boolean" ? body.ready : undefined;
    const ready =
      response.status === 200 && says !== false ? true : response.status === 503 && says !== true ? false : undefined;
    const failing = Object.entries(body?.checks ?? {})
      .filter(([, check]) => check.ok === false)
      .map(([name]) => name);
    return { at, answeredAt: now(), status: response.status, ready, failing };
  } catch {
    return { at, answeredAt: now(), status: 0, ready: undefined, failing: [] };
  }
}

export type Role = "web" | "worker";

export interface PortalProcess {
  readonly name: string;
  readonly role: Role;
  readonly port: number;
  readonly url: string;
  /** Every line it wrote, across its restarts. */
  readonly lines: LogLine[];
  /** Starts it (again) and waits until /readyz says ready. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown, no goodbye to its sockets or its database connections. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after 5 s. */
  stop(): Promise<void>;
  running(): boolean;
  /** The last lines, for a failure's report. */
  tail(count?: number): string;
}

export interface PortalEnv {
  databaseUrl: string;
  folder: string;
}

export function portalProcess(name: string, role: Role, port: number, base: PortalEnv): PortalProcess {
  const lines: LogLine[] = [];
  const dataDir = join(base.folder, name);
  mkdirSync(dataDir, { recursive: true });
  let current: ReturnType<typeof startChild> | undefined;
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: base.databaseUrl,
    MIGRATE_ON_START: "false",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    // No built client: the processes serve the socket and the API, which is all the test uses.
    CLIENT_DIR: join(dataDir, "no-client"),
    // HAProxy is the one proxy in front (deploy/haproxy.cfg: option forwardfor).
    TRUST_PROXY: "1",
    REQUIRE_BOT_CHECK_ON_SIGN_IN: "false",
    // Every client of the test comes from 127.0.0.1: the per-address limits lifted, as ONE_ADDRESS_FOR_ALL does
    // for the test servers (src/server/config.ts).
    HTTP_REQUESTS_PER_MINUTE: "1000000000",
    WS_CONNECTIONS_PER_MINUTE: "1000000000",
    WS_SOCKETS_PER_ADDRESS: "1000000000",
  };
  const self: PortalProcess = {
    name,
    role,
    port,
    url,
    lines,
    running: () => current !== undefined && current.child.exitCode === null && current.child.signalCode === null,
    async start() {
      if (self.running()) throw new Error(`${name} is already running`);
      current = startChild(name, process.execPath, ["dist/server/main.js", "--role", role], env, lines);
      const started = current;
      const deadline = performance.now() + 30_000;
      let last: Readiness | undefined;
      while (performance.now() < deadline) {
        if (started.child.exitCode !== null || started.child.signalCode !== null)
          throw new Error(`${name} exited while starting:\n${self.tail()}`);
        last = await readiness(url);
        if (last.ready === true) return;
        // Listening, and no such address: waiting will not make one.
        if (last.status === 404) throw new Error(`${name} answers GET /readyz with 404: the endpoint is missing`);
        await sleep(100);
      }
      throw new Error(
        `${name} was not ready within 30 s (GET /readyz last answered ${last?.status ?? "nothing"})\n${self.tail()}`,
      );
    },
    async kill() {
      const running = current;
      if (!running || !self.running()) return;
      running.child.kill("SIGKILL");
      await running.exited;
    },
    async stop() {
      const running = current;
      if (!running || !self.running()) return;
      running.child.kill("SIGTERM");
      const timer = setTimeout(() => running.child.kill("SIGKILL"), 5_000);
      await running.exited;
      clearTimeout(timer);
    },
    tail: (count = 30) =>
      lines
        .slice(-count)
        .map((line) => `  [${name}] ${line.text}`)
        .join("\n"),
  };
  return self;
}

/** A server as HAProxy's statistics list it: UP, DOWN, "DOWN 1/2" (going down), "UP 1/2" (coming up), MAINT… */
export type ServerStatus = string;

export interface LoadBalancer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Each backend server's status, by name (app1…). */
  servers(): Promise<Map<string, ServerStatus>>;
  /** The server each client connection is forwarded to, by the client's local port. */
  connections(): Promise<Map<number, string>>;
  readonly lines: LogLine[];
  stop(): Promise<void>;
}

/** One command on HAProxy's stats socket; it answers and closes. */
function statsCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
    socket.write(`${command}\n`);
  });
}

/**
 * HAProxy in the foreground (-db) with deploy/haproxy.cfg as is, and a second file of the test's own that only adds
 * the stats socket: the servers' states (`show stat`) and which server each connection went to (`show sess`).
 */
export async function startLoadBalancer(
  folder: string,
  port: number,
  apps: readonly PortalProcess[],
): Promise<LoadBalancer> {
  const statsSocket = join(folder, "haproxy.sock");
  const statsConfig = join(folder, "haproxy-stats.cfg");
  writeFileSync(statsConfig, `global\n  stats socket "${statsSocket}" mode 600 level admin\n`);
  const env: NodeJS.ProcessEnv = { ...process.env, LB_BIND: `127.0.0.1:${port}` };
  apps.forEach((app, index) => (env[`APP${index + 1}`] = `127.0.0.1:${app.port}`));
  const lines: LogLine[] = [];
  // HAPROXY names another build; Debian installs it in /usr/sbin, which a user's PATH may lack.
  const haproxy = process.env.HAPROXY ?? (existsSync("/usr/sbin/haproxy") ? "/usr/sbin/haproxy" : "haproxy");
  const { child, exited } = startChild(
    "haproxy",
    haproxy,
    // -n: the test needs a few hundred connections, and the configuration's maxconn (20,000) would have HAProxy
    // raise its file-descriptor limit to about 40,000, which some machines do not allow (it then refuses to start).
    ["-f", "deploy/haproxy.cfg", "-f", statsConfig, "-n", "4000", "-db"],
    env,
    lines,
  );
  const lb: LoadBalancer = {
    url: `http://127.0.0.1:${port}`,
    lines,
    async servers() {
      const csv = await statsCommand(statsSocket, "show stat");
      const [header, ...rows] = csv.trim().split("\n");
      const columns = (header ?? "").replace(/^# /, "").split(",");
      const at = (name: string) => columns.indexOf(name);
      const states = new Map<string, ServerStatus>();
      for (const row of rows) {
        const cells = row.split(",");
        const server = cells[at("svname")];
        if (cells[at("pxname")] === "processes" && server && server !== "BACKEND")
          states.set(server, cells[at("status")] ?? "");
      }
      return states;
    },
    async connections() {
      const text = await statsCommand(statsSocket, "show sess");
      const byPort = new Map<number, string>();
      for (const match of text.matchAll(/src=[0-9.]+:(\d+) fe=\S+ be=\S+ srv=(\S+)/g))
        byPort.set(Number(match[1]), match[2]!);
      return byPort;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited at start:\n${lines.map((l) => l.text).join("\n")}`);
    const states = await lb.servers().catch(() => new Map<string, ServerStatus>());
    if (states.size === apps.length && [...states.values()].every((state) => state === "UP")) return lb;
    await sleep(100);
  }
  throw new Error(
    `haproxy did not mark every process up within 20 s: ${JSON.stringify([...(await lb.servers().catch(() => new Map()))])}\n${lines.map((l) => l.text).join("\n")}`,
  );
}
