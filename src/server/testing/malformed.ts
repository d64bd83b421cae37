// Malformed payloads for any event, made by breaking a payload its schema allows in one place: a field of the
// wrong JSON type, a non-object payload, a required field dropped, a string past its maxLength, a prototype key,
// an unknown property, a NUL or a lone surrogate in a string, a number or date out of its range (fractions in
// integers, past 2^53, a date string past year 275760), or an empty string where one is not allowed (an empty
// id). Driven by the schema, so every event in schema/ gets them without new code.
import fc from "fast-check";

import { DEFAULT_MAX_LENGTH, type JsonSchema } from "../../../codegen/model";
import { schemaArbitrary } from "../../../codegen/schema-arbitrary";
import { EPOCH_MS_MAX, EPOCH_MS_MIN, FORBIDDEN_KEYS } from "../../shared/codec/runtime";
import { requestSchema, resolveRef, schemaSet, type Located } from "./event-schemas";

export type MutationKind =
  | "wrongType"
  | "nonObjectPayload"
  | "dropRequired"
  | "tooLong"
  | "forbiddenKey"
  | "unknownProperty"
  | "nulCharacter"
  | "loneSurrogate"
  | "outOfRange"
  | "emptyString";
export const MUTATION_KINDS: readonly MutationKind[] = [
  "wrongType",
  "nonObjectPayload",
  "dropRequired",
  "tooLong",
  "forbiddenKey",
  "unknownProperty",
  "nulCharacter",
  "loneSurrogate",
  "outOfRange",
  "emptyString",
];

export interface Malformed {
  kind: MutationKind;
  /** Where the payload was broken, e.g. "user.email" ("" for the payload itself). */
  path: string;
  /** JSON text, so a "__proto__" key is a real key on the wire rather than a prototype change here. */
  payloadText: string;
}

type JsonType = "string" | "number" | "boolean" | "null" | "array" | "object";
const JSON_TYPES: readonly JsonType[] = ["string", "number", "boolean", "null", "array", "object"];
type Path = readonly (string | number)[];
interface Site {
  path: Path;
  at: Located;
  value: unknown;
}

const isPlainObject = (u: unknown): u is Record<string, unknown> =>
  typeof u === "object" && u !== null && !Array.isArray(u);
const jsonType = (u: unknown): JsonType => (u === null ? "null" : Array.isArray(u) ? "array" : (typeof u as JsonType));

function deref(at: Located): Located {
  return at.schema.$ref ? deref(resolveRef(at.schema.$ref, at.domain)) : at;
}

function allowedTypes(located: Located): Set<JsonType> {
  const { schema, domain } = deref(located);
  if (schema.allOf) return new Set(["object"]);
  const members = schema.oneOf ?? schema.anyOf;
  if (members) return new Set(members.flatMap((member) => [...allowedTypes({ schema: member, domain })]));
  if (schema.const !== undefined) return new Set([jsonType(schema.const)]);
  if (schema.enum) return new Set(schema.enum.map(jsonType));
  const types = schema.type === undefined ? JSON_TYPES : Array.isArray(schema.type) ? schema.type : [schema.type];
  return new Set(types.map((type) => (type === "integer" ? "number" : type)));
}

/** A closed object's properties (allOf flattened, as codegen does); undefined for maps and non-objects. */
function closedShape(located: Located): { properties: Record<string, Located>; required: string[] } | undefined {
  const { schema, domain } = deref(located);
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => closedShape({ schema: part, domain })!);
    return {
      properties: Object.assign({}, ...parts.map((p) => p.properties)),
      required: parts.flatMap((p) => p.required),
    };
  }
  if (
    !allowedTypes(located).has("object") ||
    typeof schema.additionalProperties === "object" ||
    schema.oneOf ||
    schema.anyOf
  )
    return undefined;
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, s]) => [key, { schema: s, domain }]),
  );
  return { properties, required: schema.required ?? [] };
}

/** Every node of a valid value with the schema that governs it. Unions are not descended: which member matched is ambiguous. */
function sitesOf(value: unknown, at: Located, path: Path = []): Site[] {
  const { schema, domain } = deref(at);
  const here: Site[] = [{ path, at, value }];
  if (schema.oneOf || schema.anyOf) return here;
  if (Array.isArray(value) && schema.items)
    return here.concat(value.flatMap((item, i) => sitesOf(item, { schema: schema.items!, domain }, [...path, i])));
  if (!isPlainObject(value)) return here;
  const shape = closedShape(at);
  const mapValue =
    typeof schema.additionalProperties === "object" ? { schema: schema.additionalProperties, domain } : undefined;
  for (const [key, child] of Object.entries(value)) {
    const childAt = shape ? shape.properties[key] : mapValue;
    if (childAt) here.push(...sitesOf(child, childAt, [...path, key]));
  }
  return here;
}

