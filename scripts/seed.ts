// npm run seed -- --company "Big Fleet Inc" --vehicles 100000
// Creates the company (with an owner who can sign in) when missing, then tops its data up to the asked counts
// with multi-row inserts. Works on the embedded database (DATA_DIR) or PostgreSQL (DATABASE_URL), as the server.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";

import cliProgress from "cli-progress";

import { configFromEnv } from "../src/server/config";
import { connectDatabase } from "../src/server/db/connect";
import { migrateToLatest } from "../src/server/db/migrate";
import { domainGenerators, ensureFleetCompany, seedFleet } from "../src/server/seed/fleet";

const { values } = parseArgs({
  options: {
    company: { type: "string", default: "Big Fleet Inc" },
    password: { type: "string" },
    ...Object.fromEntries([...domainGenerators().keys()].map((domain) => [domain, { type: "string" as const }])),
  },
});

const counts: Record<string, number> = {};
for (const domain of domainGenerators().keys()) {
  const raw = (values as Record<string, string | undefined>)[domain];
  if (raw === undefined) continue;
  const count = Number(raw);
  if (!Number.isSafeInteger(count) || count < 0) {
    console.error(`--${domain} must be a whole number, got "${raw}"`);
    process.exit(2);
  }
  counts[domain] = count;
}

const config = configFromEnv();
const database = await connectDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  schema: config.databaseSchema,
});
await migrateToLatest(database.db, database.schema);
const password = values.password ?? config.demoPassword ?? randomBytes(9).toString("base64url");
const company = await ensureFleetCompany(database.db, values.company!, password);
console.log(
  `${company.created ? "Created" : "Using"} company "${values.company}" (${company.companyId}) on ${database.kind}`,
);
if (company.created) console.log(`  owner sign-in: ${company.ownerEmail}  ${password}`);

const bar = new cliProgress.SingleBar(
  {
    format: "  {domain} [{bar}] {percentage}% {value}/{total} rows, {duration}s",
    hideCursor: true,
    noTTYOutput: true,
    notTTYSchedule: 2000,
  },
  cliProgress.Presets.shades_classic,
);
let current = "";
let lastDrawn = 0;
const started = performance.now();
const added = await seedFleet(database.db, { ...company, nowMs: config.clock.now() }, counts, (domain, done, total) => {
  if (domain !== current) {
    if (current) bar.stop();
    current = domain;
    bar.start(total, 0, { domain });
  }
  bar.update(done, { domain });
  // PGlite answers on the microtask queue, so cli-progress's own timer never runs while a domain is seeded: draw
  // from here, at most every 2 s (a log or pipe), or 5 times a second (a terminal).
  const now = performance.now();
  if (now - lastDrawn >= (process.stdout.isTTY ? 200 : 2000)) {
    lastDrawn = now;
    (bar as unknown as { render(): void }).render();
  }
});
if (current) bar.stop();
console.log(
  `Added ${
    Object.entries(added)
      .map(([d, n]) => `${n} ${d}`)
      .join(", ") || "nothing"
  } in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
await database.close();
