import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { applyRate, divideRounded, formatCents, parseDollars, RATE_ONE } from "./money";

describe("money in integer cents", () => {
  test("rounds half away from zero, exactly", () => {
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(4, 10)).toBe(0);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(divideRounded(-4, 10)).toBe(0);
    expect(applyRate(1000, 13000)).toBe(130);
    // 9.975 % of $10.01 = 99.84975 cents → 100
    expect(applyRate(1001, 9975)).toBe(100);
    // 5 % of 10 cents = 0.5 cent → 1
    expect(applyRate(10, 5000)).toBe(1);
  });

  test("a rounded rate is within half a cent of the exact value and never a float", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: RATE_ONE }), (cents, rate) => {
        const rounded = applyRate(cents, rate);
        expect(Number.isSafeInteger(rounded)).toBe(true);
        // |rounded·RATE_ONE − cents·rate| ≤ RATE_ONE/2, checked in integers
        expect(Math.abs(rounded * RATE_ONE - cents * rate) * 2).toBeLessThanOrEqual(RATE_ONE);
      }),
    );
  });

  test("formats with a dollar sign and two decimals", () => {
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(123456789)).toBe("$1,234,567.89");
    expect(formatCents(-300)).toBe("-$3.00");
  });

  test("parses what it formats, and refuses fractions of a cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        expect(parseDollars(formatCents(cents))).toBe(cents);
      }),
    );
    expect(parseDollars("12.345")).toBeUndefined();
    expect(parseDollars("-1")).toBeUndefined();
    expect(parseDollars("12.5")).toBe(1250);
  });

  test("refuses amounts that are not whole cents", () => {
    expect(() => applyRate(10.5, 5000)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});
