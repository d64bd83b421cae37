// The Stripe webhook route on the real server: refused without a valid signature over the exact body, acknowledged
// with one; not served at all while Stripe is not configured.
import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { testDatabases } from "../../testing/test-databases";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { stripeTestSignature } from "./payments/stripe";
import { STRIPE_WEBHOOK_PATH } from "./stripe-webhook";

describe.each(testDatabases().slice(0, 1))("the Stripe webhook on $name", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    await server?.close();
  });
  const post = (body: string, signature?: string) =>
    fetch(`${server.url}${STRIPE_WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
      body,
    });

  test("without Stripe configured the address does not exist", async () => {
    expect((await post("{}")).status).toBe(404);
  });

  test("a signed event is acknowledged; an unsigned or altered one is refused", async () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_webhook";
    process.env.STRIPE_WEBHOOK_SECRET = "whsec_webhook";
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_1", metadata: { idempotencyKey: "#12:2:unknown" } } },
    });
    const signature = stripeTestSignature("sk_test_webhook", "whsec_webhook", payload);
    const ok = await post(payload, signature);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ received: true });
    expect((await post(payload)).status).toBe(400);
    const altered = await post(payload.replace("pi_1", "pi_2"), signature);
    expect(altered.status).toBe(400);
    expect(await altered.json()).toMatchObject({ messageId: "BadRequest" });
  });
});
