import { describe, expect, test } from "vitest";

import { scanTopLevelIds } from "./scan-ids";

describe("reading the envelope's ids from text the parser refused", () => {
  test.each<[string, string, { requestId?: string; eventName?: string }]>([
    [
      "a cut-off message",
      `{"eventName":"UserSignOutRequestEvent","requestId":"r1","payload":{`,
      { eventName: "UserSignOutRequestEvent", requestId: "r1" },
    ],
    [
      "ids after a deep payload",
      `{"payload":${"[".repeat(5000)}${"]".repeat(5000)},"requestId":"deep"}`,
      { requestId: "deep" },
    ],
    [
      "a requestId inside the payload is not the envelope's",
      `{"payload":{"requestId":"inner"},"requestId":"outer"`,
      { requestId: "outer" },
    ],
    ["only a nested one", `{"payload":{"requestId":"inner"}`, {}],
    ["escaped quotes and braces inside strings", `{"x":"a\\"{[","requestId":"r\\u0032"`, { requestId: "r2" }],
    ["a requestId that is not a string", `{"requestId":5,`, {}],
    ["not an object at all", `nonsense "requestId":"r"`, {}],
  ])("%s", (_, text, expected) => {
    expect(scanTopLevelIds(text)).toEqual(expected);
  });

  // Its time is a bench figure (tests/bench/seed.ts, scanMegabyteMs): a million unclosed brackets neither overflow
  // the stack nor stop the scan.
  test("a megabyte of brackets is scanned", () => {
    const text = `{"requestId":"big","payload":${"[".repeat(1_000_000)}`;
    expect(scanTopLevelIds(text).requestId).toBe("big");
  });
});
