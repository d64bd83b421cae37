import { expect, test } from "vitest";

import { VehicleSaveRequest } from "../generated/vehicles";
import { fieldProblems, problemsUnder } from "./field-problems";
import { closedObject, boundedNumber, boundedString, stringEnum } from "./runtime";
import { inputLimits } from "./shapes";

const valid = { vehicle: { name: "Unit 1", categoryId: "#23:9", brakingType: "abs" } };

function problemsOf(payload: unknown) {
  const decoded = VehicleSaveRequest.decode(payload);
  if (decoded._tag === "Right") throw new Error("expected a decode failure");
  return fieldProblems(decoded.left);
}

// Each row: what the user sent in `vehicle` → the field problem the form shows under that field.
test.each([
  ["a negative weight", { weight: -5 }, { path: "vehicle.weight", problem: "tooSmall", limit: 0 }],
  ["a weight over the maximum", { weight: 200001 }, { path: "vehicle.weight", problem: "tooLarge", limit: 200000 }],
  ["a fractional year", { year: 2020.5 }, { path: "vehicle.year", problem: "notWhole" }],
  ["a 10,000-character name", { name: "x".repeat(10_000) }, { path: "vehicle.name", problem: "tooLong", limit: 100 }],
  ["a name with a NUL", { name: "a\u0000b" }, { path: "vehicle.name", problem: "format" }],
  ["a date that is not epoch ms", { cvorDate: "2026-01-01" }, { path: "vehicle.cvorDate", problem: "format" }],
  ["an unknown brake type", { brakingType: "magic" }, { path: "vehicle.brakingType", problem: "choice" }],
  ["a weight sent as text", { weight: "12" }, { path: "vehicle.weight", problem: "type" }],
  ["an unknown property", { colour2: "red" }, { path: "vehicle.colour2", problem: "unexpected" }],
])("%s", (_, change, expected) => {
  expect(problemsOf({ vehicle: { ...valid.vehicle, ...change } })).toEqual([expected]);
});

test("a missing required field is 'required' at its path", () => {
  const { name: _, ...withoutName } = valid.vehicle;
  expect(problemsOf({ vehicle: withoutName })).toEqual([{ path: "vehicle.name", problem: "required" }]);
});

test("several failures give one problem per field, in order", () => {
  const problems = problemsOf({ vehicle: { ...valid.vehicle, weight: -1, gvwr: -1, name: "y".repeat(101) } });
  expect(problems.map((p) => p.path).sort()).toEqual(["vehicle.gvwr", "vehicle.name", "vehicle.weight"]);
});

test("problemsUnder keys the problems of one object by field and leaves others out", () => {
  const problems = [
    { path: "vehicle.weight", problem: "tooSmall", limit: 0 },
    { path: "vehicle.weight", problem: "tooLarge" },
    { path: "id", problem: "format" },
    { path: "vehicle.__proto__", problem: "unexpected" },
  ];
  expect(problemsUnder(problems, "vehicle")).toEqual({
    weight: { path: "vehicle.weight", problem: "tooSmall", limit: 0 },
  });
  expect(problemsUnder(undefined, "vehicle")).toEqual({});
});

test("a prefix names the payload the codec decoded", () => {
  const codec = closedObject("T", { kind: stringEnum(["a", "b"] as const) }, { note: boundedString({ maxLength: 3 }) });
  const decoded = codec.decode({ kind: "c", note: "long" });
  expect(decoded._tag === "Left" && fieldProblems(decoded.left, "form")).toEqual([
    { path: "form.kind", problem: "choice" },
    { path: "form.note", problem: "tooLong", limit: 3 },
  ]);
});

test("inputLimits reads a form's constraints from the generated codec", () => {
  const { VehicleFields } = {
    VehicleFields: closedObject(
      "V",
      { name: boundedString({ maxLength: 100 }) },
      { weight: boundedNumber({ integer: true, minimum: 0, maximum: 200000 }) },
    ),
  };
  expect(inputLimits(VehicleFields, "name")).toEqual({ maxLength: 100 });
  expect(inputLimits(VehicleFields, "weight")).toEqual({ min: 0, max: 200000, step: 1 });
  expect(inputLimits(VehicleFields, "unknown")).toEqual({});
});

test("a path always fits the wire's FieldProblem: unclean keys are made printable and long paths cut", async () => {
  const { FieldProblem } = await import("../generated/common");
  const problems = problemsOf({ vehicle: { ...valid.vehicle, ["a\u0000\ud800".repeat(80)]: 1 } });
  expect(problems).toHaveLength(1);
  expect(FieldProblem.is(problems[0])).toBe(true);
});
