import { expect, test } from "vitest";
import { adminRouteEntries } from "../features/admin/admin-route-table";
import { allCompaniesRouteEntries } from "../features/allcompanies/allcompanies-route-table";
import { platformRouteEntries } from "../features/platform/platform-route-table";
import { routeTable } from "./route-table";

test("every route names its screen, so every page has its own title (WCAG 2.4.2)", () => {
  // A route area's own routes name its screens (the admin area's are below).
  const untitled = [...routeTable.filter((entry) => !entry.area), ...adminRouteEntries, ...allCompaniesRouteEntries, ...platformRouteEntries].filter((entry) => entry.title === undefined).map((entry) => String(entry.path));
  expect(untitled).toEqual([]);
});

test("the admin area is one entry of the start-up route table, covering every /portal/admin address and nothing else", () => {
  const areas = routeTable.filter((entry) => entry.area);
  expect(areas).toHaveLength(1);
  const pattern = areas[0]!.path as RegExp;
  for (const entry of [...adminRouteEntries, ...allCompaniesRouteEntries, ...platformRouteEntries]) expect(String(entry.path)).toMatch(/^\/portal\/admin\//);
  expect(pattern.test("/portal/admin/home")).toBe(true);
  expect(pattern.test("/portal/admin")).toBe(true);
  expect(pattern.test("/portal/administrators")).toBe(false);
  expect(pattern.test("/portal/operator/vehicles")).toBe(false);
});
