import base from "./playwright.config";
import { E2E_PASSWORD } from "./playwright.config";
// Temporary (not for commit): runs the accounts journeys on their own port and data folder while another
// engineer's e2e run holds 4310.
export default {
  ...base,
  outputDir: "test-results/playwright-accounts",
  projects: [{ name: "pglite-accounts", use: { baseURL: "http://127.0.0.1:4320" } }],
  webServer: [{
    command: "npx tsx tests/e2e/serve.ts",
    url: "http://127.0.0.1:4320/healthz",
    reuseExistingServer: false,
    timeout: 90_000,
    env: { PORT: "4320", DATA_DIR: "test-results/e2e-data-pglite-accounts", DEMO_PASSWORD: E2E_PASSWORD, E2E_RESET: "true" },
  }],
};
