import type { Migration } from "kysely/migration";
import { expect, test } from "vitest";

import { mergeMigrations } from "./migrate";

const noop: Migration = { up: async () => {} };

test("a domain's migrations run with the central ones, one name each", () => {
  const merged = mergeMigrations({ "0001-initial": noop }, [
    { name: "fuel", migrations: { "0029-fuel-receipts": noop } },
    { name: "vehicles" },
  ]);
  expect(Object.keys(merged).sort()).toEqual(["0001-initial", "0029-fuel-receipts"]);
  expect(() =>
    mergeMigrations({ "0001-initial": noop }, [{ name: "fuel", migrations: { "0001-initial": noop } }]),
  ).toThrow("two migrations are named 0001-initial (the fuel domain's)");
});
