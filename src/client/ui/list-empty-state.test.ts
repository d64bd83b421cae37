import { expect, test } from "vitest";

import { isUnfiltered } from "./list-empty-state";

const defaults = { status: "active" };

test.each([
  [{ status: "active" }, true],
  [{ status: "active", search: "" }, true],
  [{ status: "active", contains: { name: "", plate: "" } }, true],
  [{ status: "active", search: "reefer" }, false],
  [{ status: "removed" }, false],
  [{ status: "active", contains: { name: "T-" } }, false],
  [{ status: "active", defect: "major" }, false],
  [{ status: "active", expiringWeeks: 4 }, false],
] as const)("%j is unfiltered: %s", (filter, expected) => {
  expect(isUnfiltered(filter as Record<string, unknown>, defaults)).toBe(expected);
});