const DELETE = Symbol("delete");

/** A copy of `node` with the value at `path` changed (or deleted); own "__proto__" keys survive the spread. */
function update(node: unknown, path: Path, change: (old: unknown) => unknown): unknown {
  if (path.length === 0) return change(node);
  const [head, ...rest] = path;
  const copy = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<string | number, unknown>;
  const next = update(copy[head!], rest, change);
  if (next === DELETE) delete copy[head!];
  else copy[head!] = next;
  return copy;
}

/** Sets an own enumerable key, even "__proto__", which plain assignment would treat as the prototype. */
function withOwnKey(object: unknown, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...(object as object) };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Bytes one over-long string may take; valid values around it are small (schema-arbitrary keeps them short). */
const LONG_STRING_BYTES = 56_000;
const junk = fc.jsonValue({ maxDepth: 2 });
const safeKey = fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !FORBIDDEN_KEYS.has(key));

function valueOfType(type: JsonType): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return fc.string({ maxLength: 20 });
    case "number":
      return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(junk, { maxLength: 3 });
    case "object":
      return fc.dictionary(safeKey, junk, { maxKeys: 3, noNullPrototype: true });
  }
}

/** Ways to break this particular valid value; each is invalid by construction (the caller checks with the codec). */
function breakages(valid: unknown, root: Located): fc.Arbitrary<Malformed>[] {
  const sites = sitesOf(valid, root);
  const make = (kind: MutationKind, path: Path, change: (old: unknown) => unknown): Malformed => ({
    kind,
    path: path.join("."),
    payloadText: JSON.stringify(update(valid, path, change)),
  });
  const options: fc.Arbitrary<Malformed>[] = [];
  const pick = <T>(items: T[], then: (item: T) => fc.Arbitrary<Malformed>) => {
    if (items.length > 0) options.push(fc.constantFrom(...items).chain(then));
  };

  const wrongTyped = sites.map((site) => ({
    site,
    wrong: JSON_TYPES.filter((type) => !allowedTypes(site.at).has(type)),
  }));
  pick(
    wrongTyped.filter((w) => w.wrong.length > 0),
    ({ site, wrong }) =>
      fc
        .constantFrom(...wrong)
        .chain(valueOfType)
        .map((value) => make("wrongType", site.path, () => value)),
  );
  pick(
    [JSON_TYPES.filter((type) => type !== "object" && !allowedTypes(root).has(type))].filter(
      (types) => types.length > 0,
    ),
    (types) =>
      fc
        .constantFrom(...types)
        .chain(valueOfType)
        .map((value) => make("nonObjectPayload", [], () => value)),
  );
  const objects = sites.filter((site) => isPlainObject(site.value));
  pick(objects, (site) =>
    fc
      .tuple(fc.constantFrom(...FORBIDDEN_KEYS), junk)
      .map(([key, value]) => make("forbiddenKey", site.path, (old) => withOwnKey(old, key, value))),
  );
  const closed = objects.flatMap((site) => {
    const shape = closedShape(site.at);
    return shape ? [{ site, shape }] : [];
  });
  pick(closed, ({ site, shape }) =>
    fc
      .tuple(
        safeKey.filter((key) => !(key in shape.properties)),
        junk,
      )
      .map(([key, value]) => make("unknownProperty", site.path, (old) => withOwnKey(old, key, value))),
  );
  const droppable = closed.flatMap(({ site, shape }) =>
    shape.required.filter((key) => key in (site.value as object)).map((key) => [...site.path, key]),
  );
  pick(droppable, (path) => fc.constant(make("dropRequired", path, () => DELETE)));
  const maxLengthOf = (site: Site) => deref(site.at).schema.maxLength ?? DEFAULT_MAX_LENGTH;
  // A string that cannot pass its maxLength within 64 KB is left to the size cap (tested in hardening.pg.test.ts).
  const strings = sites.filter((site) => {
    const { schema } = deref(site.at);
    return (
      typeof site.value === "string" &&
      schema.type === "string" &&
      !schema.enum &&
      schema.const === undefined &&
      maxLengthOf(site) < LONG_STRING_BYTES
    );
  });
  // Past maxLength by 1 up to ~8,000 characters, in 1- to 4-byte characters, the whole message under 64 KB.
  pick(strings, (site) =>
    fc.tuple(fc.nat({ max: 8_000 }), fc.constantFrom("x", "é", "€", "😀")).map(([extra, char]) => {
      const length = Math.min(maxLengthOf(site) + 1 + extra, LONG_STRING_BYTES);
      const fits = Math.ceil(length / char.length) * Buffer.byteLength(char) <= LONG_STRING_BYTES;
      const unit = fits ? char : "x";
      return make("tooLong", site.path, () => unit.repeat(Math.ceil(length / unit.length)));
    }),
  );

  // Strings a user types: NUL (PostgreSQL text refuses it) and lone surrogates (not Unicode) anywhere in them.
  const texts = sites.filter((site) => {
    const { schema } = deref(site.at);
    return typeof site.value === "string" && schema.type === "string" && !schema.enum && schema.const === undefined;
  });
  pick(texts, (site) =>
    fc
      .tuple(fc.constantFrom("\u0000", "\uD800", "\uDC00"), fc.nat())
      .map(([bad, at]) =>
        make(bad === "\u0000" ? "nulCharacter" : "loneSurrogate", site.path, (old) =>
          withBadCharacter(old as string, bad, at, maxLengthOf(site)),
        ),
      ),
  );
  const numbers = sites.flatMap((site) => {
    const refused = typeof site.value === "number" ? outOfRangeNumbers(deref(site.at).schema, site.value) : [];
    return refused.length > 0 ? [{ site, refused }] : [];
  });
  pick(numbers, ({ site, refused }) =>
    fc.constantFrom(...refused).map((value) => make("outOfRange", site.path, () => value)),
  );
  const dates = texts.filter((site) => deref(site.at).schema.format === "epoch-ms");
  pick(dates, (site) =>
    fc.constantFrom(...OUT_OF_RANGE_DATE_STRINGS).map((value) => make("outOfRange", site.path, () => value)),
  );
  // An empty id skipped a handler's `if (imageId)` check and then broke a foreign key: every id must be non-empty.
  const nonEmpty = texts.filter((site) => {
    const { schema } = deref(site.at);
    return (schema.minLength ?? 0) > 0 || (schema.pattern !== undefined && !new RegExp(schema.pattern, "u").test(""));
  });
  pick(nonEmpty, (site) => fc.constant(make("emptyString", site.path, () => "")));
  return options;
}

