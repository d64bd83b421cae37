// Settings read from the environment that are checked at start (README "Configuration"): a malformed one stops the
// start instead of printing on invoices or trusting the wrong proxies.
import { expect, test } from "vitest";

import { sellerFromEnv, trustProxyFromEnv } from "./config";

test("tax registration numbers are read in their registries' forms and refused otherwise", () => {
  expect(sellerFromEnv({ SELLER_NAME: "Fleet Portal Inc.", GST_HST_NUMBER: "701234567rt0001" })).toEqual({
    name: "Fleet Portal Inc.",
    gstHstNumber: "701234567 RT0001",
  });
  expect(sellerFromEnv({ QST_NUMBER: "1201234567 TQ 0001" })).toEqual({ qstNumber: "1201234567 TQ0001" });
  expect(sellerFromEnv({})).toEqual({});
  expect(() => sellerFromEnv({ GST_HST_NUMBER: "12345 RT0001" })).toThrow("GST_HST_NUMBER must look like");
  expect(() => sellerFromEnv({ QST_NUMBER: "1201234567 RT0001" })).toThrow("QST_NUMBER must look like");
});

test("TRUST_PROXY: off by default, every hop, a number of hops or a list of addresses", () => {
  expect(trustProxyFromEnv(undefined)).toBeUndefined();
  expect(trustProxyFromEnv("false")).toBeUndefined();
  expect(trustProxyFromEnv("true")).toBe(true);
  expect(trustProxyFromEnv("2")).toBe(2);
  expect(trustProxyFromEnv("10.0.0.0/8, 192.168.1.5")).toEqual(["10.0.0.0/8", "192.168.1.5"]);
});
