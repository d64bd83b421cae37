// Which payment provider this server uses: Stripe when STRIPE_SECRET_KEY is set (payments/stripe.ts, the official
// SDK), else the embedded sandbox processor (the default on a fresh machine, and the tests').
import type { Kysely } from "kysely";
import type { Database } from "../../../db/tables";
import type { PaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox";
import { stripeProvider } from "./stripe";

const providers = new WeakMap<Kysely<Database>, PaymentProvider>();

export function paymentProviderFor(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  let provider = providers.get(db);
  if (!provider) {
    provider = env.STRIPE_SECRET_KEY ? stripeProvider({ secretKey: env.STRIPE_SECRET_KEY, ...(env.STRIPE_PUBLISHABLE_KEY ? { publishableKey: env.STRIPE_PUBLISHABLE_KEY } : {}) }) : sandboxProvider(db);
    providers.set(db, provider);
  }
  return provider;
}
