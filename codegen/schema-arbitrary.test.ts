import fc from "fast-check";
import { expect, test } from "vitest";

import { characterClassOf } from "./schema-arbitrary";

test.each<[string, { given: string; want: string | undefined }]>([
  [
    "a token alphabet with ranges and a trailing dash",
    { given: "^[A-Za-z0-9_-]+$", want: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-" },
  ],
  ["digits", { given: "^[0-9]+$", want: "0123456789" }],
  ["a prefix before the class is not a bare class", { given: "^#[0-9]+$", want: undefined }],
  ["an optional repeat is not handled", { given: "^[a-z]*$", want: undefined }],
])("characterClassOf: %s", (_name, { given, want }) => {
  expect(characterClassOf(given)?.join("")).toBe(want);
});

test("a 20-character token pattern samples at once (stringMatching plus a length filter never ended)", () => {
  const characters = characterClassOf("^[A-Za-z0-9_-]+$")!;
  const [token] = fc.sample(fc.string({ unit: fc.constantFrom(...characters), minLength: 20, maxLength: 24 }), {
    seed: 4242,
    numRuns: 1,
  });
  expect(token).toMatch(/^[A-Za-z0-9_-]{20,24}$/);
});
