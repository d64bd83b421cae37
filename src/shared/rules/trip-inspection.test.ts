// NSC Standard 13 Part 2: a trip inspection is valid for 24 hours.
import { expect, test } from "vitest";

import { isTripInspectionValid, tripInspectionExpiry } from "./trip-inspection";

test("valid from the inspection until 24 hours later, exclusive", () => {
  const inspected = Date.parse("2024-03-09T06:30-05:00");
  // 24 real hours later is 07:30 EDT the next day (DST began overnight).
  expect(tripInspectionExpiry(inspected)).toBe(Date.parse("2024-03-10T07:30-04:00"));
  expect(isTripInspectionValid(inspected, inspected)).toBe(true);
  expect(isTripInspectionValid(inspected, Date.parse("2024-03-10T07:29:59.999-04:00"))).toBe(true);
  expect(isTripInspectionValid(inspected, Date.parse("2024-03-10T07:30-04:00"))).toBe(false);
  expect(isTripInspectionValid(inspected, inspected - 1)).toBe(false);
});
