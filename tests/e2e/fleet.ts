/** The large company the e2e server seeds (tests/e2e/serve.ts); its owner signs in with the e2e password. */
export const E2E_FLEET_COMPANY = "Big Fleet Inc";
export const E2E_FLEET_OWNER = "owner@big-fleet-inc.localhost";
