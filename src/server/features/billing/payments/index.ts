// Which payment provider this server uses: Stripe when STRIPE_SECRET_KEY is set (payments/stripe.ts, the official
// SDK), else the embedded sandbox processor (the default on a fresh machine, and the tests').
import type { Kysely } from "kysely";

import type { Clock } from "../../../../shared/clock";
import type { Database } from "../../../db/tables";
import type { PaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox";
import { stripeProvider } from "./stripe";

const providers = new WeakMap<Kysely<Database>, WeakMap<Clock, PaymentProvider>>();

/** The provider of a database; the sandbox stamps its charges with `clock` (the server's). */
export function paymentProviderFor(
  db: Kysely<Database>,
  clock: Clock,
  env: NodeJS.ProcessEnv = process.env,
): PaymentProvider {
  let byClock = providers.get(db);
  if (!byClock) providers.set(db, (byClock = new WeakMap()));
  let provider = byClock.get(clock);
  if (!provider) {
    provider = env.STRIPE_SECRET_KEY
      ? stripeProvider({
          secretKey: env.STRIPE_SECRET_KEY,
          ...(env.STRIPE_PUBLISHABLE_KEY ? { publishableKey: env.STRIPE_PUBLISHABLE_KEY } : {}),
        })
      : sandboxProvider(db, clock);
    byClock.set(clock, provider);
  }
  return provider;
}
