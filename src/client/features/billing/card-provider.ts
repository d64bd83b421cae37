// Which card form a screen shows (docs/billing.md "Cards in the browser"): the server says which payment provider it charges
// through (ChargeDetails, PublicInvoice, CardList). The sandbox processor tokenises a typed card at its token path;
// Stripe tokenises through Stripe.js's Card Element with the publishable key the server sends. Stripe without a
// publishable key (STRIPE_SECRET_KEY set, STRIPE_PUBLISHABLE_KEY not) cannot take a card in the browser at all.

export interface CardProviderInfo {
  provider: "sandbox" | "stripe";
  tokenPath?: string | undefined;
  publishableKey?: string | undefined;
}

export type CardEntryKind =
  | { kind: "sandbox"; tokenPath: string }
  | { kind: "stripe"; publishableKey: string }
  | { kind: "unavailable" };

export function cardEntryKind(info: CardProviderInfo): CardEntryKind {
  if (info.provider === "stripe")
    return info.publishableKey?.trim()
      ? { kind: "stripe", publishableKey: info.publishableKey.trim() }
      : { kind: "unavailable" };
  return info.tokenPath ? { kind: "sandbox", tokenPath: info.tokenPath } : { kind: "unavailable" };
}
