// A PostgreSQL cluster of the load-balancer test's own (docs/operations.md "Several processes"): initdb into a
// temporary folder, one port, trust on 127.0.0.1 only, no fsync. Restarting it disturbs no other test and no other
// engineer's database; it is stopped and deleted at the end, also after a failure.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Cluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /**
   * Stops it with `pg_ctl stop -m fast` (every connection ended, as `pg_ctl restart -m fast` does), keeps it down for
   * `downMs` and starts it again; resolves once it accepts connections. 0: `pg_ctl restart -m fast` itself, which on
   * this empty cluster without fsync is back within some 200 ms. Run without blocking: the test's clients share this
   * process and must keep reading meanwhile.
   */
  restart(downMs: number): Promise<void>;
  /** Stops it at once and deletes its folder; safe to call twice. */
  remove(): void;
}

/** PG_BIN, else the newest /usr/lib/postgresql/<version>/bin (Debian's layout). */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error("no PostgreSQL binaries: set PG_BIN to the folder holding initdb and pg_ctl");
  return join(root, versions[0]!, "bin");
}

/**
 * PostgreSQL refuses to run as root: as root the programs run as the `postgres` user (runuser), as anyone else as
 * themselves.
 */
function asPostgres(program: string, args: string[]): { status: number | null; output: string } {
  const [command, commandArgs] = commandFor(program, args);
  const result = spawnSync(command, commandArgs, { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

/** The command line asPostgres runs. */
const commandFor = (program: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", program, ...args]] : [program, args];

/** As run, without blocking this process. */
function runAsync(program: string, args: string[]): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const [command, commandArgs] = commandFor(program, args);
    const child = spawn(command, commandArgs, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} ${args.join(" ")} failed (${code}): ${output.trim()}`)),
    );
  });
}

function run(program: string, args: string[]): void {
  const { status, output } = asPostgres(program, args);
  if (status !== 0) throw new Error(`${program} ${args.join(" ")} failed (${status}): ${output.trim()}`);
}

export function startCluster(port: number): Cluster {
  const bin = postgresBin();
  const folder = mkdtempSync(join(tmpdir(), "fleet-lb-pg-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(folder, uid, gid);
  }
  const data = join(folder, "data");
  const pgCtl = join(bin, "pg_ctl");
  const log = join(folder, "postgres.log");
  // initdb's trust covers local connections only: 127.0.0.1 here. The socket file stays in the folder.
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${folder}`,
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
  ].join(" ");
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    if (existsSync(join(data, "postmaster.pid"))) asPostgres(pgCtl, ["-D", data, "-m", "immediate", "-w", "stop"]);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    run(join(bin, "initdb"), [
      "-D",
      data,
      "-A",
      "trust",
      "-U",
      "postgres",
      "--no-sync",
      "-E",
      "UTF8",
      "--locale=C.UTF-8",
    ]);
    run(pgCtl, ["-D", data, "-o", options, "-l", log, "-w", "start"]);
  } catch (error) {
    remove();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async restart(downMs) {
      // pg_ctl restart reuses the options of the start (postmaster.opts); pg_ctl start is given them again.
      if (downMs <= 0) return runAsync(pgCtl, ["-D", data, "-m", "fast", "-w", "restart", "-l", log]);
      await runAsync(pgCtl, ["-D", data, "-m", "fast", "-w", "stop"]);
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await runAsync(pgCtl, ["-D", data, "-o", options, "-l", log, "-w", "start"]);
    },
    remove,
  };
}
