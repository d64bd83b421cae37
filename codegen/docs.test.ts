import { describe, expect, test } from "vitest";

import { fillDocs } from "./docs";
import { SchemaError, type SchemaSet } from "./model";

const schema: SchemaSet = {
  domains: [
    {
      name: "parcels",
      definitions: {},
      events: {
        ParcelListRequestEvent: {
          description: "One window of parcels.",
          request: {},
          response: "ParcelListResponse",
          responsePayload: {},
          errors: [],
          effect: "read",
          access: { roles: ["owner", "manager"], features: ["parcels"] },
        },
        ParcelSendRequestEvent: {
          description: "Sends a parcel | once.\nIt is kept.",
          request: {},
          response: "ParcelSendResponse",
          responsePayload: {},
          errors: ["ValidationFailed", "NotFound"],
          command: true,
          access: "signedIn",
        },
      },
      notifications: {
        ParcelsChangedNotification: { description: "After parcels change.", payload: {}, audience: "company" },
      },
    },
    { name: "common", definitions: {}, events: {}, notifications: {} },
  ],
  errors: { NotFound: { status: 404, text: "The requested record was not found" } },
};

const page = (body: string) => `# Parcels\n\n## Events\n${body}\nAfter.\n`;

describe("the generated tables of docs/", () => {
  test("a page's event marker is filled with its schema file's events and notifications, and nothing else moves", () => {
    const changed = fillDocs(
      new Map([["parcels.md", page("<!-- generated:events parcels -->\nstale\n<!-- /generated:events -->")]]),
      schema,
    );
    const text = changed.get("parcels.md") ?? "";
    expect(text.startsWith("# Parcels\n\n## Events\n<!-- generated:events parcels -->\n")).toBe(true);
    expect(text.endsWith("<!-- /generated:events -->\nAfter.\n")).toBe(true);
    expect(text).not.toContain("stale");
    expect(text).toContain(
      "| `ParcelListRequestEvent` | roles owner, manager, with feature parcels | read | — | One window of parcels. |",
    );
    // A pipe in a description is escaped and a line break folded, so the row stays one row of five cells.
    expect(text).toContain(
      "| `ParcelSendRequestEvent` | any signed-in user | command (exactly once) | `ValidationFailed`, `NotFound` | Sends a parcel \\| once. It is kept. |",
    );
    expect(text).toContain(
      "| `ParcelsChangedNotification` | every signed-in user of the company | After parcels change. |",
    );
  });

  test("a fresh page is not reported, so codegen:check passes on it", () => {
    const once = fillDocs(
      new Map([["parcels.md", page("<!-- generated:events parcels -->\n<!-- /generated:events -->")]]),
      schema,
    );
    const again = fillDocs(once, schema);
    expect(again.size).toBe(0);
  });

  test("the error catalogue is a table of every messageId", () => {
    const changed = fillDocs(
      new Map([
        ["parcels.md", page("<!-- generated:events parcels -->\n<!-- /generated:events -->")],
        ["errors.md", "# Errors\n<!-- generated:errors -->\n<!-- /generated:errors -->\n"],
      ]),
      schema,
    );
    expect(changed.get("errors.md")).toContain("| `NotFound` | 404 | The requested record was not found |");
  });

  test("a schema file with events that no page lists, a file listed twice and an unknown file are refused", () => {
    expect(() => fillDocs(new Map([["other.md", "# Other\n"]]), schema)).toThrow(/schema\/parcels\.json/);
    const twice = page("<!-- generated:events parcels -->\n<!-- /generated:events -->");
    expect(() =>
      fillDocs(
        new Map([
          ["a.md", twice],
          ["b.md", twice],
        ]),
        schema,
      ),
    ).toThrow(SchemaError);
    expect(() =>
      fillDocs(
        new Map([["a.md", page("<!-- generated:events parcels crates -->\n<!-- /generated:events -->")]]),
        schema,
      ),
    ).toThrow(/crates/);
  });
});
