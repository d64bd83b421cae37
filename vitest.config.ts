import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

import { LongestFirstSequencer } from "./tests/longest-first-sequencer.ts";

// Tests sit beside the code they test, in three projects (docs/testing.md "Which command when"):
// - unit: rules, codecs, codegen, scripts, server modules that need neither a database nor a browser;
// - client: the React screens and the client's sync layer, under happy-dom where a test asks for it;
// - db: `*.pg.test.ts`, which start the real server over real websockets against PGlite (and PostgreSQL when
//   TEST_DATABASE_URL is set). Each test server gets its own PGlite folder or PostgreSQL database, so the files
//   run side by side.
// `npm run test:fast` runs unit and client; e2e journeys live in tests/e2e and run under Playwright instead.
const DB_TESTS = ["src/**/*.pg.test.ts", "tests/integration/**/*.pg.test.ts"];

export default defineConfig({
  // The Lingui macro (msg`…`, <Trans>) must be compiled for client tests as it is for the build.
  plugins: [react(), lingui({ macroTransform: true })],
  define: {
    __APP_VERSION__: JSON.stringify("test"),
    __APP_RELEASE_DATE__: JSON.stringify("2026-12-01"),
    __BUILD_ID__: JSON.stringify("test"),
  },
  test: {
    pool: "forks",
    // Vitest's default is one worker less than the cores: one worker on these 2-core machines. The database
    // suites spend most of their time waiting on sockets and PostgreSQL, so more workers than cores pays.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 4),
    // In CI a JSON report feeds the closing "N passed, N failed" line and the slowest files (scripts/ci-summary.ts).
    reporters: process.env.CI
      ? ["default", ["json", { outputFile: process.env.VITEST_JSON_REPORT ?? "test-results/vitest.json" }]]
      : ["default"],
    // Transformed modules are kept on disk (node_modules/.vitest-cache), so the date-sensitive suites run again at
    // other instants (scripts/test-all.ts) and a contributor's next run skip transforming them again.
    fsModuleCache: true,
    // The longest files start first, across the projects (tests/longest-first-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "src/shared/**/*.test.ts",
            "src/server/**/*.test.ts",
            "codegen/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/integration/**/*.test.ts",
          ],
          exclude: DB_TESTS,
          // As in the db project: one module graph per worker. The few files that mock modules are in the client
          // project, which keeps isolation.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "client", include: ["src/client/**/*.test.ts", "src/client/**/*.test.tsx"], exclude: DB_TESTS },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: DB_TESTS,
          // A worker runs its files in one module graph instead of importing the server afresh for each: importing
          // was a third of this project's time. The files share no module state they depend on (each starts a
          // server of its own on a database of its own).
          isolate: false,
          // One migrated and seeded PGlite folder (and PostgreSQL template database) per run, copied by each test
          // server instead of paying initdb and the demo seed each time.
          globalSetup: ["src/server/testing/global-setup.ts"],
        },
      },
    ],
  },
});
