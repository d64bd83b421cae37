import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Unit and server tests sit beside the code they test. Server tests open real
// websockets against PGlite (and PostgreSQL when TEST_DATABASE_URL is set), so
// they run in forks with generous timeouts; e2e tests live in tests/e2e and run
// under Playwright instead.
export default defineConfig({
  // The Lingui macro (msg`…`, <Trans>) must be compiled for client tests as it is for the build.
  plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } })],
  define: { __APP_VERSION__: JSON.stringify("test"), __BUILD_ID__: JSON.stringify("test") },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "codegen/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    pool: "forks",
    // In CI a JSON report feeds the closing "N passed, N failed" line (scripts/ci-summary.ts).
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/vitest.json" }]] : ["default"],
    // One migrated PGlite folder per run, copied by each test server instead of paying initdb (~4.5 s) each time.
    globalSetup: ["src/server/testing/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
