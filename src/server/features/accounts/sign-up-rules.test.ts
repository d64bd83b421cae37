import { expect, test } from "vitest";

import { featuresForSignUp, normalizeWebsite } from "./sign-up-rules";

test.each([
  [
    { featureCheckIn: false, featureHoursOfService: false, featureInspection: false },
    ["home", "users", "vehicles", "compliance"],
  ],
  [
    { featureCheckIn: true, featureHoursOfService: false, featureInspection: false },
    ["home", "users", "vehicles", "compliance", "checkins"],
  ],
  [
    { featureCheckIn: false, featureHoursOfService: true, featureInspection: true },
    ["home", "users", "vehicles", "compliance", "inspections", "checklists", "timesheets"],
  ],
])("sign-up choices %o give the company %o", (choices, want) => {
  expect(featuresForSignUp(choices)).toEqual(want);
});

test.each([
  ["https://www.MapleLeaf.ca/", "mapleleaf.ca"],
  ["mapleleaf.ca", "mapleleaf.ca"],
  ["  http://haul.example.com//", "haul.example.com"],
  ["", undefined],
  [undefined, undefined],
])("website %j normalizes to %j", (given, want) => {
  expect(normalizeWebsite(given)).toBe(want);
});
