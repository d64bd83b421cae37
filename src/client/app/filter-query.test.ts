import { expect, test } from "vitest";

import { ComplianceListFilter } from "../../shared/generated/compliance";
import { InspectionListFilter } from "../../shared/generated/inspections";
import { VehicleListFilter } from "../../shared/generated/vehicles";
import { filterFromQuery, withQuery } from "./filter-query";

test("a link writes the fields it sets, and the list reads them back over its defaults", () => {
  const href = withQuery("/portal/operator/iABC/vehicles", { defect: "major", expiringWeeks: undefined });
  expect(href).toBe("/portal/operator/iABC/vehicles?defect=major");
  const search = href.split("?")[1]!;
  expect(
    filterFromQuery(search, { status: "active" } as VehicleListFilter, VehicleListFilter, {
      defect: "string",
      status: "string",
    }),
  ).toEqual({ status: "active", defect: "major" });
  expect(withQuery("/x", {})).toBe("/x");
});

test("numbers and booleans are typed; a value the codec refuses is ignored, field by field", () => {
  expect(
    filterFromQuery(
      "kind=plate&state=expiring&expiringWeeks=8",
      { state: "all", kind: "all", expiringWeeks: 4 },
      ComplianceListFilter,
      { kind: "string", state: "string", expiringWeeks: "number" },
    ),
  ).toEqual({ kind: "plate", state: "expiring", expiringWeeks: 8 });
  expect(
    filterFromQuery(
      "kind=rocket&expiringWeeks=999&state=expired",
      { state: "all", kind: "all", expiringWeeks: 4 },
      ComplianceListFilter,
      { kind: "string", state: "string", expiringWeeks: "number" },
    ),
  ).toEqual({ state: "expired", kind: "all", expiringWeeks: 4 });
  expect(
    filterFromQuery("openDefectsOnly=true&status=major&vehicleId=%23x", {}, InspectionListFilter, {
      openDefectsOnly: "boolean",
      status: "string",
    }),
  ).toEqual({ openDefectsOnly: true, status: "major" });
  expect(filterFromQuery("openDefectsOnly=yes", {}, InspectionListFilter, { openDefectsOnly: "boolean" })).toEqual({});
});
