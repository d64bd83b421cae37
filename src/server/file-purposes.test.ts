// Every purpose the schema gives a linked file (`x-file-purpose`) is declared by exactly one domain with its read rule
// (docs/files.md "Reading a file"): a link to a purpose nobody declares would make files nobody can read.
import { expect, test } from "vitest";

import { eventCatalogue, eventNames, type ReferenceSite } from "../shared/generated/events";
import { serverDomains } from "./features/index";
import { FilePurposes, filePurpose, newFileId } from "./file-purposes";

test("each purpose the schema links is declared by one domain", () => {
  const purposes = new FilePurposes(serverDomains.flatMap((domain) => domain.files ?? []));
  const linked = new Set(
    eventNames.flatMap((name) =>
      (eventCatalogue[name].references as readonly ReferenceSite[]).flatMap((site) => site.purpose ?? []),
    ),
  );
  expect(linked.size).toBeGreaterThan(0);
  expect([...linked].filter((purpose) => purposes.get(purpose) === undefined)).toEqual([]);
});

test("a purpose declared twice is refused at start", () => {
  const twice = filePurpose({ name: "vehicleImage", mayRead: () => true });
  expect(() => new FilePurposes([twice, twice])).toThrow("File purpose vehicleImage is declared twice");
});

test("new file ids are valid ids that do not count up", () => {
  const ids = Array.from({ length: 1000 }, newFileId);
  expect(ids.every((id) => /^#31:[0-9]{1,19}$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});
