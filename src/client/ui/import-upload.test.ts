import { expect, test } from "vitest";

import { XLSX_TYPE, importContentType, importProgress } from "./import-upload";

test("checking fills the first half of the bar and writing the second", () => {
  expect(importProgress("0/2000 checking")).toBe(0);
  expect(importProgress("1000/2000 checking")).toBe(0.25);
  expect(importProgress("2000/2000 checking")).toBe(0.5);
  expect(importProgress("2000/4000 writing")).toBe(0.75);
  expect(importProgress("4000/4000 writing")).toBe(1);
});

test("another phase counts on its own; a count past the total stops at the end; text is ignored", () => {
  expect(importProgress("3/4 reading")).toBe(0.75);
  expect(importProgress("9/4 writing")).toBe(1);
  expect(importProgress("0/0 checking")).toBe(0.5);
  expect(importProgress("starting")).toBeUndefined();
});

test("a workbook goes as .xlsx by its type or its name; anything else as CSV", () => {
  expect(importContentType({ name: "people.xlsx", type: XLSX_TYPE })).toBe(XLSX_TYPE);
  expect(importContentType({ name: "People.XLSX", type: "" })).toBe(XLSX_TYPE);
  expect(importContentType({ name: "people.csv", type: "" })).toBe("text/csv");
  expect(importContentType({ name: "people.csv", type: "application/vnd.ms-excel" })).toBe("application/vnd.ms-excel");
  expect(importContentType({ name: "people.txt", type: "text/plain" })).toBe("text/csv");
});
