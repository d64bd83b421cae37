import { expect, test } from "vitest";

import type { Person } from "../../../shared/generated/users";
import { personRow, userListFields } from "./user-list-query";

test("the list asks only for the fields of the visible columns", () => {
  expect(
    userListFields({
      email: false,
      phone: false,
      roles: false,
      employmentId: false,
      licenseClass: false,
      state: false,
      complianceType: false,
      lastSignIn: false,
      modifiedDate: false,
    }),
  ).toEqual(["first", "last", "licenseExpiry"]);
});

test("a pushed person becomes a list row with the same fields the columns read", () => {
  const person: Person = {
    user: {
      id: "#12:7",
      first: "Ana",
      last: "Silva",
      email: "ana@x.localhost",
      licenseClass: "AZ",
      licenseExpiry: 1_900_000_000_000,
    },
    employee: {
      id: "#13:7",
      userId: "#12:7",
      companyId: "#11:1",
      roles: ["driver", "mechanic"],
      state: "invited",
      modifiedDate: 1_700_000_000_000,
    },
    hasPassword: false,
    otherCompanies: 0,
  };
  expect(personRow(person)).toEqual({
    id: "#12:7",
    first: "Ana",
    last: "Silva",
    email: "ana@x.localhost",
    roles: "driver,mechanic",
    licenseClass: "AZ",
    licenseExpiry: 1_900_000_000_000,
    state: "invited",
    modifiedDate: 1_700_000_000_000,
  });
});
