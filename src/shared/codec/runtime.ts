// Building blocks for the generated io-ts codecs (src/shared/generated/). They exist because the stock io-ts
// combinators are too permissive for a wire format: t.type keeps unknown keys, t.record assigns "__proto__"
// as a prototype, and t.string accepts 60 KB where the schema allows 254 characters.
import * as t from "io-ts";

import { withShape } from "./shapes";

/** Keys that must never be copied onto an object: they reach or replace its prototype. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return value.length > 40 ? `a string of ${value.length} characters` : "a string";
  return `a ${typeof value}`;
}

function isPlainObject(u: unknown): u is Record<string, unknown> {
  return typeof u === "object" && u !== null && !Array.isArray(u);
}

/**
 * Dates on the wire are epoch milliseconds from 1900-01-01 to 2200-01-01 (UTC), inclusive. Wider values are no
 * one's real date, and past ±8.64e15 JavaScript's Date is invalid and toISOString throws: a 500 from a typo.
 */
export const EPOCH_MS_MIN = Date.UTC(1900, 0, 1);
export const EPOCH_MS_MAX = Date.UTC(2200, 0, 1);

/** Formats the codecs check (schema `format`); other formats are documentation only. */
export type StringFormat = "epoch-ms";

// Without the u flag a regular expression sees UTF-16 code units, so it can find a half of a pair on its own.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string is not text every store keeps as sent, or undefined. PostgreSQL text cannot hold U+0000 (the query
 * fails: a 500), and a lone surrogate (JSON "\ud800") is not Unicode: encoding it as UTF-8 silently turns it into
 * U+FFFD, so a stored name would change and two different passwords would hash alike.
 */
export function textProblem(u: string): string | undefined {
  if (u.includes("\u0000")) return "must not contain the NUL character (U+0000)";
  if (LONE_SURROGATE.test(u)) return "must be well-formed Unicode (it contains a lone surrogate)";
  return undefined;
}

/** The same string with NUL and lone surrogates replaced by U+FFFD, for echoing client text in a hint. */
export function printable(u: string): string {
  return u.replaceAll("\u0000", "\uFFFD").replace(new RegExp(LONE_SURROGATE.source, "g"), "\uFFFD");
}

function formatProblem(format: StringFormat | undefined, u: string): string | undefined {
  if (format !== "epoch-ms" || u === "") return undefined;
  const ms = Number(u);
  if (!Number.isSafeInteger(ms) || ms < EPOCH_MS_MIN || ms > EPOCH_MS_MAX) {
    return "must be a date between 1900-01-01 and 2200-01-01 in epoch milliseconds";
  }
  return undefined;
}

export interface StringBounds {
  minLength?: number;
  maxLength: number;
  pattern?: string;
  /** "epoch-ms": empty, or an integer of epoch milliseconds within EPOCH_MS_MIN…EPOCH_MS_MAX. */
  format?: StringFormat;
}

/**
 * A string with a length cap (every wire string has one, so a huge string is a 400, not a slow query), and only
 * well-formed text without NUL (textProblem).
 */
export function boundedString(bounds: StringBounds): t.Type<string, string, unknown> {
  const pattern = bounds.pattern === undefined ? undefined : new RegExp(bounds.pattern, "u");
  const min = bounds.minLength ?? 0;
  const name = `string(${min > 0 ? `${min}..` : "≤ "}${bounds.maxLength}${pattern ? `, ${bounds.pattern}` : ""}${bounds.format ? `, ${bounds.format}` : ""})`;
  const problem = (u: string): string | undefined => {
    if (u.length < min) return min === 1 ? "must not be empty" : `must have at least ${min} characters`;
    if (u.length > bounds.maxLength) return `must have at most ${bounds.maxLength} characters, got ${u.length}`;
    const text = textProblem(u);
    if (text) return text;
    if (pattern && !pattern.test(u)) return `must match ${bounds.pattern}`;
    return formatProblem(bounds.format, u);
  };
  const shape = {
    kind: "string",
    minLength: min,
    maxLength: bounds.maxLength,
    ...(bounds.pattern === undefined ? {} : { pattern: bounds.pattern }),
  } as const;
  return withShape(
    shape,
    new t.Type<string, string, unknown>(
      name,
      (u): u is string => typeof u === "string" && problem(u) === undefined,
      (u, c) => {
        if (typeof u !== "string") return t.failure(u, c, `expected a string, got ${describe(u)}`);
        const found = problem(u);
        return found ? t.failure(u, c, found) : t.success(u);
      },
      t.identity,
    ),
  );
}

