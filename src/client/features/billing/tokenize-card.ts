// Sends a typed card to the sandbox processor's tokenisation endpoint and answers the token (with Stripe, Stripe.js
// tokenises instead: stripe-card-element.tsx; card-provider.ts chooses). The card number goes there only — never
// over the portal's websocket — and is not kept in any state after the call.

export interface TypedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type TokenAnswer =
  | { ok: true; token: string; brand: string; last4: string }
  | { ok: false; message: string; field?: string };

export async function tokenizeCard(tokenPath: string, card: TypedCard): Promise<TokenAnswer> {
  const response = await fetch(tokenPath, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(card),
    credentials: "omit",
    cache: "no-store",
  });
  const body = (await response.json().catch(() => ({}))) as {
    token?: string;
    brand?: string;
    last4?: string;
    hint?: string;
    fields?: { path: string }[];
  };
  if (response.ok && body.token)
    return { ok: true, token: body.token, brand: body.brand ?? "", last4: body.last4 ?? "" };
  return {
    ok: false,
    message: body.hint ?? "The card could not be checked. Try again.",
    ...(body.fields?.[0] ? { field: body.fields[0].path } : {}),
  };
}

/** One key per attempt to pay: a double click or a resend reuses it, a new card or a retry after a decline gets a new one. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
