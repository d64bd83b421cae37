// Card details the portal may hold (docs/billing.md "Records"): brand, last four digits and expiry — never the full
// number, which goes straight to the payment provider's tokenisation and is forgotten. These checks let the card form
// refuse a mistyped number before it leaves the page (Luhn, ISO/IEC 7812-1 Annex B) and name the brand as the card
// shows it.

export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "diners" | "jcb" | "unionpay" | "unknown";

/** Digits only: people type spaces and dashes. */
export const cardDigits = (text: string) => text.replace(/[\s-]/g, "");

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let total = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

/** The brand by the issuer prefixes the networks publish. */
export function cardBrand(digits: string): CardBrand {
  if (digits.startsWith("4")) return "visa";
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]|[3-6]|7[01]|720))/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^3(0[0-5]|[689])/.test(digits)) return "diners";
  if (/^35(2[89]|[3-8])/.test(digits)) return "jcb";
  if (digits.startsWith("62")) return "unionpay";
  return "unknown";
}

export const BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  unknown: "Card",
};

/** Expiry months are 01–12; a card is good through the last day of its expiry month. */
export function expiryValid(month: number, year: number, now: { year: number; month: number }): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return false;
  if (year > now.year + 20) return false;
  return year > now.year || (year === now.year && month >= now.month);
}

/** The card form's years: this year and the next ten (a fixed list would age: docs/billing.md "Decisions"). */
export function expiryYears(currentYear: number): number[] {
  return Array.from({ length: 11 }, (_, i) => currentYear + i);
}

export type CardProblem = "number" | "expiry" | "cvc";

/** What is wrong with a typed card, field by field (empty when it may be sent to the provider). */
export function cardProblems(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now: { year: number; month: number },
): CardProblem[] {
  const problems: CardProblem[] = [];
  const digits = cardDigits(card.number);
  if (!luhnValid(digits)) problems.push("number");
  if (!expiryValid(card.expMonth, card.expYear, now)) problems.push("expiry");
  const cvcLength = cardBrand(digits) === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) problems.push("cvc");
  return problems;
}
