import { expect, test } from "vitest";

import { VehicleFields } from "../../../shared/generated/vehicles";
import { ServerError } from "../../sync/server-error";
import { codecProblems, splitServerError } from "./form-problems";

const FORM = new Set(["name", "weight", "vin"]);

test("a server error whose fields all belong to the form goes under them, and no banner stays", () => {
  const error = new ServerError("BadRequest", "payload.vehicle.weight: must be at least 0", 400, [
    { path: "vehicle.weight", problem: "tooSmall", limit: 0 },
  ]);
  expect(splitServerError(error, "vehicle", FORM)).toEqual({
    fields: { weight: { path: "vehicle.weight", problem: "tooSmall", limit: 0 } },
    banner: undefined,
  });
});

test("an error naming no field, or a field the form does not show, keeps its banner", () => {
  const plain = new ServerError("InternalError", "Reference 1.", 500);
  expect(splitServerError(plain, "vehicle", FORM)).toEqual({ fields: {}, banner: plain });
  const elsewhere = new ServerError("BadRequest", "id", 400, [
    { path: "vehicle.vin", problem: "vinCheckDigit" },
    { path: "id", problem: "format" },
  ]);
  expect(splitServerError(elsewhere, "vehicle", FORM)).toEqual({
    fields: { vin: { path: "vehicle.vin", problem: "vinCheckDigit" } },
    banner: elsewhere,
  });
});

test("the form checks the schema's limits with the generated codec before sending", () => {
  expect(
    codecProblems(VehicleFields, { name: "x".repeat(101), categoryId: "#23:1", brakingType: "abs", weight: -1 }),
  ).toEqual({
    name: { path: "name", problem: "tooLong", limit: 100 },
    weight: { path: "weight", problem: "tooSmall", limit: 0 },
  });
});
