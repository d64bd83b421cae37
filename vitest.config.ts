import { defineConfig } from "vitest/config";

// Unit and server tests sit beside the code they test. Server tests open real
// websockets against PGlite (and PostgreSQL when TEST_DATABASE_URL is set), so
// they run in forks with generous timeouts; e2e tests live in tests/e2e and run
// under Playwright instead.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "codegen/**/*.test.ts", "scripts/**/*.test.ts"],
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
