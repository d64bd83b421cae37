// npm run test:lb — several portal processes behind a real load balancer, surviving failures (docs/operations.md
// "Several processes"). On a PostgreSQL cluster of its own it runs three web processes and a worker from the built
// server, HAProxy with deploy/haproxy.cfg in front of the web ones, and 200 clients through HAProxy: the portal's own
// sync layer, each with the vehicle list open live, a tenth of them writing (commands with client ids). Then:
//
//   1. one web process is killed with SIGKILL while writes are on the wire: its clients must reconnect through
//      HAProxy to the others and show every acknowledged write within 5 s, and HAProxy must mark it down;
//   2. PostgreSQL is restarted (pg_ctl stop -m fast, 1.5 s down, start) while clients write: /readyz of each process
//      must turn 503 and then 200, each change relay must reconnect, and every client must show every acknowledged
//      write within 5 s of the database being back;
//   3. the killed process is started again and must rejoin (HAProxy marks it up, new clients reach it);
//   4. the writes stop: no acknowledged write may be missing from the database, no command applied twice, and every
//      list must show the database's state;
//   5. a session signed out on one process must close its sockets on every process with 4001.
//
// Prints its figures and exits 1 when a check fails. LB_CLIENTS (200) changes the number of clients,
// LB_DATABASE_DOWN_MS (1,500) how long the database stays down; LB_VERBOSE=1 echoes every process's log.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

import pg from "pg";

import { buildServer } from "../../scripts/build/server";
import type { VehicleFields } from "../../src/shared/generated/vehicles";
import { API_PATH } from "../../src/shared/protocol/messages";
import { median, round } from "../bench/stats";
import { memoryStorage, modelOf, Tab, type WriteOutcome } from "./clients";
import { startCluster, type Cluster } from "./cluster";
import { startObserver, type DatabaseAttempt } from "./observer";
import {
  freePort,
  killAllChildren,
  portalProcess,
  sleep,
  startLoadBalancer,
  type LoadBalancer,
  type PortalProcess,
} from "./processes";

const CLIENTS = Number(process.env.LB_CLIENTS ?? 200);
/** Signed-in sessions; the clients are their tabs (a browser's tabs share one session). */
const SESSIONS = Math.min(20, CLIENTS);
/** The first tab of each session writes. */
const WRITERS = SESSIONS;
/** What a writer waits between two writes (times 0.5–1.5 at random). */
const WRITE_PAUSE_MS = 3_000;
/** Every client must be back and current within this of a failure (of the database being back). */
const RECOVERY_LIMIT_MS = 5_000;
/**
 * How long PostgreSQL stays down when restarted (LB_DATABASE_DOWN_MS; 0: `pg_ctl restart -m fast` itself). This
 * empty cluster without fsync restarts in some 200 ms, less than a process busy with a hundred clients' refetches
 * may take to answer a probe: whether /readyz was seen red was a race. A production database takes seconds.
 */
const DATABASE_DOWN_MS = Number(process.env.LB_DATABASE_DOWN_MS ?? 1_500);
const PASSWORD = "lb-demo-password-1";
/** The vehicles the test adds are named so, and sort after the demo fleet's (outside the list's first window). */
const ADD_PREFIX = "Z-LB add ";

