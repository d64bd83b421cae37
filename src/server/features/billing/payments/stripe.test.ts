// The Stripe provider against a local stand-in for api.stripe.com (the SDK's host/port/protocol options): the
// requests it makes (a confirmed PaymentIntent with the idempotency key, the PaymentMethod for brand and last four)
// and how a card error becomes a decline with Stripe's message; and webhook signatures.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { stripeProvider, stripeTestSignature, verifyStripeWebhook } from "./stripe";

const seen: { path: string; idempotencyKey: string | undefined; body: string }[] = [];
let server: Server;
let port = 0;

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await read(request);
    seen.push({
      path: `${request.method} ${request.url}`,
      idempotencyKey: request.headers["idempotency-key"] as string | undefined,
      body,
    });
    response.setHeader("content-type", "application/json");
    const form = new URLSearchParams(body);
    if (request.url === "/v1/payment_intents" && form.get("payment_method") === "pm_card_chargeDeclined") {
      response.statusCode = 402;
      response.end(
        JSON.stringify({
          error: {
            type: "card_error",
            code: "card_declined",
            decline_code: "generic_decline",
            message: "Your card was declined.",
            payment_intent: { id: "pi_declined" },
          },
        }),
      );
    } else if (request.url === "/v1/payment_intents") {
      response.end(
        JSON.stringify({
          id: "pi_123",
          object: "payment_intent",
          status: "succeeded",
          payment_method: form.get("payment_method"),
        }),
      );
    } else if (request.url?.startsWith("/v1/payment_methods/")) {
      response.end(
        JSON.stringify({
          id: "pm_card_visa",
          object: "payment_method",
          card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 },
        }),
      );
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { type: "invalid_request_error", message: "unknown" } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server?.close());

describe("the Stripe provider", () => {
  test("a charge is a confirmed PaymentIntent under the idempotency key; the card shows brand and last four", async () => {
    const provider = stripeProvider({ secretKey: "sk_test_123", host: "127.0.0.1", port, protocol: "http" });
    const outcome = await provider.charge({
      amountCents: 28928,
      currency: "cad",
      source: "pm_card_visa",
      idempotencyKey: "#12:2:key-1",
      description: "Invoice INV-001004",
    });
    expect(outcome).toEqual({
      ok: true,
      chargeId: "pi_123",
      status: "captured",
      brand: "Visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2030,
    });
    const create = seen.find((s) => s.path === "POST /v1/payment_intents")!;
    expect(create.idempotencyKey).toBe("#12:2:key-1");
    const form = new URLSearchParams(create.body);
    expect(form.get("amount")).toBe("28928");
    expect(form.get("currency")).toBe("cad");
    expect(form.get("confirm")).toBe("true");
  });

  test("a card error is a decline with Stripe's message, not an exception", async () => {
    const provider = stripeProvider({ secretKey: "sk_test_123", host: "127.0.0.1", port, protocol: "http" });
    const outcome = await provider.charge({
      amountCents: 100,
      currency: "cad",
      source: "pm_card_chargeDeclined",
      idempotencyKey: "k2",
      description: "x",
    });
    expect(outcome).toEqual({
      ok: false,
      code: "generic_decline",
      message: "Your card was declined.",
      chargeId: "pi_declined",
    });
  });

  test("webhook signatures: the signed body verifies; a changed body or another secret does not", () => {
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_123", metadata: { idempotencyKey: "#12:2:k" } } },
    });
    const signature = stripeTestSignature("sk_test_123", "whsec_test", payload);
    expect(verifyStripeWebhook("sk_test_123", "whsec_test", payload, signature)).toMatchObject({
      id: "evt_1",
      type: "payment_intent.succeeded",
    });
    expect(() =>
      verifyStripeWebhook("sk_test_123", "whsec_test", payload.replace("pi_123", "pi_999"), signature),
    ).toThrow();
    expect(() => verifyStripeWebhook("sk_test_123", "whsec_other", payload, signature)).toThrow();
  });
});
