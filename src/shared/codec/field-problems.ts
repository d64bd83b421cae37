// A decode failure as one problem per field (the wire's Error.fields), so a form can put each message under the
// field it concerns, in the user's language, instead of one "request not understood" banner. The codec already
// knows the path (io-ts keeps a context per key); shapes.ts says which limit the value broke.
import * as t from "io-ts";

import type { FieldProblem } from "../generated/common";
import { FORBIDDEN_KEYS, printable } from "./runtime";
import { shapeOf } from "./shapes";

/** The codes codec failures produce; rules add their own (e.g. vinCheckDigit) in the same field. */
export type CodecProblem =
  | "required"
  | "tooLong"
  | "tooShort"
  | "tooSmall"
  | "tooLarge"
  | "notWhole"
  | "format"
  | "choice"
  | "type"
  | "unexpected"
  | "invalid";

const MAX_FIELD_PROBLEMS = 50;

/** The keys to the failing value joined by dots; a key that is not clean text (NUL, lone surrogate) is made so. */
export const problemPath = (error: t.ValidationError): string =>
  error.context
    .map((entry) => printable(entry.key.slice(0, 100)))
    .filter((key) => key !== "")
    .join(".");

function classify(error: t.ValidationError): { problem: CodecProblem; limit?: number } {
  const last = error.context[error.context.length - 1];
  const value = error.value;
  if (last?.type === t.never) return { problem: "unexpected" };
  if (value === undefined) return { problem: "required" };
  const shape = shapeOf(last?.type);
  switch (shape?.kind) {
    case "string":
      if (typeof value !== "string") return { problem: "type" };
      if (value.length < shape.minLength)
        return shape.minLength === 1 ? { problem: "required" } : { problem: "tooShort", limit: shape.minLength };
      if (value.length > shape.maxLength) return { problem: "tooLong", limit: shape.maxLength };
      // A pattern, a format (dates) or text that is not well-formed (NUL, lone surrogates).
      return { problem: "format" };
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) return { problem: "type" };
      if (shape.integer && !Number.isSafeInteger(value)) return { problem: "notWhole" };
      if (shape.minimum !== undefined && value < shape.minimum) return { problem: "tooSmall", limit: shape.minimum };
      if (shape.maximum !== undefined && value > shape.maximum) return { problem: "tooLarge", limit: shape.maximum };
      return { problem: "invalid" };
    case "enum":
      return { problem: "choice" };
    case "object":
      return { problem: "type" };
    default:
      return { problem: "invalid" };
  }
}

/** One FieldProblem per failing path (the first failure of each), in the order the codec met them. */
export function fieldProblems(errors: t.Errors, prefix = ""): FieldProblem[] {
  const seen = new Set<string>();
  const out: FieldProblem[] = [];
  for (const error of errors) {
    const inner = problemPath(error);
    const path = (prefix && inner ? `${prefix}.${inner}` : prefix || inner).slice(0, 200);
    if (seen.has(path)) continue;
    seen.add(path);
    const { problem, limit } = classify(error);
    out.push(limit === undefined ? { path, problem } : { path, problem, limit });
    if (out.length === MAX_FIELD_PROBLEMS) break;
  }
  return out;
}

/** The problems under one object of a payload (e.g. "vehicle"), keyed by the field inside it. */
export function problemsUnder(
  problems: readonly FieldProblem[] | undefined,
  prefix: string,
): Record<string, FieldProblem> {
  const out: Record<string, FieldProblem> = {};
  const start = prefix === "" ? "" : `${prefix}.`;
  for (const problem of problems ?? []) {
    if (!problem.path.startsWith(start)) continue;
    const field = problem.path.slice(start.length).split(".")[0]!;
    if (field !== "" && !FORBIDDEN_KEYS.has(field) && !Object.hasOwn(out, field)) out[field] = problem;
  }
  return out;
}