export interface NumberBounds {
  integer?: boolean;
  minimum?: number;
  maximum?: number;
}

/** A finite number, optionally a safe integer and within bounds. */
export function boundedNumber(bounds: NumberBounds): t.Type<number, number, unknown> {
  const parts = [bounds.integer ? "integer" : "number"];
  if (bounds.minimum !== undefined) parts.push(`≥ ${bounds.minimum}`);
  if (bounds.maximum !== undefined) parts.push(`≤ ${bounds.maximum}`);
  const check = (u: number): string | undefined => {
    if (!Number.isFinite(u)) return "must be a finite number";
    if (bounds.integer && !Number.isSafeInteger(u)) return "must be a whole number";
    if (bounds.minimum !== undefined && u < bounds.minimum) return `must be at least ${bounds.minimum}`;
    if (bounds.maximum !== undefined && u > bounds.maximum) return `must be at most ${bounds.maximum}`;
    return undefined;
  };
  return withShape(
    { kind: "number", integer: bounds.integer ?? false, ...bounds },
    new t.Type<number, number, unknown>(
      parts.join(" "),
      (u): u is number => typeof u === "number" && check(u) === undefined,
      (u, c) => {
        if (typeof u !== "number") return t.failure(u, c, `expected a number, got ${describe(u)}`);
        const problem = check(u);
        return problem ? t.failure(u, c, problem) : t.success(u);
      },
      t.identity,
    ),
  );
}

/** A boolean with a readable failure message. */
export const boolean: t.Type<boolean, boolean, unknown> = new t.Type<boolean, boolean, unknown>(
  "boolean",
  (u): u is boolean => typeof u === "boolean",
  (u, c) => (typeof u === "boolean" ? t.success(u) : t.failure(u, c, `expected true or false, got ${describe(u)}`)),
  t.identity,
);

/** One of a fixed set of strings. */
export function stringEnum<const V extends readonly [string, ...string[]]>(
  values: V,
): t.Type<V[number], V[number], unknown> {
  const allowed = new Set<string>(values);
  return withShape(
    { kind: "enum", values },
    new t.Type<V[number], V[number], unknown>(
      values.map((v) => JSON.stringify(v)).join(" | "),
      (u): u is V[number] => typeof u === "string" && allowed.has(u),
      (u, c) =>
        typeof u === "string" && allowed.has(u)
          ? t.success(u as V[number])
          : t.failure(
              u,
              c,
              `expected one of ${values.join(", ")}, got ${typeof u === "string" ? JSON.stringify(u.slice(0, 40)) : describe(u)}`,
            ),
      t.identity,
    ),
  );
}

/** An array with an item cap. */
export function boundedArray<C extends t.Mixed>(
  item: C,
  maxItems: number,
): t.Type<t.TypeOf<C>[], t.OutputOf<C>[], unknown> {
  const array = t.array(item);
  return new t.Type<t.TypeOf<C>[], t.OutputOf<C>[], unknown>(
    `Array<${item.name}>(≤ ${maxItems})`,
    (u): u is t.TypeOf<C>[] => array.is(u) && u.length <= maxItems,
    (u, c) => {
      if (!Array.isArray(u)) return t.failure(u, c, `expected a list, got ${describe(u)}`);
      if (u.length > maxItems) return t.failure(u, c, `must have at most ${maxItems} items, got ${u.length}`);
      return array.validate(u, c);
    },
    (a) => array.encode(a),
  );
}

/**
 * An object with known properties only. Unknown keys are refused with their name rather than silently
 * dropped, so a client built from an older schema learns at once that it sends something the server ignores.
 */
export function closedObject<R extends t.Props, O extends t.Props>(
  name: string,
  required: R,
  optional: O,
): t.Type<
  { [K in keyof R]: t.TypeOf<R[K]> } & { [K in keyof O]?: t.TypeOf<O[K]> },
  { [K in keyof R]: t.OutputOf<R[K]> } & { [K in keyof O]?: t.OutputOf<O[K]> },
  unknown
