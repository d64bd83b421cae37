// Vehicle identification numbers as North American fleets know them: 49 CFR Part 565 (US), which Canada's Motor
// Vehicle Safety Regulations (C.R.C., c. 1038, s. 115) adopt for vehicles sold in Canada. Part 565 applies from
// model year 1981; older units and some special equipment carry shorter or free-form serials, so a user may save
// a VIN that fails these checks by marking it non-standard (the form's override, VehicleFields.vinNonStandard).

/** 49 CFR 565.13(a): a VIN has seventeen characters. */
export const VIN_LENGTH = 17;

/**
 * 49 CFR 565.15(c) Table III: the value each letter takes in the check-digit sum (numerals count as themselves).
 * I, O and Q have no value because 565.13 does not allow them (they read as 1 and 0).
 */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** 49 CFR 565.15(c) Table IV: the weight of each position; position 9 (the check digit itself) weighs 0. */
const WEIGHTS: readonly number[] = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The characters 565.13 allows: the numerals and every capital letter except I, O and Q. */
export const VIN_ALPHABET = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ";

export type VinProblem = "vinLength" | "vinCharacters" | "vinCheckDigit";

/** How a VIN is stored and compared: trimmed, upper case (the form and the save handler both normalize). */
export const normalizeVin = (vin: string): string => vin.trim().toUpperCase();

function valueOf(char: string): number | undefined {
  if (char >= "0" && char <= "9") return char.charCodeAt(0) - 48;
  return LETTER_VALUES[char];
}

/**
 * 49 CFR 565.15(c)(1)–(4): multiply each character's value by its position's weight, add the products, divide by
 * 11; the remainder is the check digit, "X" for 10. Undefined when a character has no value or the length is
 * not 17.
 */
export function vinCheckDigit(vin: string): string | undefined {
  if (vin.length !== VIN_LENGTH) return undefined;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const value = valueOf(vin[i]!);
    if (value === undefined) return undefined;
    sum += value * WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/** The first thing wrong with a VIN under Part 565, or undefined when it is a valid 17-character VIN. */
export function vinProblem(raw: string): VinProblem | undefined {
  const vin = normalizeVin(raw);
  if (vin.length !== VIN_LENGTH) return "vinLength";
  if ([...vin].some((char) => !VIN_ALPHABET.includes(char))) return "vinCharacters";
  // 565.13(b) / 565.15(c): position nine carries the check digit.
  return vin[8] === vinCheckDigit(vin) ? undefined : "vinCheckDigit";
}

export const isValidVin = (vin: string): boolean => vinProblem(vin) === undefined;

/** Puts the right check digit into position nine of a 17-character VIN (seed data, tests). */
export function withCheckDigit(vin: string): string {
  const digit = vinCheckDigit(vin);
  if (digit === undefined) throw new Error(`cannot compute a check digit for "${vin}"`);
  return `${vin.slice(0, 8)}${digit}${vin.slice(9)}`;
}
