import { expect, test } from "vitest";

import { groupTimeZones, placeOf, timeZoneEntry, timeZoneTable } from "./time-zones";

const NOW = new Date("2026-01-15T12:00:00Z");
const table = timeZoneTable("en-CA", "America/Toronto", NOW);

test("every zone the runtime knows is offered once, under a region in display order (Americas first)", () => {
  const groups = groupTimeZones(table, "");
  expect(groups.reduce((sum, g) => sum + g.zones.length, 0)).toBe(Intl.supportedValuesOf("timeZone").length);
  expect(groups[0]!.region).toBe("America");
  expect(groups.find((g) => g.region === "America")!.zones.map((z) => z.id)).toContain("America/Toronto");
});

test("a search matches city, region, offset or the zone's everyday name, ignoring case and accents", () => {
  const ids = (query: string) => groupTimeZones(table, query).flatMap((g) => g.zones.map((z) => z.id));
  expect(ids("toronto")).toEqual(["America/Toronto"]);
  // The runtime names it America/Buenos_Aires or America/Argentina/Buenos_Aires depending on its ICU data.
  expect(ids("buenos aires")).toEqual([expect.stringMatching(/^America\/(Argentina\/)?Buenos_Aires$/)]);
  expect(ids("eastern")).toEqual(expect.arrayContaining(["America/Toronto", "America/New_York"]));
  expect(ids("UTC−05:00")).toContain("America/Bogota");
  expect(ids("sao paulo")).toEqual(["America/Sao_Paulo"]);
  expect(ids("no such place")).toEqual([]);
});

test("names and offsets are readable, and the everyday name follows the portal language", () => {
  expect(placeOf("America/Argentina/Buenos_Aires")).toBe("Argentina / Buenos Aires");
  const toronto = timeZoneEntry("America/Toronto", "fr-CA", NOW);
  expect(toronto.offset).toBe("UTC−05:00");
  expect(toronto.genericName).toMatch(/Est/);
  expect(timeZoneEntry("UTC", "en-CA", NOW).region).toBe("Other");
});

test("a saved zone the runtime does not list is still offered, under Other", () => {
  const withUnknown = timeZoneTable("en-CA", "Mars/Olympus", NOW);
  expect(groupTimeZones(withUnknown, "olympus")).toEqual([
    { region: "Other", zones: [expect.objectContaining({ id: "Mars/Olympus" })] },
  ]);
});
