import { expect, test } from "vitest";

import { cleanedCompanyFields, dollarsToCents } from "./company-form-state";

test("empty text and empty addresses are left out; the name always stays", () => {
  expect(
    cleanedCompanyFields({
      name: " Acme ",
      website: "",
      emailDefects: " a@b.ca ",
      address: { street: " ", city: "" },
      hq: { street: "1 Main St ", city: "Ottawa" },
    }),
  ).toEqual({
    name: "Acme",
    emailDefects: "a@b.ca",
    hq: { street: "1 Main St", city: "Ottawa" },
  });
});

test("dollars become cents; a typo is NaN so the codec refuses it", () => {
  expect(dollarsToCents("12.34")).toBe(1234);
  expect(dollarsToCents("-5,5")).toBe(-550);
  expect(dollarsToCents("")).toBeUndefined();
  expect(dollarsToCents("abc")).toBeNaN();
});
