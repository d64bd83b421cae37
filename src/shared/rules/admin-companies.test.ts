import fc from "fast-check";
import { expect, test } from "vitest";

import type { AdminCompanyCreateRequest, AdminFeatureChoice } from "../generated/operator";
import { featureChoiceProblems, newCompanyProblems, priceExceptions } from "./admin-companies";

const FEATURES: AdminFeatureChoice["name"][] = [
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
const valid: AdminCompanyCreateRequest = {
  company: {
    name: "Kingston Coach Lines",
    jurisdiction: "ON",
    email: "office@kingstoncoach.ca",
    phone: "613-555-0100",
  },
  owner: { email: "kai@kingstoncoach.ca", first: "Kai", last: "Morin", phone: "613-555-0101" },
  features: [{ name: "vehicles", priceCents: 100 }],
  billingPeriod: "monthly",
  discount: "none",
};

test("a complete request has no problems", () => {
  expect(newCompanyProblems(valid)).toEqual({});
});

test.each([
  ["company.name", { ...valid, company: { ...valid.company, name: "  " } }, "required"],
  ["company.email", { ...valid, company: { ...valid.company, email: "office@" } }, "email"],
  ["company.phone", { ...valid, company: { ...valid.company, phone: "555-01" } }, "phone"],
  ["company.jurisdiction", { ...valid, company: { ...valid.company, jurisdiction: "XX" } }, "jurisdiction"],
  ["owner.email", { ...valid, owner: { ...valid.owner, email: "kai" } }, "email"],
  ["owner.last", { ...valid, owner: { ...valid.owner, last: "" } }, "required"],
  [
    "features.1.name",
    {
      ...valid,
      features: [
        { name: "vehicles", priceCents: 1 },
        { name: "vehicles", priceCents: 2 },
      ],
    },
    "duplicate",
  ],
] as const)("%s: %s", (path, request, problem) => {
  expect(newCompanyProblems(request as AdminCompanyCreateRequest)).toEqual({ [path]: problem });
});

// Every Canadian province and territory and every US state is a jurisdiction a company may have (docs/operator.md
// "Companies").
test("every province or state code is accepted, in any case", () => {
  for (const code of ["ON", "qc", "NU", "TX", "ny", "DC"])
    expect(
      newCompanyProblems({ ...valid, company: { ...valid.company, jurisdiction: code } })["company.jurisdiction"],
    ).toBeUndefined();
});

const choices = fc.array(fc.record({ name: fc.constantFrom(...FEATURES), priceCents: fc.nat({ max: 1_000_000 }) }), {
  maxLength: 30,
});

test("a features list has a problem exactly where a feature repeats an earlier one", () => {
  fc.assert(
    fc.property(choices, (features) => {
      const problems = featureChoiceProblems(features);
      features.forEach((feature, i) => {
        const repeated = features.slice(0, i).some((earlier) => earlier.name === feature.name);
        expect(problems[`features.${i}.name`]).toBe(repeated ? "duplicate" : undefined);
      });
      expect(Object.keys(problems).length).toBe(features.length - new Set(features.map((f) => f.name)).size);
    }),
  );
});

test("price exceptions keep only the prices that differ from the catalogue, and restore every price with it", () => {
  const catalogue = fc.dictionary(fc.constantFrom(...FEATURES), fc.nat({ max: 1000 }));
  fc.assert(
    fc.property(choices, catalogue, (features, list) => {
      const unique = [...new Map(features.map((f) => [f.name, f])).values()];
      const exceptions = priceExceptions(unique, (name) => list[name]);
      for (const feature of unique) {
        expect(exceptions[feature.name] ?? list[feature.name]).toBe(feature.priceCents);
        if (list[feature.name] === feature.priceCents) expect(exceptions).not.toHaveProperty(feature.name);
      }
    }),
  );
});
