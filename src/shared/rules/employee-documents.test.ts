import { expect, test } from "vitest";

import { documentProblems } from "./employee-documents";

test("only an 'other' document needs a title; blanks do not count", () => {
  expect(documentProblems({ kind: "medicalCertificate" })).toEqual({});
  expect(documentProblems({ kind: "other", title: "Forklift ticket" })).toEqual({});
  expect(documentProblems({ kind: "other", title: "   " })).toEqual({ title: "required" });
  expect(documentProblems({ kind: "other" })).toEqual({ title: "required" });
});
