// The sandbox's card numbers: the test numbers Stripe documents (https://docs.stripe.com/testing, "Cards by brand"
// and "Declined payments"), with the outcome and the customer-facing message Stripe gives for each, so the sandbox
// and a Stripe test account answer a test card alike. Any other number is declined the way Stripe's test mode
// declines a real card. This table is the only place a full number appears, and only these published ones.

export type SandboxOutcome =
  | "succeeded"
  | "generic_decline"
  | "insufficient_funds"
  | "lost_card"
  | "stolen_card"
  | "expired_card"
  | "incorrect_cvc"
  | "processing_error"
  | "fraudulent"
  | "charge_declined_after_attach"
  | "live_card_in_test";

export const TEST_CARDS: Readonly<Record<string, SandboxOutcome>> = {
  // Succeed (Visa, Visa debit, Mastercard, 2-series, debit, prepaid, Amex, Discover, Diners, JCB, UnionPay, Canada).
  "4242424242424242": "succeeded",
  "4000056655665556": "succeeded",
  "5555555555554444": "succeeded",
  "2223003122003222": "succeeded",
  "5200828282828210": "succeeded",
  "5105105105105100": "succeeded",
  "378282246310005": "succeeded",
  "371449635398431": "succeeded",
  "6011111111111117": "succeeded",
  "6011000990139424": "succeeded",
  "3056930009020004": "succeeded",
  "36227206271667": "succeeded",
  "3566002020360505": "succeeded",
  "6200000000000005": "succeeded",
  "4000001240000000": "succeeded",
  // Declines.
  "4000000000000002": "generic_decline",
  "4000000000009995": "insufficient_funds",
  "4000000000009987": "lost_card",
  "4000000000009979": "stolen_card",
  "4000000000000069": "expired_card",
  "4000000000000127": "incorrect_cvc",
  "4000000000000119": "processing_error",
  "4100000000000019": "fraudulent",
  "4000000000000341": "charge_declined_after_attach",
};

/** Stripe's decline code and the message it shows the customer. */
export const DECLINES: Readonly<Record<Exclude<SandboxOutcome, "succeeded">, { code: string; message: string }>> = {
  generic_decline: { code: "card_declined", message: "Your card was declined." },
  insufficient_funds: { code: "insufficient_funds", message: "Your card has insufficient funds." },
  lost_card: { code: "lost_card", message: "Your card was declined." },
  stolen_card: { code: "stolen_card", message: "Your card was declined." },
  expired_card: { code: "expired_card", message: "Your card has expired." },
  incorrect_cvc: { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
  processing_error: {
    code: "processing_error",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
  fraudulent: { code: "fraudulent", message: "Your card was declined." },
  charge_declined_after_attach: { code: "card_declined", message: "Your card was declined." },
  live_card_in_test: {
    code: "card_declined",
    message: "Your card was declined. Your request was in test mode, but used a non test card.",
  },
};
