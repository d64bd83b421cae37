import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// What the generated codecs do with real payloads: the wire rules of src/shared/codec/runtime.ts, seen through
// the codecs codegen writes. Failures are read through formatDecodeErrors, as clients and logs read them.
import fc from "fast-check";
import type * as t from "io-ts";
import { expect, test } from "vitest";

import { formatDecodeErrors } from "../src/shared/codec/runtime";
import * as generated from "../src/shared/generated";
import {
  Employee,
  Feature,
  ProfileFields,
  SignedInSession,
  UserSignInRequest,
  VehicleFields,
  VehicleIdRequest,
} from "../src/shared/generated";
import { loadSchemaSet } from "./load";
import { schemaArbitrary } from "./schema-arbitrary";

/** The hint a client would get back for `value`, or "ok". */
function hint(codec: t.Mixed, value: unknown): string {
  const result = codec.decode(value);
  return result._tag === "Right" ? "ok" : formatDecodeErrors(result.left);
}

const user = { id: "#11:0", first: "Ada", last: "Lovelace", email: "ada@example.com" };
const company = { id: "#12:0", name: "Acme Haulage", features: ["vehicles"] };

test.each<[string, { codec: t.Mixed; given: unknown; want: string }]>([
  ["a valid request", { codec: UserSignInRequest, given: { email: "ada@example.com", password: "pw" }, want: "ok" }],
  // Refused rather than dropped, so a client built from an older schema learns at once.
  [
    "an unknown property, by name",
    {
      codec: UserSignInRequest,
      given: { email: "a@b.c", password: "pw", isAdmin: true },
      want: `payload.isAdmin: unexpected property "isAdmin"`,
    },
  ],
  [
    "a missing required property",
    { codec: UserSignInRequest, given: { email: "a@b.c" }, want: "payload.password: is required" },
  ],
  [
    "a wrong type",
    {
      codec: UserSignInRequest,
      given: { email: 42, password: "pw" },
      want: "payload.email: expected a string, got a number",
    },
  ],
  [
    "a string over maxLength",
    {
      codec: UserSignInRequest,
      given: { email: "a".repeat(300), password: "pw" },
      want: "payload.email: must have at most 254 characters, got 300",
    },
  ],
  [
    "an empty string under minLength 1",
    { codec: UserSignInRequest, given: { email: "a@b.c", password: "" }, want: "payload.password: must not be empty" },
  ],
  [
    "a non-object payload",
    { codec: UserSignInRequest, given: ["a@b.c"], want: "payload: expected an object, got an array" },
  ],
  [
    "an enum value outside the set, with its index",
    {
      codec: Employee,
      given: { id: "#13:0", userId: "#11:0", companyId: "#12:0", roles: ["driver", "pilot"] },
      want: `payload.roles.1: expected one of administrator, driver, nc_driver, mechanic, manager, owner, got "pilot"`,
    },
  ],
  [
    "an integer with a fraction",
    {
      codec: Feature,
      given: { id: "#14:0", name: "map", displayName: "Map", priceCents: 9.5 },
      want: "payload.priceCents: must be a whole number",
    },
  ],
  [
    "a number below its minimum",
    {
      codec: Feature,
      given: { id: "#14:0", name: "map", displayName: "Map", priceCents: -1 },
      want: "payload.priceCents: must be at least 0",
    },
  ],
  // PostgreSQL text cannot hold NUL; a lone surrogate (JSON "\ud800") would be stored as U+FFFD, changing the text.
  [
    "a NUL character",
    {
      codec: UserSignInRequest,
      given: { email: "a\u0000@b.c", password: "pw" },
      want: "payload.email: must not contain the NUL character (U+0000)",
    },
  ],
  [
    "a lone high surrogate",
    {
      codec: UserSignInRequest,
      given: { email: "a@b.c", password: "pw\uD800" },
      want: "payload.password: must be well-formed Unicode (it contains a lone surrogate)",
    },
  ],
  [
    "a lone low surrogate",
    {
      codec: UserSignInRequest,
      given: { email: "a@b.c", password: "\uDC00pw" },
      want: "payload.password: must be well-formed Unicode (it contains a lone surrogate)",
    },
  ],
  [
    "a surrogate pair is fine",
    { codec: UserSignInRequest, given: { email: "a@b.c", password: "pw\uD83D\uDE00" }, want: "ok" },
  ],
  ["an empty id", { codec: VehicleIdRequest, given: { id: "" }, want: "payload.id: must not be empty" }],
  [
    "an id that is not #class:position",
    { codec: VehicleIdRequest, given: { id: "12:3" }, want: "payload.id: must match ^#[0-9]{1,9}:[0-9]{1,19}$" },
  ],
  [
    "a date past 2200",
    {
      codec: ProfileFields,
      given: { first: "A", last: "B", licenseExpiry: 8_640_000_000_000_001 },
      want: "payload.licenseExpiry: must be at most 7258118400000",
    },
  ],
  [
    "a date with a fraction",
    {
      codec: ProfileFields,
      given: { first: "A", last: "B", licenseExpiry: 1.5 },
      want: "payload.licenseExpiry: must be a whole number",
    },
  ],
  [
    "a date string past 2200 that its pattern allows",
    {
      codec: VehicleFields,
      given: { name: "T", categoryId: "#23:5", brakingType: "abs", cvorDate: "8640000000000001" },
      want: "payload.cvorDate: must be a date between 1900-01-01 and 2200-01-01 in epoch milliseconds",
    },
  ],
  [
    "an empty date string (not set)",
    { codec: VehicleFields, given: { name: "T", categoryId: "#23:5", brakingType: "abs", cvorDate: "" }, want: "ok" },
  ],
  [
    "a nested problem, with its path",
    {
      codec: SignedInSession,
      given: { token: "t", user: { ...user, email: 7 }, companies: {} },
      want: "payload.user.email: expected a string, got a number",
    },
  ],
])("%s", (_, { codec, given, want }) => {
  expect(hint(codec, given)).toBe(want);
});

