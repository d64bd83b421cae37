import { describe, expect, test } from "vitest";

import { CONTENT_SECURITY_POLICY } from "../../../app";
import { withStripeSources } from "./stripe-csp";

describe("the page policy admits Stripe.js only when Stripe takes the cards", () => {
  test("the sandbox (no Stripe keys) keeps the policy as it is", () => {
    expect(withStripeSources(CONTENT_SECURITY_POLICY, {})).toBe(CONTENT_SECURITY_POLICY);
    expect(withStripeSources(CONTENT_SECURITY_POLICY, { STRIPE_SECRET_KEY: "sk_test_1" })).toBe(
      CONTENT_SECURITY_POLICY,
    );
  });
  test("Stripe with a publishable key adds its script, frames and API, keeping 'self'", () => {
    const policy = withStripeSources(CONTENT_SECURITY_POLICY, {
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_PUBLISHABLE_KEY: "pk_test_1",
    }) as Record<string, readonly string[]>;
    expect(policy["script-src"]).toEqual(["'self'", "https://js.stripe.com", "https://*.js.stripe.com"]);
    expect(policy["frame-src"]).toEqual([
      "'self'",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
      "https://hooks.stripe.com",
    ]);
    expect(policy["connect-src"]).toEqual(["'self'", "https://api.stripe.com"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
  });
});
