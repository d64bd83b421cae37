import { describe, expect, test } from "vitest";

import { cardEntryKind } from "./card-provider";

describe("the card form follows the server's payment provider", () => {
  test("the sandbox (the default) tokenises at its token path", () => {
    expect(cardEntryKind({ provider: "sandbox", tokenPath: "/api/v1/sandbox-processor/tokens" })).toEqual({
      kind: "sandbox",
      tokenPath: "/api/v1/sandbox-processor/tokens",
    });
  });
  test("Stripe with a publishable key tokenises through Stripe.js, even if a token path is sent too", () => {
    expect(
      cardEntryKind({
        provider: "stripe",
        publishableKey: " pk_test_123 ",
        tokenPath: "/api/v1/sandbox-processor/tokens",
      }),
    ).toEqual({ kind: "stripe", publishableKey: "pk_test_123" });
  });
  test("Stripe without a publishable key, or a sandbox without a token path, takes no card", () => {
    expect(cardEntryKind({ provider: "stripe" })).toEqual({ kind: "unavailable" });
    expect(cardEntryKind({ provider: "stripe", publishableKey: "  " })).toEqual({ kind: "unavailable" });
    expect(cardEntryKind({ provider: "sandbox" })).toEqual({ kind: "unavailable" });
  });
});
