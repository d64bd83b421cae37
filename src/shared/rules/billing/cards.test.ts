import { describe, expect, test } from "vitest";

import { cardBrand, cardProblems, expiryValid, expiryYears, luhnValid } from "./cards";

describe("card checks", () => {
  test("the documented test numbers pass Luhn and name their brands", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("2223003122003222")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("6011111111111117")).toBe("discover");
    expect(cardBrand("3566002020360505")).toBe("jcb");
  });
  test("expiry: months 01–12, not in the past", () => {
    const now = { year: 2026, month: 11 };
    expect(expiryValid(11, 2026, now)).toBe(true);
    expect(expiryValid(10, 2026, now)).toBe(false);
    expect(expiryValid(13, 2027, now)).toBe(false);
    expect(expiryYears(2026)[0]).toBe(2026);
  });
  test("problems field by field; amex has a four-digit code", () => {
    const now = { year: 2026, month: 11 };
    expect(cardProblems({ number: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cvc: "123" }, now)).toEqual([]);
    expect(cardProblems({ number: "3782 822463 10005", expMonth: 12, expYear: 2030, cvc: "123" }, now)).toEqual([
      "cvc",
    ]);
    expect(cardProblems({ number: "1234", expMonth: 1, expYear: 2020, cvc: "" }, now)).toEqual([
      "number",
      "expiry",
      "cvc",
    ]);
  });
});
