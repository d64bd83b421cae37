// The features-and-prices form (new company, a company's billing page): each catalogue feature on or off with its
// price typed in dollars per unit per month, turned into the AdminFeatureChoice list the server takes.
import type { AdminFeatureChoice, AdminFeaturePrice } from "../../../shared/generated/operator";
import { dollarsToCents } from "../company";

export interface FeatureDraft {
  name: AdminFeaturePrice["name"];
  displayName: string;
  basis: AdminFeaturePrice["basis"];
  listPriceCents: number;
  on: boolean;
  /** The price as typed, in dollars. */
  price: string;
}

/** AdminFeatureChoice's limit: $10,000.00 per unit per month. */
export const MAX_PRICE_CENTS = 1_000_000;

export const draftsFrom = (features: readonly AdminFeaturePrice[]): FeatureDraft[] =>
  features.map((f) => ({
    name: f.name,
    displayName: f.displayName,
    basis: f.basis,
    listPriceCents: f.listPriceCents,
    on: f.on,
    price: (f.priceCents / 100).toFixed(2),
  }));

/**
 * The features switched on with their prices in cents, or the problem of each price that is not one ("format":
 * not a number; "tooSmall"/"tooLarge": outside 0…$10,000). A feature switched off needs no price.
 */
export function choicesFrom(drafts: readonly FeatureDraft[]): {
  choices: AdminFeatureChoice[];
  problems: Record<string, string>;
} {
  const choices: AdminFeatureChoice[] = [];
  const problems: Record<string, string> = {};
  for (const draft of drafts) {
    if (!draft.on) continue;
    const cents = dollarsToCents(draft.price);
    if (cents === undefined) choices.push({ name: draft.name, priceCents: draft.listPriceCents });
    else if (Number.isNaN(cents)) problems[draft.name] = "format";
    else if (cents < 0) problems[draft.name] = "tooSmall";
    else if (cents > MAX_PRICE_CENTS) problems[draft.name] = "tooLarge";
    else choices.push({ name: draft.name, priceCents: cents });
  }
  return { choices, problems };
}
