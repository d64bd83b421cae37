import { expect, test } from "vitest";

import { valuesAt } from "./check-references";

// The ids a link path finds in a decoded payload, with the concrete path each one is at (for the error's fields).
test.each<[string, { payload: unknown; path: string[]; want: { path: string; value: string }[] }]>([
  [
    "a nested property",
    {
      payload: { vehicle: { scheduleId: "#26:1" } },
      path: ["vehicle", "scheduleId"],
      want: [{ path: "vehicle.scheduleId", value: "#26:1" }],
    },
  ],
  ["an absent optional property", { payload: { vehicle: {} }, path: ["vehicle", "scheduleId"], want: [] }],
  ["an absent parent", { payload: {}, path: ["vehicle", "scheduleId"], want: [] }],
  [
    "every item of a list",
    {
      payload: { photoIds: ["#31:1", "#31:2"] },
      path: ["photoIds", "*"],
      want: [
        { path: "photoIds.0", value: "#31:1" },
        { path: "photoIds.1", value: "#31:2" },
      ],
    },
  ],
  [
    "every value of a map",
    {
      payload: { byId: { a: { fileId: "#31:3" } } },
      path: ["byId", "*", "fileId"],
      want: [{ path: "byId.a.fileId", value: "#31:3" }],
    },
  ],
  // Nullable links: null means "no link", which is nothing to check.
  ["a null link", { payload: { imageId: null }, path: ["imageId"], want: [] }],
  [
    "an inherited key is not a property",
    { payload: Object.create({ imageId: "#31:9" }) as unknown, path: ["imageId"], want: [] },
  ],
])("%s", (_, { payload, path, want }) => {
  expect(valuesAt(payload, path)).toEqual(want);
});