> {
  type A = { [K in keyof R]: t.TypeOf<R[K]> } & { [K in keyof O]?: t.TypeOf<O[K]> };
  type Out = { [K in keyof R]: t.OutputOf<R[K]> } & { [K in keyof O]?: t.OutputOf<O[K]> };
  const requiredKeys = Object.keys(required);
  const optionalKeys = Object.keys(optional);
  const known = new Set([...requiredKeys, ...optionalKeys]);
  const codecOf = (key: string): t.Mixed => (required[key] ?? optional[key]) as t.Mixed;
  const validate: t.Validate<unknown, A> = (u, c) => {
    if (!isPlainObject(u)) return t.failure(u, c, `expected an object, got ${describe(u)}`);
    const errors: t.Errors = [];
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(u)) {
      if (!known.has(key)) {
        errors.push({
          value: u[key],
          context: [...c, { key, type: t.never, actual: u[key] }],
          message: `unexpected property "${printable(key.slice(0, 40))}"`,
        });
      }
    }
    for (const key of requiredKeys) {
      if (!Object.prototype.hasOwnProperty.call(u, key)) {
        errors.push({
          value: undefined,
          context: [...c, { key, type: codecOf(key), actual: undefined }],
          message: "is required",
        });
        continue;
      }
    }
    for (const key of known) {
      if (!Object.prototype.hasOwnProperty.call(u, key)) continue;
      const result = codecOf(key).validate(u[key], [...c, { key, type: codecOf(key), actual: u[key] }]);
      if (result._tag === "Left") errors.push(...result.left);
      else out[key] = result.right;
    }
    return errors.length > 0 ? t.failures(errors) : t.success(out as A);
  };
  const props = { ...optional, ...required } as Record<string, t.Mixed>;
  return withShape(
    { kind: "object", props, required: requiredKeys },
    new t.Type<A, Out, unknown>(
      name,
      (u): u is A => isPlainObject(u) && validate(u, [])._tag === "Right",
      validate,
      (a) => {
        const out: Record<string, unknown> = {};
        for (const key of known) {
          const value = (a as Record<string, unknown>)[key];
          if (value !== undefined) out[key] = codecOf(key).encode(value);
        }
        return out as Out;
      },
    ),
  );
}

/** A map keyed by record id (docs/design/client-shell.md "Requests and replies"), refusing prototype keys. */
export function safeRecord<C extends t.Mixed>(
  value: C,
  maxProperties: number,
): t.Type<Record<string, t.TypeOf<C>>, Record<string, t.OutputOf<C>>, unknown> {
  type A = Record<string, t.TypeOf<C>>;
  const validate: t.Validate<unknown, A> = (u, c) => {
    if (!isPlainObject(u)) return t.failure(u, c, `expected a map, got ${describe(u)}`);
    const keys = Object.keys(u);
    if (keys.length > maxProperties)
      return t.failure(u, c, `must have at most ${maxProperties} entries, got ${keys.length}`);
    const errors: t.Errors = [];
    const out: A = {};
    for (const key of keys) {
      if (FORBIDDEN_KEYS.has(key)) {
        errors.push({
          value: u[key],
          context: [...c, { key, type: value, actual: u[key] }],
          message: `key "${key}" is not allowed`,
        });
        continue;
      }
      const keyProblem = textProblem(key);
      if (keyProblem) {
        errors.push({
          value: u[key],
          context: [...c, { key: printable(key), type: value, actual: u[key] }],
          message: `the key ${keyProblem}`,
        });
        continue;
      }
      const result = value.validate(u[key], [...c, { key, type: value, actual: u[key] }]);
      if (result._tag === "Left") errors.push(...result.left);
      else out[key] = result.right;
    }
    return errors.length > 0 ? t.failures(errors) : t.success(out);
  };
  return new t.Type<A, Record<string, t.OutputOf<C>>, unknown>(
    `Record<string, ${value.name}>`,
    (u): u is A => validate(u, [])._tag === "Right",
    validate,
    (a) => Object.fromEntries(Object.entries(a).map(([k, v]) => [k, value.encode(v)])),
  );
}

/** Turns io-ts errors into one readable hint: "payload.email: must have at most 254 characters, got 9000". */
export function formatDecodeErrors(errors: t.Errors, root = "payload", limit = 3): string {
  const lines = errors.slice(0, limit).map((error) => {
    // Keys are the client's text: echoed as printable text, so the hint itself passes the client's codecs.
    const path = printable([root, ...error.context.map((entry) => entry.key).filter((key) => key !== "")].join("."));
    const message =
      error.message ??
      `expected ${error.context[error.context.length - 1]?.type.name ?? "a value"}, got ${describe(error.value)}`;
    return `${path}: ${message}`;
  });
  if (errors.length > limit) lines.push(`and ${errors.length - limit} more`);
  return lines.join("; ");
}
