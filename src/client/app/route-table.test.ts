import { expect, test } from "vitest";
import { routeTable } from "./route-table";

test("every route names its screen, so every page has its own title (WCAG 2.4.2)", () => {
  const untitled = routeTable.filter((entry) => entry.title === undefined).map((entry) => String(entry.path));
  expect(untitled).toEqual([]);
});
