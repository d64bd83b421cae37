import { expect, test } from "vitest";

import { PersonFields } from "../../../shared/generated/users";
import { ServerError } from "../../sync/server-error";
import { nestedCodecProblems, splitNestedServerError } from "./nested-problems";

const FORM = new Set(["emailDefects", "address.city", "user.email"]);

test("server problems land under their nested field; the banner goes when every one found its field", () => {
  const error = new ServerError("ValidationFailed", "…", 400, [
    { path: "fields.emailDefects", problem: "emailList" },
    { path: "fields.address.city", problem: "required" },
  ]);
  expect(splitNestedServerError(error, FORM, "fields.")).toEqual({
    fields: { emailDefects: { problem: "emailList" }, "address.city": { problem: "required" } },
    banner: undefined,
  });
});

test("a problem the form does not show keeps the banner", () => {
  const error = new ServerError("ValidationFailed", "…", 400, [
    { path: "user.email", problem: "email" },
    { path: "employee.roles", problem: "tooLong", limit: 6 },
  ]);
  expect(splitNestedServerError(error, FORM)).toEqual({
    fields: { "user.email": { problem: "email" } },
    banner: error,
  });
});

test("the codec's problems are keyed by their whole path under the prefix", () => {
  expect(nestedCodecProblems(PersonFields, { first: "", last: "L", email: "a@b.c" }, "user")).toEqual({
    "user.first": { problem: "required" },
  });
});