const log = (message: string) => process.stdout.write(`${message}\n`);
const ms = (value: number | undefined) => (value === undefined ? "—" : `${Math.round(value)} ms`);
const failures: string[] = [];
function check(ok: boolean, what: string): boolean {
  log(`  ${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
  return ok;
}

/** Waits until `condition` holds (polled every 50 ms); false after `timeoutMs`. */
async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (performance.now() > deadline) return false;
    await sleep(50);
  }
}

/** The server's bundle (scripts/build/server.ts), rebuilt when a source is newer than it. */
async function buildServerIfStale(): Promise<void> {
  const newest = (path: string): number => {
    if (!existsSync(path)) return 0;
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
  };
  const built = ["dist/server/main.js", "dist/server/migrate.js"].map((file) =>
    existsSync(file) ? statSync(file).mtimeMs : 0,
  );
  const sources = ["src/server", "src/shared", "package.json", "package-lock.json", "scripts/build/server.ts"];
  if (Math.min(...built) > Math.max(...sources.map(newest))) return;
  log("building the server (dist/server)…");
  await buildServer();
}

/** `node dist/server/migrate.js`: migrates the empty database and seeds the demo company with a known password. */
async function migrate(databaseUrl: string, dataDir: string): Promise<Map<string, string>> {
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ["dist/server/migrate.js"], {
      env: { ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: "true", DEMO_PASSWORD: PASSWORD, DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.on("exit", resolve);
  });
  if (code !== 0) throw new Error(`migrate.js exited with ${code}: ${output.join("")}`);
  // "owner@…  password: …  (owner)": the first sign-ins by role, as the migration wrote them.
  const byRole = new Map<string, string>();
  for (const match of readFileSync(join(dataDir, "first-sign-ins.txt"), "utf8").matchAll(/^(\S+@\S+)\s.*\((\w+)\)$/gm))
    byRole.set(match[2]!, match[1]!);
  return byRole;
}

interface Write {
  kind: "edit" | "add";
  tab: number;
  /** edit: the vehicle and the sequence number written to its model; add: the new vehicle's name. */
  vehicleId?: string;
  seq?: number;
  name?: string;
  sentAt: number;
  outcome?: WriteOutcome;
  settledAt?: number;
}

/** What a list must show to be current: each tracked vehicle's model at least this far, the count at least this. */
interface Expected {
  seqs: Map<string, number>;
  count: number;
}

/** Every write the clients made, and what was acknowledged. */
class Ledger {
  readonly writes: Write[] = [];
  private readonly nextSeq = new Map<string, number>();
  private readonly ackedSeq = new Map<string, number>();
  private ackedAdds = 0;
  private adds = 0;

  constructor(
    private readonly fields: Map<string, VehicleFields>,
    /** The list's count before the test's adds. */
    private readonly baseCount: number,
  ) {
    for (const id of fields.keys()) this.ackedSeq.set(id, 0);
  }

  get pending(): number {
    return this.writes.filter((write) => write.outcome === undefined).length;
  }

  /** Sets the vehicle's model to its next sequence number; resolves when answered (commands wait out reconnects). */
  edit(tab: Tab, vehicleId: string): Promise<WriteOutcome> {
    const seq = (this.nextSeq.get(vehicleId) ?? 0) + 1;
    this.nextSeq.set(vehicleId, seq);
    const write: Write = { kind: "edit", tab: tab.index, vehicleId, seq, sentAt: performance.now() };
    this.writes.push(write);
    return tab
      .save({ id: vehicleId, vehicle: { ...this.fields.get(vehicleId)!, model: modelOf(seq) } })
      .then((outcome) => {
        this.settle(write, outcome);
        if (outcome.ok) this.ackedSeq.set(vehicleId, Math.max(this.ackedSeq.get(vehicleId) ?? 0, seq));
        return outcome;
      });
  }

  /** Adds a vehicle of a name never used before. */
  add(tab: Tab): Promise<WriteOutcome> {
    const name = `${ADD_PREFIX}${tab.index}-${(this.adds += 1)}`;
    const write: Write = { kind: "add", tab: tab.index, name, sentAt: performance.now() };
    this.writes.push(write);
    return tab.save({ vehicle: { name, categoryId: "#23:5", brakingType: "abs" } }).then((outcome) => {
      this.settle(write, outcome);
      if (outcome.ok) this.ackedAdds += 1;
      return outcome;
    });
  }

  private settle(write: Write, outcome: WriteOutcome): void {
    write.outcome = outcome;
    write.settledAt = performance.now();
  }

  /** What every list must show once current: the acknowledged writes so far. */
  expected(): Expected {
    return { seqs: new Map(this.ackedSeq), count: this.baseCount + this.ackedAdds };
  }

  lastAcked(vehicleId: string): number {
    return this.ackedSeq.get(vehicleId) ?? 0;
  }
}

/** When the tab's list first showed everything in `expected`, from `from` on (undefined: not yet). */
function currentAt(tab: Tab, expected: Expected, from: number): number | undefined {
  let latest = tab.count.reachedAt(expected.count, from);
  if (latest === undefined) return undefined;
  for (const [id, seq] of expected.seqs) {
    const at = tab.shown.get(id)?.reachedAt(seq, from);
    if (at === undefined) return undefined;
    latest = Math.max(latest, at);
  }
  return latest;
}

/** Whether the tab shows exactly these models and this count now. */
function showsExactly(tab: Tab, seqs: Map<string, number>, count: number): boolean {
  const now = performance.now();
  if (tab.count.valueAt(now) !== count) return false;
  return [...seqs].every(([id, seq]) => tab.shown.get(id)?.valueAt(now) === seq);
}

/**
 * When PostgreSQL stopped answering after `from` (the first failed attempt answered since; one under way then may be
 * the first to fail), and when it answered again (the first success, of an attempt begun after that failure).
 */
function outageOf(attempts: readonly DatabaseAttempt[], from: number): { downAt?: number; backAt?: number } {
  const down = attempts.find((a) => a.answeredAt >= from && !a.up);
  const back = down ? attempts.filter((a) => a.up && a.at >= down.at && a.answeredAt > down.answeredAt) : [];
  return {
    downAt: down && Math.max(down.at, from),
    backAt: back.length > 0 ? Math.min(...back.map((a) => a.answeredAt)) : undefined,
  };
}

/** When HAProxy logged that a server changed state (`Server processes/app2 is DOWN, reason: …`), after `from`. */
function haproxySaid(lb: LoadBalancer, server: string, state: "UP" | "DOWN", from: number): number | undefined {
  return lb.lines.find((line) => line.at > from && line.text.includes(`Server processes/${server} is ${state}`))?.at;
}

const figures: Record<string, unknown> = {};

async function run(
  folder: string,
  resources: { cluster?: Cluster; processes: PortalProcess[]; tabs: Tab[]; lb?: LoadBalancer },
) {
  const started = performance.now();
  const [pgPort, lbPort, ...appPorts] = await Promise.all(Array.from({ length: 6 }, () => freePort()));

  log("PostgreSQL: a cluster of the test's own…");
  const cluster = startCluster(pgPort!);
  resources.cluster = cluster;
  await buildServerIfStale();
  const signIns = await migrate(cluster.url, join(folder, "migrate"));
  const accounts = ["owner", "manager"].map((role) => {
    const email = signIns.get(role);
    if (!email) throw new Error(`first-sign-ins.txt names no ${role}`);
    return email;
  });

  const base = { databaseUrl: cluster.url, folder };
  const web = [1, 2, 3].map((n) => portalProcess(`app${n}`, "web", appPorts[n - 1]!, base));
  const worker = portalProcess("worker", "worker", appPorts[3]!, base);
  const processes = [...web, worker];
  resources.processes.push(...processes);
  log("starting 3 web processes and a worker…");
  await Promise.all(processes.map((p) => p.start()));
  const lb = await startLoadBalancer(folder, lbPort!, web);
  resources.lb = lb;
  const [app1, app2, app3] = web as [PortalProcess, PortalProcess, PortalProcess];
  const wsUrl = `${lb.url.replace(/^http/, "ws")}${API_PATH}`;
  log(`HAProxy on ${lb.url} in front of ${web.map((p) => `${p.name} :${p.port}`).join(", ")}; worker :${worker.port}`);

  // The sessions: each first tab signs in, the owner and the manager in turn.
  const tabs = resources.tabs;
  const storages = Array.from({ length: SESSIONS }, () => memoryStorage());
  const tracked: string[] = [];
  const firstTabs: Tab[] = [];
  let nextTab = 0;
  const newTab = (session: number) => {
    const tab = new Tab(nextTab++, session, wsUrl, storages[session]!, tracked);
    tabs.push(tab);
    return tab;
  };
  // The vehicles the writers edit, one each, and one for the marker writes after each failure. Named to sort first,
  // so each list's first window shows them all.
  const setup = new Tab(-1, 0, wsUrl, memoryStorage(), []);
  await setup.signIn(accounts[0]!, PASSWORD);
  const companyId = setup.companyId;
  const fields = new Map<string, VehicleFields>();
  const rowNames = ["LB marker", ...Array.from({ length: WRITERS }, (_, i) => `LB row ${String(i).padStart(2, "0")}`)];
  for (const name of rowNames) {
    const vehicle: VehicleFields = { name, categoryId: "#23:5", brakingType: "abs", model: modelOf(0) };
    const outcome = await setup.save({ vehicle });
    if (!outcome.ok) throw new Error(`could not add ${name}: ${outcome.error}`);
    tracked.push(outcome.id);
    fields.set(outcome.id, vehicle);
  }
  setup.close();
  const [markerId, ...rowIds] = tracked as [string, ...string[]];

  log(`opening ${CLIENTS} clients (${SESSIONS} sessions) through HAProxy…`);
  const openedAt = performance.now();
  for (let s = 0; s < SESSIONS; s += 1) firstTabs.push(newTab(s));
  // One after another: sign-ins of one account at once count as attempts not yet known to succeed, and the
  // account's back-off (docs/accounts.md "Slowing down guesses") refuses a burst of them.
  for (const [s, tab] of firstTabs.entries()) {
    await tab.signIn(accounts[s % accounts.length]!, PASSWORD);
    // The manager also works for a second company: every tab shows the demo company's list.
    if (tab.companyId !== companyId) await tab.session.switchCompany(companyId!);
  }
  const others = Array.from({ length: CLIENTS - SESSIONS }, (_, i) => newTab(i % SESSIONS));
  for (let i = 0; i < others.length; i += 50) await Promise.all(others.slice(i, i + 50).map((tab) => tab.resume()));
  for (let i = 0; i < tabs.length; i += 50) await Promise.all(tabs.slice(i, i + 50).map((tab) => tab.openList()));
  figures.clientsOpenMs = Math.round(performance.now() - openedAt);

  const baseCount = tabs[0]!.count.valueAt(performance.now());
  if (baseCount === undefined) throw new Error("the first client's list has no count");
  const ledger = new Ledger(fields, baseCount);

  /** Which process each tab's connection reached, by HAProxy's sessions. */
  const placement = async () => {
    const byPort = await lb.connections();
    return new Map(tabs.map((tab) => [tab, tab.localPort === undefined ? undefined : byPort.get(tab.localPort)]));
  };
  const spread = (where: Map<Tab, string | undefined>) => {
    const counts: Record<string, number> = {};
    for (const server of where.values()) counts[server ?? "unknown"] = (counts[server ?? "unknown"] ?? 0) + 1;
    return counts;
  };
  let where = await placement();
  figures.clientsPerProcess = spread(where);
  log(`clients per process: ${JSON.stringify(figures.clientsPerProcess)}`);
  check(
    tabs.length === CLIENTS && tabs.every((tab) => tab.signedIn && tab.count.changes.length > 0),
    `${CLIENTS} clients signed in with the vehicle list open`,
  );
  check(
    web.every((p) => [...where.values()].includes(p.name)),
    "HAProxy spread the clients over the three web processes",
  );

  // The writers: each edits its own vehicle and adds new ones, one write at a time, until told to stop.
  const control = { paused: false, stopped: false };
  const writers = firstTabs.slice(0, WRITERS).map(async (tab, i) => {
    let turn = 0;
    while (!control.stopped) {
      if (control.paused) {
        await sleep(20);
        continue;
      }
      await (turn++ % 2 === 0 ? ledger.edit(tab, rowIds[i]!) : ledger.add(tab));
      await sleep(WRITE_PAUSE_MS * (0.5 + Math.random()));
    }
  });
  /** Sets the marker vehicle's model from a tab on a running process until acknowledged; when it was. */
  const markerWrite = async (tab: Tab): Promise<number> => {
    for (let attempt = 1; ; attempt += 1) {
      const sent = performance.now();
      const outcome = await ledger.edit(tab, markerId);
      if (outcome.ok) return performance.now();
      log(`  marker write ${attempt} refused after ${ms(performance.now() - sent)}: ${outcome.error}`);
      await sleep(100);
    }
  };

  log("\nsteady: 3 s of writes");
  await sleep(3_000);
  {
    const expected = ledger.expected();
    const from = performance.now();
    const allCurrent = await until(
      () => tabs.every((tab) => currentAt(tab, expected, from) !== undefined),
      RECOVERY_LIMIT_MS,
    );
    check(allCurrent, "every list shows the acknowledged writes");
  }

  // 1. A web process killed while writes are on the wire.
  log(`\nkill: ${app2.name} gets SIGKILL with writes in flight`);
  // New writes wait until the kill's checks are done: any change after the reconnects would make every list
  // refetch, and hide a client that does not refetch by itself once it is back. What the clients show must come from
  // their reconnect alone: the writes on the wire at the kill, and a marker write made while they are away.
  control.paused = true;
  await until(() => ledger.pending === 0, 10_000);
  where = await placement();
  const victims = tabs.filter((tab) => where.get(tab) === app2.name);
  const survivorsBefore = tabs.filter((tab) => !victims.includes(tab));
  // Writes on the wire as it dies: each writer on it adds a vehicle and the process is killed a moment later, so
  // some were applied there (a resend is answered from the recorded reply) and some not (the next process applies
  // them): either way once.
  const inFlight = firstTabs.filter((tab) => victims.includes(tab)).map((tab) => ledger.add(tab));
  await sleep(3);
  const killedAt = performance.now();
  await app2.kill();
  const markerTab = survivorsBefore.find((tab) => where.get(tab) === app1.name)!;
  const markedAt = await markerWrite(markerTab);
  const afterKill = ledger.expected();
  log(
    `  ${victims.length} clients were on ${app2.name}; ${inFlight.length} writes were on the wire; marker acknowledged after ${ms(markedAt - killedAt)}`,
  );
  const recovered = (tab: Tab) => {
    const reopened = tab.opens.find((at) => at > killedAt);
    const current = currentAt(tab, afterKill, killedAt);
    return reopened === undefined || current === undefined ? undefined : Math.max(reopened, current) - killedAt;
  };
  await until(() => victims.every((tab) => recovered(tab) !== undefined), 15_000);
  const killRecovery = victims.map(recovered);
  const killTimes = killRecovery.filter((t): t is number => t !== undefined);
  figures.killRecoveryMs = {
    max: round(Math.max(...killTimes), 0),
    median: round(median(killTimes), 0),
    clients: victims.length,
  };
  log(
    `  recovery after the kill: max ${ms(Math.max(...killTimes))}, median ${ms(median(killTimes))} over ${victims.length} clients`,
  );
  for (const [i, tab] of victims.entries()) {
    const t = killRecovery[i];
    if (t !== undefined && t <= RECOVERY_LIMIT_MS) continue;
    const rel = (at: number) => Math.round(at - killedAt);
    log(
      `  client ${tab.index} (${t === undefined ? "never current" : `${Math.round(t)} ms`}): closes ${JSON.stringify(tab.closes.filter((c) => c.at > killedAt).map((c) => [rel(c.at), c.code]))}, opens ${JSON.stringify(tab.opens.filter((at) => at > killedAt).map(rel))}, marker ${JSON.stringify(
        tab.shown
          .get(markerId)!
          .changes.filter((c) => c.at > killedAt - 1000)
          .map((c) => [rel(c.at), c.value]),
      )} (wanted ${afterKill.seqs.get(markerId)}), count ${JSON.stringify(tab.count.changes.filter((c) => c.at > killedAt - 1000).map((c) => [rel(c.at), c.value]))} (wanted ${afterKill.count})`,
    );
  }
  check(
    victims.length > 0 && victims.every((tab) => tab.closes.some((close) => close.at > killedAt)),
    `every client on ${app2.name} lost its connection`,
  );
  check(
    killRecovery.every((t) => t !== undefined && t <= RECOVERY_LIMIT_MS),
    `every client that was on ${app2.name} is back and current within ${RECOVERY_LIMIT_MS / 1000} s (${killRecovery.filter((t) => t === undefined || t > RECOVERY_LIMIT_MS).length} not)`,
  );
  check(
    survivorsBefore.every((tab) => !tab.closes.some((close) => close.at > killedAt)),
    "no client of the other processes lost its connection",
  );
  where = await placement();
  check(
    victims.every((tab) => where.get(tab) === app1.name || where.get(tab) === app3.name),
    `they reconnected through HAProxy to ${app1.name} and ${app3.name}: ${JSON.stringify(spread(new Map(victims.map((tab) => [tab, where.get(tab)]))))}`,
  );
  const markedDown = await until(async () => (await lb.servers()).get(app2.name)?.startsWith("DOWN") ?? false, 10_000);
  const downSaid = haproxySaid(lb, app2.name, "DOWN", killedAt);
  figures.haproxyMarkedDownMs = downSaid === undefined ? null : Math.round(downSaid - killedAt);
  check(
    markedDown,
    `HAProxy marks ${app2.name} down (${ms(downSaid === undefined ? undefined : downSaid - killedAt)} after the kill)`,
  );
  const inFlightOutcomes = await Promise.race([Promise.all(inFlight), sleep(10_000).then(() => undefined)]);
  check(
    inFlightOutcomes !== undefined && inFlightOutcomes.every((outcome) => outcome.ok),
    `the ${inFlight.length} writes on the wire at the kill were answered, through another process`,
  );
  control.paused = false;

  log("\nsteady: 2 s of writes");
  await sleep(2_000);

  // 2. PostgreSQL restarted under the writes.
  log(
    DATABASE_DOWN_MS > 0
      ? `\ndatabase: pg_ctl stop -m fast, ${DATABASE_DOWN_MS} ms down, pg_ctl start, with writes going on`
      : "\ndatabase: pg_ctl restart -m fast with writes going on",
  );
  const running = [app1, app3, worker];
  const observer = await startObserver(
    running.map((p) => ({ name: p.name, url: p.url })),
    cluster.url,
  );
  const probes = (p: PortalProcess) => observer.probes.filter((probe) => probe.name === p.name);
  const linesBefore = new Map(running.map((p) => [p, p.lines.length]));
  // This process runs the 200 clients: a late answer may be its own delay, not the servers'.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  await sleep(200);
  const restartAt = performance.now();
  await cluster.restart(DATABASE_DOWN_MS);
  const restartedAt = performance.now();
  await until(() => outageOf(observer.database, restartAt).backAt !== undefined, 5_000);
  const outage = outageOf(observer.database, restartAt);
  const downAt = outage.downAt ?? restartAt;
  const backAt = outage.backAt ?? restartedAt;
  figures.databaseOutageMs = Math.round(backAt - downAt);
  log(
    `  PostgreSQL stopped answering ${ms(downAt - restartAt)} after the restart began and answered again ${ms(backAt - downAt)} later (pg_ctl returned ${ms(restartedAt - backAt)} after that)`,
  );
  const dbMarkedAt = await markerWrite(tabs.find((tab) => where.get(tab) === app3.name)!);
  const afterRestart = ledger.expected();
  lag.disable();
  figures.clientProcessLagMaxMs = Math.round(lag.max / 1e6);
  log(`  first marker write acknowledged ${ms(dbMarkedAt - backAt)} after the database was back`);
  if (process.env.LB_VERBOSE)
    for (const write of ledger.writes.filter((w) => w.sentAt > restartAt - 1000)) {
      const took = write.settledAt === undefined ? "no answer yet" : ms(write.settledAt - write.sentAt);
      const outcome = write.outcome === undefined ? "" : write.outcome.ok ? "acknowledged" : write.outcome.error;
      log(
        `  ${write.kind} by client ${write.tab} sent ${ms(write.sentAt - backAt)} after the database was back: ${took} ${outcome}`,
      );
    }
  const dbRecovered = (tab: Tab) => {
    const current = currentAt(tab, afterRestart, backAt);
    return current === undefined ? undefined : current - backAt;
  };
  await until(() => tabs.every((tab) => dbRecovered(tab) !== undefined), 15_000);
  const dbRecovery = tabs.map(dbRecovered);
  const dbTimes = dbRecovery.filter((t): t is number => t !== undefined);
  figures.dbRecoveryMs = {
    max: round(Math.max(...dbTimes), 0),
    median: round(median(dbTimes), 0),
    clients: tabs.length,
  };
  log(
    `  recovery after the database was back: max ${ms(Math.max(...dbTimes))}, median ${ms(median(dbTimes))} over ${tabs.length} clients`,
  );
  check(
    dbRecovery.every((t) => t !== undefined && t <= RECOVERY_LIMIT_MS),
    `every client is current within ${RECOVERY_LIMIT_MS / 1000} s of the database being back (${dbRecovery.filter((t) => t === undefined || t > RECOVERY_LIMIT_MS).length} not)`,
  );
  check(
    tabs.every((tab) => !tab.closes.some((close) => close.at > downAt)),
    "no client lost its connection",
  );
  const relayLine = (p: PortalProcess) =>
    p.lines.slice(linesBefore.get(p)).find((line) => /change relay reconnected/.test(line.text));
  /** The first 503 that came once the restart had begun, and the first 200 to a probe sent after it came. */
  const redThenGreen = (p: PortalProcess) => {
    const answers = probes(p);
    const red = answers.find((answer) => answer.ready === false && answer.answeredAt >= restartAt);
    const green = red && answers.find((answer) => answer.ready === true && answer.at >= red.answeredAt);
    return { red, green };
  };
  const greenAgain = (p: PortalProcess) => redThenGreen(p).green;
  await until(() => running.every((p) => greenAgain(p) !== undefined && relayLine(p) !== undefined), 20_000);
  await observer.stop();
  const readinessFigures: Record<string, unknown> = {};
  const relayFigures: Record<string, unknown> = {};
  for (const p of running) {
    const answers = probes(p);
    const { red, green } = redThenGreen(p);
    const odd = answers.filter((answer) => answer.ready === undefined);
    readinessFigures[p.name] = {
      // When the first 503 came (from the database's stop) and the first 200 after it (from its return).
      notReadyAtMs: red && Math.round(red.answeredAt - downAt),
      readyAgainAfterDatabaseBackMs: green && Math.round(green.answeredAt - backAt),
      notReadyForMs: red && green && Math.round(green.answeredAt - red.answeredAt),
      failing: [...new Set(answers.filter((answer) => answer.ready === false).flatMap((answer) => answer.failing))],
      ...(odd.length > 0 ? { otherAnswers: [...new Set(odd.map((answer) => answer.status))] } : {}),
    };
    if (red === undefined || green === undefined) {
      const timeline = answers
        .filter((answer) => answer.at > restartAt - 500 && answer.at < backAt + 3_000)
        .map((answer) => [Math.round(answer.at - downAt), answer.status]);
      log(`  ${p.name} /readyz answers (ms after the database stopped answering, status): ${JSON.stringify(timeline)}`);
    }
    check(red !== undefined, `${p.name}: /readyz answers 503 during the outage`);
    check(green !== undefined, `${p.name}: /readyz answers 200 again after it`);
    const line = relayLine(p);
    const outage = line && /"outageMs":\s*(\d+)/.exec(line.text);
    // As the relay measured it, from losing its connection to listening again (ws/pg-change-relay.ts).
    relayFigures[p.name] = { notListeningMs: outage ? Number(outage[1]) : undefined };
    check(line !== undefined, `${p.name}: its change relay reconnected`);
  }
  figures.readiness = readinessFigures;
  // HAProxy checks each process every second and needs two failed checks: a short outage may pass unmarked.
  figures.haproxyMarkedDownDuringOutage = web
    .filter((p) => p !== app2 && haproxySaid(lb, p.name, "DOWN", restartAt) !== undefined)
    .map((p) => p.name);
  figures.relay = relayFigures;
  // Not ready while the database is away, so HAProxy may have taken them out; ready again, they are put back.
  const upAgain = await until(async () => {
    const states = await lb.servers();
    return [app1, app3].every((p) => states.get(p.name) === "UP");
  }, 10_000);
  check(upAgain, `HAProxy has ${app1.name} and ${app3.name} up after the restart`);
  for (const [name, value] of Object.entries(readinessFigures)) log(`  readiness ${name}: ${JSON.stringify(value)}`);
  for (const [name, value] of Object.entries(relayFigures)) log(`  relay ${name}: ${JSON.stringify(value)}`);

  // 3. The killed process comes back.
  log(`\nrestart: ${app2.name} starts again`);
  const startAt = performance.now();
  await app2.start();
  const readyAt = performance.now();
  const markedUp = await until(async () => (await lb.servers()).get(app2.name) === "UP", 15_000);
  const upSaid = haproxySaid(lb, app2.name, "UP", startAt);
  figures.rejoin = {
    readyAfterStartMs: Math.round(readyAt - startAt),
    markedUpAfterReadyMs: upSaid === undefined ? null : Math.round(upSaid - readyAt),
  };
  check(
    markedUp,
    `HAProxy marks ${app2.name} up again (ready ${ms(readyAt - startAt)} after its start, up ${ms(upSaid === undefined ? undefined : upSaid - readyAt)} after that)`,
  );
  // New tabs of one session land on it too (round robin); they sign nothing in, they resume the session.
  const signOutSession = 1;
  const newcomers = Array.from({ length: 6 }, () => newTab(signOutSession));
  await Promise.all(newcomers.map((tab) => tab.resume()));
  await Promise.all(newcomers.map((tab) => tab.openList()));
  where = await placement();
  check(
    newcomers.some((tab) => where.get(tab) === app2.name),
    `new clients reach ${app2.name}: ${JSON.stringify(spread(new Map(newcomers.map((tab) => [tab, where.get(tab)]))))}`,
  );

  log("\nsteady: 2 s of writes");
  await sleep(2_000);

  // 4. The writes stop; the database holds every acknowledged write once, and every list shows the database.
  log("\nsettle: the writes stop");
  control.stopped = true;
  const settled = await Promise.race([Promise.all(writers).then(() => true), sleep(20_000).then(() => false)]);
  check(settled, "every write was answered");
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  const models = await db.query<{ id: string; model: string }>("select id, model from vehicles where id = any($1)", [
    tracked,
  ]);
  const added = await db.query<{ name: string; n: number }>(
    "select name, count(*)::int as n from vehicles where name like $1 group by name",
    [`${ADD_PREFIX}%`],
  );
  const total = await db.query<{ n: number }>(
    "select count(*)::int as n from vehicles where company_id = (select company_id from vehicles where id = $1) and not deleted",
    [markerId],
  );
  await db.end();
  const dbSeqs = new Map(models.rows.map((row) => [row.id, Number(/^s(\d+)$/.exec(row.model)?.[1] ?? -1)]));
  const rowsByName = new Map(added.rows.map((row) => [row.name, row.n]));
  const adds = ledger.writes.filter((write) => write.kind === "add");
  const edits = ledger.writes.filter((write) => write.kind === "edit");
  const ackedAdds = adds.filter((write) => write.outcome?.ok);
  const lostAdds = ackedAdds.filter((write) => !rowsByName.has(write.name!));
  // Each vehicle is edited one write at a time: an edit lost, or an older one applied again after a newer one, leaves
  // its model behind the last acknowledged. An add applied twice is a second row of its name.
  const lostEdits = tracked.filter((id) => (dbSeqs.get(id) ?? -1) < ledger.lastAcked(id));
  const duplicated = [...rowsByName].filter(([, n]) => n > 1);
  const failedApplied = adds.filter((write) => write.outcome && !write.outcome.ok && rowsByName.has(write.name!));
  const unknownRows = [...rowsByName.keys()].filter((name) => !adds.some((write) => write.name === name));
  const acked = ledger.writes.filter((write) => write.outcome?.ok).length;
  const failed = ledger.writes.filter((write) => write.outcome && !write.outcome.ok);
  figures.writes = {
    sent: ledger.writes.length,
    acknowledged: acked,
    refused: failed.length,
    refusedButApplied: failedApplied.length,
    edits: edits.length,
    adds: adds.length,
  };
  log(`  writes: ${JSON.stringify(figures.writes)}`);
  if (failed.length > 0) {
    const reasons = new Map<string, number>();
    for (const write of failed) {
      const reason = write.outcome!.ok ? "" : write.outcome!.error.slice(0, 100);
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    log(`  refusals: ${JSON.stringify([...reasons])}`);
  }
  check(
    lostAdds.length === 0 && lostEdits.length === 0,
    `no acknowledged write lost (${lostAdds.length} adds, ${lostEdits.length} edits)`,
  );
  check(duplicated.length === 0, `no command applied twice (${duplicated.length} names added more than once)`);
  check(unknownRows.length === 0, "no vehicle the clients did not ask for");
  const finalSeqs = new Map(tracked.map((id) => [id, dbSeqs.get(id)!]));
  const finalCount = total.rows[0]!.n;
  const converged = await until(() => tabs.every((tab) => showsExactly(tab, finalSeqs, finalCount)), RECOVERY_LIMIT_MS);
  check(
    converged,
    `every list shows the database's state (${tabs.filter((tab) => !showsExactly(tab, finalSeqs, finalCount)).length} not)`,
  );

  // 5. A sign-out on one process reaches the session's sockets on every process.
  log("\nsign-out: one tab signs its session out");
  where = await placement();
  const sessionTabs = tabs.filter((tab) => tab.sessionIndex === signOutSession);
  const signer = sessionTabs.find((tab) => where.get(tab) === app1.name) ?? sessionTabs[0]!;
  const elsewhere = sessionTabs.filter((tab) => tab !== signer);
  const otherProcesses = new Set(elsewhere.map((tab) => where.get(tab)));
  check(
    web.every((p) => p.name === where.get(signer) || otherProcesses.has(p.name)),
    `the session signs out on ${where.get(signer)}; its other tabs sit on ${[...otherProcesses].sort().join(", ")}`,
  );
  const signOutAt = performance.now();
  await signer.session.signOut();
  const closedAt = (tab: Tab) => tab.closes.find((close) => close.at > signOutAt && close.code === 4001)?.at;
  await until(() => elsewhere.every((tab) => closedAt(tab) !== undefined), 5_000);
  await sleep(300);
  const closeTimes = elsewhere.map((tab) => closedAt(tab)).filter((t): t is number => t !== undefined);
  figures.signOutReachedAllMs = closeTimes.length > 0 ? Math.round(Math.max(...closeTimes) - signOutAt) : null;
  check(
    closeTimes.length === elsewhere.length,
    `its ${elsewhere.length} other tabs are closed with 4001 (after ${ms(Math.max(...closeTimes) - signOutAt)})`,
  );
  check(
    tabs
      .filter((tab) => tab.sessionIndex !== signOutSession)
      .every((tab) => !tab.closes.some((close) => close.at > signOutAt)),
    "no other session's tab was closed",
  );
  figures.clients = tabs.length;
  figures.wallMs = Math.round(performance.now() - started);
}

