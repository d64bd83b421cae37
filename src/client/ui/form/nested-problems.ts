import type * as t from "io-ts";

// Forms whose payload nests several objects (a person: user, employee, preferences; a company: fields with its
// addresses) key their problems by the whole path under the request ("user.email", "fields.address.city"), so one
// message lands under the one input it is about. form-problems.ts keys by top-level field only.
import { fieldProblems } from "../../../shared/codec/field-problems";
import type { FieldProblem } from "../../../shared/generated/common";
import type { ServerError } from "../../sync/server-error";
import type { FieldProblems } from "./form-problems";

/**
 * The server's field problems keyed by their path with `strip` removed (e.g. "fields." → "address.city"), the
 * ones the form shows (`formFields`) only; the banner stays when any problem found no field.
 */
export function splitNestedServerError(
  error: ServerError,
  formFields: ReadonlySet<string>,
  strip = "",
): { fields: FieldProblems; banner: ServerError | undefined } {
  const fields: FieldProblems = {};
  let placed = 0;
  for (const problem of error.fields ?? []) {
    const key = strip !== "" && problem.path.startsWith(strip) ? problem.path.slice(strip.length) : problem.path;
    if (!formFields.has(key)) continue;
    placed += 1;
    if (!fields[key]) fields[key] = problemOnly(problem);
  }
  const all = error.fields?.length ?? 0;
  return { fields, banner: placed > 0 && placed === all ? undefined : error };
}

/** The problems the generated codec finds in `value`, keyed by their whole path ("user.email"). */
export function nestedCodecProblems(codec: t.Decoder<unknown, unknown>, value: unknown, prefix = ""): FieldProblems {
  const decoded = codec.decode(value);
  if (decoded._tag === "Right") return {};
  const found: FieldProblems = {};
  for (const problem of fieldProblems(decoded.left)) {
    const key = prefix === "" ? problem.path : `${prefix}.${problem.path}`;
    if (!found[key]) found[key] = problemOnly(problem);
  }
  return found;
}

function problemOnly(problem: FieldProblem): Pick<FieldProblem, "problem" | "limit"> {
  return problem.limit === undefined
    ? { problem: problem.problem }
    : { problem: problem.problem, limit: problem.limit };
}