// JSON.parse makes "__proto__" an own key; copied into a plain object it would replace the prototype.
test("a map refuses a __proto__ key", () => {
  const given = JSON.parse(
    `{"token":"t","user":${JSON.stringify(user)},"companies":{"__proto__":${JSON.stringify(company)}}}`,
  );
  expect(hint(SignedInSession, given)).toBe(`payload.companies.__proto__: key "__proto__" is not allowed`);
  expect(SignedInSession.is(given)).toBe(false);
});

// The hint echoes the client's keys; they must not make the reply itself ill-formed.
test("an unknown key with a lone surrogate is named printably", () => {
  expect(hint(UserSignInRequest, { email: "a@b.c", password: "pw", "x\uD800": 1 })).toBe(
    `payload.x\uFFFD: unexpected property "x\uFFFD"`,
  );
});

test("formatDecodeErrors lists three problems, counts the rest and takes a root name", () => {
  const result = UserSignInRequest.decode({ a: 1, b: 2, c: 3, d: 4 });
  if (result._tag === "Right") throw new Error("expected a failure");
  expect(formatDecodeErrors(result.left, "request")).toBe(
    `request.a: unexpected property "a"; request.b: unexpected property "b"; request.c: unexpected property "c"; and 3 more`,
  );
});

// Every definition of the real schema and of the golden fixture (which has the constructs the real one lacks:
// unions, nullables, consts, patterns), with its codec.
const here = dirname(fileURLToPath(import.meta.url));
const fixtureCodecs = (await import(join(here, "fixtures/fleet/expected/generated/index.ts"))) as Record<
  string,
  unknown
>;
const cases = [
  { label: "schema", schemas: loadSchemaSet(join(here, "../schema")), codecs: generated as Record<string, unknown> },
  { label: "fixture", schemas: loadSchemaSet(join(here, "fixtures/fleet/schema")), codecs: fixtureCodecs },
].flatMap(({ label, schemas, codecs }) =>
  schemas.domains.flatMap((d) =>
    Object.entries(d.definitions).map(([name, schema]) => ({
      name: `${label} ${d.name}.${name}`,
      codec: codecs[name] as t.Mixed,
      valid: schemaArbitrary(schemas, { schema, domain: d.name }),
    })),
  ),
);

/** A valid value with one top-level change: a property dropped, replaced by anything, or added. */
function nearMiss(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, fc.anything(), fc.nat(), fc.string({ maxLength: 6 })).map(([value, junk, pick, key]) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return junk;
    const keys = Object.keys(value);
    const copy: Record<string, unknown> = { ...value };
    const target = keys[pick % (keys.length + 1)];
    if (target === undefined) copy[key] = junk;
    else if (pick % 2 === 0) delete copy[target];
    else copy[target] = junk;
    return copy;
  });
}

test.each(cases)("$name: is() and decode agree, and what decodes round-trips", ({ codec, valid }) => {
  expect(codec, "no generated codec of that name").toBeDefined();
  // Values the schema allows must be accepted: this keeps the arbitrary honest as well as the codec.
  fc.assert(
    fc.property(valid, (value) => {
      expect(codec.is(value)).toBe(true);
    }),
    { numRuns: 50 },
  );
  fc.assert(
    fc.property(fc.oneof(valid, nearMiss(valid)), (value) => {
      const result = codec.decode(value);
      expect(result._tag === "Right").toBe(codec.is(value));
      if (result._tag === "Right") {
        expect(result.right).toEqual(value);
        expect(codec.encode(result.right)).toEqual(value);
      }
    }),
    { numRuns: 100 },
  );
});