const folder = mkdtempSync(join(tmpdir(), "fleet-lb-"));
const resources: { cluster?: Cluster; processes: PortalProcess[]; tabs: Tab[]; lb?: LoadBalancer } = {
  processes: [],
  tabs: [],
};
let cleaned = false;
const cleanUp = () => {
  if (cleaned) return;
  cleaned = true;
  for (const tab of resources.tabs) tab.close();
  killAllChildren();
  resources.cluster?.remove();
  rmSync(folder, { recursive: true, force: true });
};
// Whatever ends the program — a check, a crash, a signal — the processes and the cluster go with it.
process.once("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
try {
  await run(folder, resources);
} catch (error) {
  failures.push(`stopped early: ${error instanceof Error ? error.message : String(error)}`);
  log(`\nSTOPPED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  for (const p of resources.processes) log(p.tail(15));
} finally {
  for (const tab of resources.tabs) tab.close();
  await resources.lb?.stop().catch(() => undefined);
  await Promise.all(resources.processes.map((p) => p.stop().catch(() => undefined)));
  cleanUp();
}
log(`\nfigures: ${JSON.stringify(figures)}`);
if (failures.length > 0) {
  log(`\n${failures.length} check(s) failed:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
  process.exit(1);
}
log("\nall checks passed");
process.exit(0);