/**
 * Numbers the schema refuses at this site: fractions and values past 2^53 for integers, one past each bound, and
 * for epoch-ms dates the edges of JavaScript's Date (±8.64e15) and beyond. None when any number is allowed.
 */
export function outOfRangeNumbers(schema: JsonSchema, valid: number): number[] {
  const epoch = schema.format === "epoch-ms";
  const minimum = epoch ? Math.max(schema.minimum ?? EPOCH_MS_MIN, EPOCH_MS_MIN) : schema.minimum;
  const maximum = epoch ? Math.min(schema.maximum ?? EPOCH_MS_MAX, EPOCH_MS_MAX) : schema.maximum;
  const out: number[] = [];
  if (schema.type === "integer") out.push(Math.trunc(valid) + 0.5, 2 ** 53, -(2 ** 53), 1e300);
  if (minimum !== undefined) out.push(minimum - 1, -1e300);
  if (maximum !== undefined) out.push(maximum + 1, 1e300);
  if (epoch) out.push(8_640_000_000_000_001, -8_640_000_000_000_001);
  return [...new Set(out)];
}

/** Epoch-ms date strings the pattern allows but the date range does not. */
export const OUT_OF_RANGE_DATE_STRINGS: readonly string[] = [
  "8640000000000001",
  "-8640000000000001",
  String(EPOCH_MS_MAX + 1),
  String(EPOCH_MS_MIN - 1),
  "9999999999999999",
];

/** `text` with `bad` put in (within maxLength): a low surrogate first, a high one last, so neither finds a partner. */
function withBadCharacter(text: string, bad: string, at: number, maxLength: number): string {
  const room = text.slice(0, Math.max(0, maxLength - 1));
  if (bad === "\uDC00") return bad + room;
  if (bad === "\uD800") return room + bad;
  const i = at % (room.length + 1);
  return room.slice(0, i) + bad + room.slice(i);
}

/** Malformed values of any schema fragment. */
export function malformedValue(root: Located): fc.Arbitrary<Malformed> {
  return schemaArbitrary(schemaSet, root).chain((valid) => fc.oneof(...breakages(valid, root)));
}

/** Malformed payloads for one event. */
export function malformedPayload(eventName: string): fc.Arbitrary<Malformed> {
  return malformedValue(requestSchema(eventName));
}
