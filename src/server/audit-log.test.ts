import fc from "fast-check";
import { expect, test } from "vitest";

import { changedFields } from "./audit-log";

const value = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.nat(), { maxLength: 3 }),
);
const snapshot = fc.dictionary(
  fc.constantFrom("state", "discount", "bay", "feature.vehicles", "feature.map", "creditCents"),
  value,
);

test("an entry lists exactly the fields whose values differ, before and after, and nothing for an unchanged record", () => {
  fc.assert(
    fc.property(snapshot, snapshot, (before, after) => {
      const changes = changedFields(before, after);
      expect(changedFields(before, before)).toEqual([]);
      const differing = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
        (k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null),
      );
      expect(changes.map((c) => c.field)).toEqual(differing.sort());
      for (const change of changes) {
        const shown = (v: unknown) =>
          v === undefined || v === null ? null : typeof v === "string" ? v : JSON.stringify(v);
        expect(change).toEqual({
          field: change.field,
          before: shown(before[change.field]),
          after: shown(after[change.field]),
        });
      }
    }),
  );
});

test("a record that appears (creation) or disappears lists every field it has", () => {
  expect(changedFields(null, { name: "Kingston Coach", discount: "none" })).toEqual([
    { field: "discount", before: null, after: "none" },
    { field: "name", before: null, after: "Kingston Coach" },
  ]);
  expect(changedFields({ apiKey: "…abcd" }, null)).toEqual([{ field: "apiKey", before: "…abcd", after: null }]);
});
