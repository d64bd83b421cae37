import { expect, test } from "vitest";

import { rowsFromColumns } from "./columnar";

test("columns parallel to the ids become one row per id; null means the field is absent", () => {
  const items = rowsFromColumns<{ id: string; name?: string; year?: number }>(["#1:1", "#1:2"], {
    name: ["A", "B"],
    year: [2020, null],
  });
  expect(items).toEqual({ "#1:1": { id: "#1:1", name: "A", year: 2020 }, "#1:2": { id: "#1:2", name: "B" } });
  expect("year" in items["#1:2"]!).toBe(false);
});
