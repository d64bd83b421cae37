import fc from "fast-check";
import { expect, test } from "vitest";

import type { AdminFeaturePrice } from "../../../shared/generated/operator";
import { MAX_PRICE_CENTS, choicesFrom, draftsFrom } from "./feature-drafts";

const FEATURES: AdminFeaturePrice["name"][] = [
  "vehicles",
  "inspections",
  "timesheets",
  "checkins",
  "checklists",
  "equipment",
  "compliance",
  "users",
  "home",
  "map",
];
const feature = (name: AdminFeaturePrice["name"], priceCents: number, on: boolean): AdminFeaturePrice => ({
  name,
  displayName: name,
  on,
  priceCents,
  listPriceCents: 100,
  basis: "vehicle",
});

test("drafts of a company's features give back exactly the features switched on, at their prices", () => {
  const features = fc.uniqueArray(
    fc.record({ name: fc.constantFrom(...FEATURES), price: fc.nat({ max: MAX_PRICE_CENTS }), on: fc.boolean() }),
    { selector: (f) => f.name },
  );
  fc.assert(
    fc.property(features, (list) => {
      const { choices, problems } = choicesFrom(draftsFrom(list.map((f) => feature(f.name, f.price, f.on))));
      expect(problems).toEqual({});
      expect(choices).toEqual(list.filter((f) => f.on).map((f) => ({ name: f.name, priceCents: f.price })));
    }),
  );
});

test.each([
  ["abc", "format"],
  ["-1", "tooSmall"],
  ["10000.01", "tooLarge"],
])("a price typed %s is refused (%s) and nothing is sent for it", (price, problem) => {
  const [draft] = draftsFrom([feature("vehicles", 100, true)]);
  expect(choicesFrom([{ ...draft!, price }])).toEqual({ choices: [], problems: { vehicles: problem } });
});

test("an empty price means the catalogue's; a feature switched off needs no valid price", () => {
  const [draft] = draftsFrom([feature("inspections", 250, true)]);
  expect(choicesFrom([{ ...draft!, price: " " }]).choices).toEqual([{ name: "inspections", priceCents: 100 }]);
  expect(choicesFrom([{ ...draft!, on: false, price: "nonsense" }])).toEqual({ choices: [], problems: {} });
  expect(choicesFrom([{ ...draft!, price: "3,50" }]).choices).toEqual([{ name: "inspections", priceCents: 350 }]);
});
