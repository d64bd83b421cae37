// The shared path from "something is wrong" to a message under a field: a form checks its payload with the same
// generated codec the server decodes with (so limits are enforced before sending, from the schema), and a server
// failure that names fields lands under those fields instead of in a banner.
import type * as t from "io-ts";

import { fieldProblems, problemsUnder } from "../../../shared/codec/field-problems";
import type { FieldProblem } from "../../../shared/generated/common";
import type { ServerError } from "../../sync/server-error";

export type FieldProblems = Partial<Record<string, Pick<FieldProblem, "problem" | "limit">>>;

/** The problems the codec finds in `value`, keyed by top-level field. */
export function codecProblems(codec: t.Decoder<unknown, unknown>, value: unknown): FieldProblems {
  const decoded = codec.decode(value);
  return decoded._tag === "Right" ? {} : problemsUnder(fieldProblems(decoded.left), "");
}

/**
 * Splits a failed save into the problems the form can show under its fields (paths under `prefix`, e.g.
 * "vehicle") and what is left for the banner: nothing, when every problem found its field.
 */
export function splitServerError(
  error: ServerError,
  prefix: string,
  formFields: ReadonlySet<string>,
): { fields: FieldProblems; banner: ServerError | undefined } {
  const under = problemsUnder(error.fields, prefix);
  const fields: FieldProblems = {};
  for (const [field, problem] of Object.entries(under)) if (formFields.has(field)) fields[field] = problem;
  const placed = Object.keys(fields).length;
  const all = error.fields?.length ?? 0;
  return { fields, banner: placed > 0 && placed === all ? undefined : error };
}
