// The container files mirror the production path `.ci/run` walks (docs/operations.md "Containers"). Docker cannot
// build or run them on the machines this project is built on, so what can be held to that path is held here: the
// commands, the roles, the health checks, the settings, and the load balancer's configuration (checked by HAProxy
// itself when it is installed).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

import { describe, expect, test } from "vitest";
import { parse } from "yaml";

const dockerfile = readFileSync("Dockerfile", "utf8");
const compose = parse(readFileSync("compose.yaml", "utf8")) as {
  services: Record<
    string,
    { command?: string[]; environment?: Record<string, string>; image?: string; volumes?: string[] }
  >;
};
const settings = new Set(
  readFileSync(".env.example", "utf8")
    .split("\n")
    .map((line) => /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined),
);
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };

/** The stages of a multi-stage Dockerfile, by name, as their instruction lines. */
function stages(text: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let current: string[] = [];
  for (const raw of text.replace(/\\\n\s*/g, " ").split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const from = /^FROM\s+\S+\s+AS\s+(\S+)/i.exec(line);
    if (from) result.set(from[1]!, (current = []));
    current.push(line);
  }
  return result;
}

describe("the Dockerfile", () => {
  const byName = stages(dockerfile);
  const runtime = byName.get("runtime") ?? [];

  test("builds with `npm run build` and runs the built server with production dependencies only", () => {
    expect(byName.get("build")?.some((line) => /^RUN npm run build$/.test(line))).toBe(true);
    expect(runtime.some((line) => /^RUN npm ci --omit=dev\b/.test(line))).toBe(true);
    expect(runtime.some((line) => /^COPY --from=build \/app\/dist \.\/dist$/.test(line))).toBe(true);
    expect(runtime.find((line) => line.startsWith("CMD"))).toContain('"dist/server/main.js", "--role"');
    expect(manifest.scripts.serve).toBe("node dist/server/main.js");
  });

  test("runs as a user other than root, with migration at start off and its data in a volume", () => {
    const user = runtime.filter((line) => line.startsWith("USER ")).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/root|\b0\b/);
    expect(runtime.join("\n")).toMatch(/MIGRATE_ON_START=false/);
    expect(runtime.join("\n")).toMatch(/DATA_DIR=\/data/);
  });

  test("checks /readyz as its HEALTHCHECK", () => {
    expect(runtime.find((line) => line.startsWith("HEALTHCHECK"))).toContain("/readyz");
  });

  test("sets only settings the server reads (.env.example lists them)", () => {
    const env = runtime.find((line) => line.startsWith("ENV ")) ?? "";
    // NODE_ENV is Node's own convention (libraries read it), not a setting of ours.
    for (const [, name] of env.matchAll(/([A-Z_]+)=/g))
      if (name !== "NODE_ENV") expect(settings.has(name!), name).toBe(true);
  });
});

describe("compose.yaml", () => {
  const services = compose.services;

  test("migrates once, then runs web processes and a worker from the built server", () => {
    expect(services.migrate?.command).toEqual(["node", "dist/server/migrate.js"]);
    const web = Object.values(services).filter((service) => service.command?.join(" ").endsWith("--role web"));
    expect(web.length).toBeGreaterThanOrEqual(2);
    expect(services.worker?.command).toEqual(["node", "dist/server/main.js", "--role", "worker"]);
  });

  test("puts HAProxy in front with the configuration the load-balancer test runs", () => {
    expect(services.lb?.volumes?.some((volume) => volume.startsWith("./deploy/haproxy.cfg:"))).toBe(true);
    expect(Object.keys(services.lb?.environment ?? {})).toEqual(expect.arrayContaining(["LB_BIND", "APP1", "APP2"]));
  });

  test("sets only settings the server reads", () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.image?.startsWith("postgres") || name === "lb") continue;
      for (const setting of Object.keys(service.environment ?? {})) expect(settings.has(setting), setting).toBe(true);
    }
  });
});

const haproxy = (() => {
  try {
    execFileSync("haproxy", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

test.skipIf(!haproxy)("HAProxy accepts deploy/haproxy.cfg with two processes and with three", () => {
  for (const extra of [{}, { APP3: "127.0.0.1:3" }]) {
    const env = { ...process.env, LB_BIND: "127.0.0.1:18080", APP1: "127.0.0.1:1", APP2: "127.0.0.1:2", ...extra };
    expect(execFileSync("haproxy", ["-c", "-f", "deploy/haproxy.cfg"], { env, encoding: "utf8" })).toContain(
      "Configuration file is valid",
    );
  }
});

test(".env.example lists every setting the server reads", () => {
  // Read by tests and benches only, never by a serving process.
  const forTestsOnly = new Set(["TEST_DATABASE_URL", "BENCH_CHARGES", "BENCH_COMPANIES", "RACE_ITERATIONS", "TMPDIR"]);
  const read = new Set<string>();
  const files = execFileSync("git", ["ls-files", "src/server", "src/shared"], { encoding: "utf8" }).split("\n");
  for (const file of files.filter((name) => name.endsWith(".ts") && !/\.(pg\.)?test\.ts$|bench/.test(name))) {
    for (const [, name] of readFileSync(file, "utf8").matchAll(/\benv\.([A-Z][A-Z0-9_]{2,})\b/g)) read.add(name!);
  }
  const missing = [...read].filter((name) => !settings.has(name) && !forTestsOnly.has(name)).sort();
  expect(missing).toEqual([]);
});
