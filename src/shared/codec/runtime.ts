// Building blocks for the generated io-ts codecs (src/shared/generated/). They exist because the stock io-ts
// combinators are too permissive for a wire format: t.type keeps unknown keys, t.record assigns "__proto__"
// as a prototype, and t.string accepts 60 KB where the schema allows 254 characters.
import * as t from "io-ts";

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

export interface StringBounds {
  minLength?: number;
  maxLength: number;
  pattern?: string;
}

/** A string with a length cap (every wire string has one, so a huge string is a 400, not a slow query). */
export function boundedString(bounds: StringBounds): t.Type<string, string, unknown> {
  const pattern = bounds.pattern === undefined ? undefined : new RegExp(bounds.pattern, "u");
  const min = bounds.minLength ?? 0;
  const name = `string(${min > 0 ? `${min}..` : "≤ "}${bounds.maxLength}${pattern ? `, ${bounds.pattern}` : ""})`;
  return new t.Type<string, string, unknown>(
    name,
    (u): u is string =>
      typeof u === "string" && u.length >= min && u.length <= bounds.maxLength && (!pattern || pattern.test(u)),
    (u, c) => {
      if (typeof u !== "string") return t.failure(u, c, `expected a string, got ${describe(u)}`);
      if (u.length < min) return t.failure(u, c, min === 1 ? "must not be empty" : `must have at least ${min} characters`);
      if (u.length > bounds.maxLength) return t.failure(u, c, `must have at most ${bounds.maxLength} characters, got ${u.length}`);
      if (pattern && !pattern.test(u)) return t.failure(u, c, `must match ${bounds.pattern}`);
      return t.success(u);
    },
    t.identity,
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
  return new t.Type<number, number, unknown>(
    parts.join(" "),
    (u): u is number => typeof u === "number" && check(u) === undefined,
    (u, c) => {
      if (typeof u !== "number") return t.failure(u, c, `expected a number, got ${describe(u)}`);
      const problem = check(u);
      return problem ? t.failure(u, c, problem) : t.success(u);
    },
    t.identity,
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
  return new t.Type<V[number], V[number], unknown>(
    values.map((v) => JSON.stringify(v)).join(" | "),
    (u): u is V[number] => typeof u === "string" && allowed.has(u),
    (u, c) =>
      typeof u === "string" && allowed.has(u)
        ? t.success(u as V[number])
        : t.failure(u, c, `expected one of ${values.join(", ")}, got ${typeof u === "string" ? JSON.stringify(u.slice(0, 40)) : describe(u)}`),
    t.identity,
  );
}

/** An array with an item cap. */
export function boundedArray<C extends t.Mixed>(item: C, maxItems: number): t.Type<t.TypeOf<C>[], t.OutputOf<C>[], unknown> {
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
        errors.push({ value: u[key], context: [...c, { key, type: t.never, actual: u[key] }], message: `unexpected property "${key.slice(0, 40)}"` });
      }
    }
    for (const key of requiredKeys) {
      if (!Object.prototype.hasOwnProperty.call(u, key)) {
        errors.push({ value: undefined, context: [...c, { key, type: codecOf(key), actual: undefined }], message: "is required" });
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
  return new t.Type<A, Out, unknown>(
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
  );
}

/** A map keyed by id (SPEC §3: "entities arrive as a map keyed by id"), refusing prototype keys. */
export function safeRecord<C extends t.Mixed>(
  value: C,
  maxProperties: number,
): t.Type<Record<string, t.TypeOf<C>>, Record<string, t.OutputOf<C>>, unknown> {
  type A = Record<string, t.TypeOf<C>>;
  const validate: t.Validate<unknown, A> = (u, c) => {
    if (!isPlainObject(u)) return t.failure(u, c, `expected a map, got ${describe(u)}`);
    const keys = Object.keys(u);
    if (keys.length > maxProperties) return t.failure(u, c, `must have at most ${maxProperties} entries, got ${keys.length}`);
    const errors: t.Errors = [];
    const out: A = {};
    for (const key of keys) {
      if (FORBIDDEN_KEYS.has(key)) {
        errors.push({ value: u[key], context: [...c, { key, type: value, actual: u[key] }], message: `key "${key}" is not allowed` });
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
    const path = [root, ...error.context.map((entry) => entry.key).filter((key) => key !== "")].join(".");
    const message = error.message ?? `expected ${error.context[error.context.length - 1]?.type.name ?? "a value"}, got ${describe(error.value)}`;
    return `${path}: ${message}`;
  });
  if (errors.length > limit) lines.push(`and ${errors.length - limit} more`);
  return lines.join("; ");
}
