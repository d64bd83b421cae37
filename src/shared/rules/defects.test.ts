// NSC Standard 13: the most severe unfixed defect decides; major = out of service.
import { expect, test } from "vitest";

import { isOutOfService, worstDefect } from "./defects";

test("no defects, or only fixed ones, means none", () => {
  expect(worstDefect([])).toBe("none");
  expect(
    worstDefect([
      { severity: "major", fixed: true },
      { severity: "minor", fixed: true },
    ]),
  ).toBe("none");
});

test("the most severe unfixed defect wins", () => {
  expect(worstDefect([{ severity: "minor" }, { severity: "none" }])).toBe("minor");
  expect(worstDefect([{ severity: "minor" }, { severity: "major" }, { severity: "none" }])).toBe("major");
  // A repaired major defect no longer counts; the open minor one does.
  expect(
    worstDefect([
      { severity: "major", fixed: true },
      { severity: "minor", fixed: false },
    ]),
  ).toBe("minor");
});

test("only a major defect takes the vehicle out of service", () => {
  expect(isOutOfService("major")).toBe(true);
  expect(isOutOfService("minor")).toBe(false);
  expect(isOutOfService("none")).toBe(false);
});

test("an unknown severity is rejected rather than ignored", () => {
  expect(() => worstDefect([{ severity: "critical" as "major" }])).toThrow(/unknown defect severity "critical"/);
});
