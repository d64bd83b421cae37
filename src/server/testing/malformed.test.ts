// The bad-input generator must break payloads at any depth and never hand over one that is still valid. The
// event payloads of today are shallow, so it is checked here against every definition in schema/ (nested
// objects, lists, maps keyed by id, enums), which later events will be built from.
import fc from "fast-check";
import type * as t from "io-ts";
import { expect, test } from "vitest";

import * as generated from "../../shared/generated";
import { schemaSet } from "./event-schemas";
import { malformedValue } from "./malformed";

const definitions = schemaSet.domains.flatMap((domain) =>
  Object.entries(domain.definitions).map(([name, schema]) => ({
    name: `${domain.name}.${name}`,
    codec: (generated as Record<string, unknown>)[name] as t.Mixed,
    at: { schema, domain: domain.name },
  })),
);

test.each(definitions)("every breakage of $name is refused by its codec", ({ codec, at }) => {
  expect(codec).toBeDefined();
  const depths: number[] = [];
  fc.assert(
    fc.property(malformedValue(at), (malformed) => {
      expect(
        codec.decode(JSON.parse(malformed.payloadText))._tag,
        `${malformed.kind} at "${malformed.path}": ${malformed.payloadText.slice(0, 200)}`,
      ).toBe("Left");
      depths.push(malformed.path === "" ? 0 : malformed.path.split(".").length);
    }),
    { seed: 7, numRuns: 200 },
  );
  // Object definitions with nested fields must be broken below the top level too, not only at it.
  if (at.schema.allOf || Object.keys(at.schema.properties ?? {}).length > 0)
    expect(Math.max(...depths)).toBeGreaterThanOrEqual(1);
});

test("a SignedInSession is broken deep inside: in a map entry, in a list of enums, in a nested address", () => {
  const at = {
    schema: schemaSet.domains.find((d) => d.name === "accounts")!.definitions.SignedInSession!,
    domain: "accounts",
  };
  const paths = fc.sample(malformedValue(at), { seed: 11, numRuns: 600 }).map((m) => m.path);
  expect(paths.some((p) => /^companies\.[^.]+\./.test(p))).toBe(true);
  expect(paths.some((p) => /\.features\.\d+$/.test(p))).toBe(true);
  expect(paths.some((p) => /\.(address|hq)\./.test(p))).toBe(true);
});
