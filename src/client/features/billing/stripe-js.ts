// Stripe.js v3, loaded only when the server charges through Stripe (card-provider.ts): the sandbox path, the default,
// never fetches it. Stripe requires Stripe.js to come from https://js.stripe.com (never bundled or self-hosted, for
// PCI scope); this is what @stripe/stripe-js's loadStripe does — one <script> tag, once, then window.Stripe(key) —
// and the types below are the part of its documented API the card forms use (elements, the Card Element,
// createPaymentMethod). The server's Content-Security-Policy admits js.stripe.com when Stripe is configured
// (payments/stripe-csp.ts).

export const STRIPE_JS_URL = "https://js.stripe.com/v3/";

export interface StripeCardChange {
  complete: boolean;
  empty: boolean;
  error?: { message: string };
}

export interface StripeCardElement {
  mount(domElement: HTMLElement): void;
  on(event: "change", handler: (event: StripeCardChange) => void): void;
  clear(): void;
  destroy(): void;
}

export interface StripePaymentMethodResult {
  paymentMethod?: { id: string; card?: { brand?: string; last4?: string } };
  error?: { message?: string; code?: string };
}

export interface StripeJs {
  elements(options?: { locale?: string }): {
    create(type: "card", options?: { hidePostalCode?: boolean; style?: Record<string, unknown> }): StripeCardElement;
  };
  createPaymentMethod(options: { type: "card"; card: StripeCardElement }): Promise<StripePaymentMethodResult>;
}

type StripeConstructor = (publishableKey: string) => StripeJs;

let script: Promise<StripeConstructor> | undefined;

function loadScript(): Promise<StripeConstructor> {
  const existing = (window as { Stripe?: StripeConstructor }).Stripe;
  if (existing) return Promise.resolve(existing);
  script ??= new Promise<StripeConstructor>((resolve, reject) => {
    const tag = document.createElement("script");
    tag.src = STRIPE_JS_URL;
    tag.async = true;
    tag.addEventListener("load", () => {
      const loaded = (window as { Stripe?: StripeConstructor }).Stripe;
      if (loaded) resolve(loaded);
      else reject(new Error("Stripe.js loaded without window.Stripe"));
    });
    tag.addEventListener("error", () => reject(new Error("Stripe.js could not be loaded")));
    document.head.append(tag);
  }).catch((error: unknown) => {
    // A failed load may be retried (the network came back).
    script = undefined;
    throw error;
  });
  return script;
}

const instances = new Map<string, StripeJs>();

/** Stripe.js for a publishable key (one instance per key, as Stripe recommends). */
export async function loadStripeJs(publishableKey: string): Promise<StripeJs> {
  const known = instances.get(publishableKey);
  if (known) return known;
  const stripe = (await loadScript())(publishableKey);
  instances.set(publishableKey, stripe);
  return stripe;
}
