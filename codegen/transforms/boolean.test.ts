import { expect, test } from "vitest";

import type { Emitted } from "../context";
import type { JsonSchema } from "../model";
import { transformBoolean } from "./boolean";
import { testContext } from "./test-context";

// rt.boolean rather than t.boolean: same check, a readable failure message. A boolean schema cannot be wrong,
// so there is no error table.
test.each<[string, { given: JsonSchema; want: Emitted }]>([
  ["boolean", { given: { type: "boolean" }, want: { type: "boolean", codec: "rt.boolean" } }],
  [
    "description ignored",
    {
      given: { type: "boolean", description: "Shown on the invoice." },
      want: { type: "boolean", codec: "rt.boolean" },
    },
  ],
])("%s", (_, { given, want }) => {
  expect(transformBoolean(given, testContext())).toEqual(want);
});
