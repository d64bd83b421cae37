// The Content-Security-Policy a page needs for Stripe.js (docs/billing.md "Cards in the browser"; Stripe's "Content Security
// Policy" guide): its script from js.stripe.com, its card fields as frames from js.stripe.com (and 3-D Secure pages
// from hooks.stripe.com), its calls to api.stripe.com. Added only when the server charges through Stripe with a
// publishable key (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY): with the sandbox, the default, the policy stays
// "this origin only".

type Directives = Record<string, readonly string[]>;

const STRIPE_SOURCES: Directives = {
  "script-src": ["https://js.stripe.com", "https://*.js.stripe.com"],
  "frame-src": ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  "connect-src": ["https://api.stripe.com"],
};

export function withStripeSources<D extends Directives>(directives: D, env: NodeJS.ProcessEnv = process.env): D {
  if (!env.STRIPE_SECRET_KEY?.trim() || !env.STRIPE_PUBLISHABLE_KEY?.trim()) return directives;
  const merged: Directives = { ...directives };
  for (const [name, sources] of Object.entries(STRIPE_SOURCES))
    merged[name] = [...(directives[name] ?? directives["default-src"] ?? []), ...sources];
  return merged as D;
}
