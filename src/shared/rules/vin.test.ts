import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { VIN_ALPHABET, isValidVin, vinCheckDigit, vinProblem, withCheckDigit } from "./vin";

// Examples taken from the rule text itself.
describe("49 CFR 565.15(c)", () => {
  test("Table V's sample VIN 1G4AH59H?5G118341 sums to 411, remainder 4", () => {
    expect(vinCheckDigit("1G4AH59H05G118341")).toBe("4");
    expect(vinProblem("1G4AH59H45G118341")).toBeUndefined();
  });

  test("NHTSA's new-manufacturer guide: 1J9RP1A3?A1644345 has check digit 6", () => {
    expect(vinCheckDigit("1J9RP1A30A1644345")).toBe("6");
    expect(isValidVin("1J9RP1A36A1644345")).toBe(true);
  });

  test("a remainder of 10 is written X (565.15(c)(4))", () => {
    // Found by search: the first VIN of this shape whose sum leaves 10.
    const vin = "1M8GDM9AXKP042709";
    expect(vinCheckDigit(vin)).toBe("X");
    expect(vinProblem(vin)).toBeUndefined();
  });

  test("the wrong digit in position nine is a check-digit problem", () => {
    expect(vinProblem("1G4AH59H55G118341")).toBe("vinCheckDigit");
  });
});

describe("49 CFR 565.13", () => {
  test.each([
    ["", "vinLength"],
    ["1G4AH59H45G11834", "vinLength"],
    ["1G4AH59H45G1183411", "vinLength"],
    ["1G4AH59H45G1I8341", "vinCharacters"],
    ["1G4AH59H45G1O8341", "vinCharacters"],
    ["1G4AH59H45G1Q8341", "vinCharacters"],
    ["1G4AH59H45G1-8341", "vinCharacters"],
  ] as const)("%j → %s", (vin, problem) => {
    expect(vinProblem(vin)).toBe(problem);
  });

  test("lower case and surrounding spaces read as the stored upper-case VIN", () => {
    expect(vinProblem("  1g4ah59h45g118341 ")).toBeUndefined();
  });
});

const vinChar = fc.constantFrom(...VIN_ALPHABET);
const vinBody = fc.array(vinChar, { minLength: 17, maxLength: 17 }).map((chars) => chars.join(""));

describe("properties", () => {
  test("any 17 allowed characters with the computed check digit are valid", () => {
    fc.assert(fc.property(vinBody, (body) => isValidVin(withCheckDigit(body))));
  });

  test("changing one character to one of a different value is always caught (11 is prime, weights 2–10)", () => {
    const value = (c: string) => vinCheckDigit(`${c}0000000000000000`);
    fc.assert(
      fc.property(
        vinBody,
        fc.integer({ min: 0, max: 16 }).filter((i) => i !== 8),
        vinChar,
        (body, position, replacement) => {
          const vin = withCheckDigit(body);
          fc.pre(value(replacement) !== value(vin[position]!));
          const changed = `${vin.slice(0, position)}${replacement}${vin.slice(position + 1)}`;
          return vinProblem(changed) === "vinCheckDigit";
        },
      ),
    );
  });

  test("a VIN holding I, O or Q is refused for its characters, whatever its check digit", () => {
    fc.assert(
      fc.property(vinBody, fc.integer({ min: 0, max: 16 }), fc.constantFrom("I", "O", "Q"), (body, position, bad) => {
        return vinProblem(`${body.slice(0, position)}${bad}${body.slice(position + 1)}`) === "vinCharacters";
      }),
    );
  });

  test("any length other than 17 is a length problem", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }).filter((s) => s.trim().length !== 17),
        (s) => vinProblem(s) === "vinLength",
      ),
    );
  });
});
