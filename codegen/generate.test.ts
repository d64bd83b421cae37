// Whole-schema mistakes: each must stop generation with a message naming the file and what to change, because
// the alternative is output that parses but fails to type-check, or fails when it is first imported.
import { expect, test } from "vitest";

import { generate } from "./generate";
import type { Domain, EventSpec, SchemaSet } from "./model";

const Empty = { type: "object", properties: {} } as const;
const ping: EventSpec = {
  request: { $ref: "#/definitions/Empty" },
  response: "PingResponse",
  responsePayload: { $ref: "#/definitions/Empty" },
  errors: [],
  access: "public",
};

function schemas(...domains: Array<Pick<Domain, "name"> & Partial<Domain>>): SchemaSet {
  return {
    errors: { NotFound: { status: 404, text: "Not found" } },
    domains: domains.map((d) => ({ definitions: {}, events: {}, notifications: {}, ...d })),
  };
}

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected generate() to throw");
}

test("a minimal schema generates one file per domain plus the shared files, and the client's codecs per domain", () => {
  const files = generate(schemas({ name: "system", definitions: { Empty }, events: { PingRequestEvent: ping } }));
  expect([...files.keys()].sort()).toEqual([
    "client.ts",
    "errors.ts",
    "events.ts",
    "index.ts",
    "server.ts",
    "system.ts",
    "wire-system.ts",
    "wire.ts",
  ]);
  // wire-<domain>.ts each export `events` and `notifications`: index.ts must not re-export them.
  expect(files.get("index.ts")).not.toContain("wire");
  expect(files.get("wire.ts")).toMatch(/"?system"?: \(\) => import\("\.\/wire-system"\)/);
  expect(files.get("wire-system.ts")).toContain("PingRequestEvent: { request: Empty, responsePayload: Empty }");
});

test("a domain without events or notifications gets no codec module of its own", () => {
  const files = generate(
    schemas(
      { name: "common", definitions: { Empty } },
      {
        name: "system",
        events: {
          PingRequestEvent: {
            ...ping,
            request: { $ref: "common.json#/definitions/Empty" },
            responsePayload: { $ref: "common.json#/definitions/Empty" },
          },
        },
      },
    ),
  );
  expect([...files.keys()].filter((f) => f.startsWith("wire")).sort()).toEqual(["wire-system.ts", "wire.ts"]);
  expect(files.get("wire-system.ts")).toContain(`import { Empty } from "./common";`);
});

test.each<[string, { given: SchemaSet; want: string }]>([
  [
    "definitions in a cycle",
    {
      given: schemas({
        name: "a",
        definitions: {
          A: { type: "array", items: { $ref: "#/definitions/B" } },
          B: { type: "object", properties: { a: { $ref: "#/definitions/A" } } },
        },
      }),
      want: "schema/a.json: definitions refer to each other in a cycle: A → B → A",
    },
  ],
  [
    "a definition that contains itself",
    {
      given: schemas({
        name: "a",
        definitions: { Tree: { type: "array", items: { $ref: "a.json#/definitions/Tree" } } },
      }),
      want: "schema/a.json: definitions refer to each other in a cycle: Tree → Tree",
    },
  ],
  // No definition cycle, but a.ts and b.ts would import each other and one would read the other's codec too early.
  [
    "files that refer to each other",
    {
      given: schemas(
        { name: "a", definitions: { A1: { type: "string" }, A2: { $ref: "b.json#/definitions/B1" } } },
        { name: "b", definitions: { B1: { type: "string" }, B2: { $ref: "a.json#/definitions/A1" } } },
      ),
      want: "schema: files refer to each other in a cycle (a.json → b.json → a.json); move the shared definitions into one file",
    },
  ],
  // index.ts re-exports every file with `export *`, so one name in two files is ambiguous.
  [
    "one definition name in two files",
    {
      given: schemas(
        { name: "a", definitions: { Id: { type: "string" } } },
        { name: "b", definitions: { Id: { type: "number" } } },
      ),
      want: `schema/b.json#/definitions/Id: "Id" is also defined in schema/a.json; definition names are global`,
    },
  ],
  [
    "a definition named like an import",
    {
      given: schemas({ name: "a", definitions: { t: { type: "string" } } }),
      want: `schema/a.json#/definitions/t: definition name must be letters and digits, start with a letter, and not be "t" or "rt"`,
    },
  ],
  [
    "a schema file named like a generated file",
    {
      given: schemas({ name: "events" }),
      want: `schema/events.json: "events" is the name of a generated file; rename the schema file`,
    },
  ],
  [
    "an error id missing from errors.json",
    {
      given: schemas({
        name: "a",
        definitions: { Empty },
        events: { PingRequestEvent: { ...ping, errors: ["NotFound", "Nope"] } },
      }),
      want: `schema/a.json#/events/PingRequestEvent: error "Nope" is not in schema/errors.json`,
    },
  ],
  [
    "a response name without Response or Notification",
    {
      given: schemas({
        name: "a",
        definitions: { Empty },
        events: { PingRequestEvent: { ...ping, response: "PingReply" } },
      }),
      want: "schema/a.json#/events/PingRequestEvent: response name must end in Response or Notification",
    },
  ],
  // Event names are global: the client calls them by name alone.
  [
    "one event name in two files",
    {
      given: schemas(
        { name: "a", definitions: { Empty }, events: { PingRequestEvent: ping } },
        { name: "b", events: { PingRequestEvent: { ...ping, request: { $ref: "a.json#/definitions/Empty" } } } },
      ),
      want: "schema/b.json#/events/PingRequestEvent: event name is used twice",
    },
  ],
  [
    "an inline request",
    {
      given: schemas({ name: "a", definitions: { Empty }, events: { PingRequestEvent: { ...ping, request: Empty } } }),
      want: "schema/a.json#/events/PingRequestEvent: request and responsePayload must be $refs to definitions",
    },
  ],
  [
    "an inline response payload",
    {
      given: schemas({
        name: "a",
        definitions: { Empty },
        events: { PingRequestEvent: { ...ping, responsePayload: Empty } },
      }),
      want: "schema/a.json#/events/PingRequestEvent: request and responsePayload must be $refs to definitions",
    },
  ],
  [
    "an unknown access kind",
    {
      given: schemas({
        name: "a",
        definitions: { Empty },
        events: { PingRequestEvent: { ...ping, access: "admin" as never } },
      }),
      want: `schema/a.json#/events/PingRequestEvent: access must be "public", "signedIn" or {roles, features}`,
    },
  ],
  [
    "an unknown effect",
    {
      given: schemas({
        name: "a",
        definitions: { Empty },
        events: { PingRequestEvent: { ...ping, effect: "write" as never } },
      }),
      want: `schema/a.json#/events/PingRequestEvent: effect must be "read" or "session"`,
    },
  ],
  // A transform's error carries the path down to the offending property.
  [
    "a bad definition",
    {
      given: schemas({
        name: "a",
        definitions: { A: { type: "object", properties: { n: { type: "integer", minimum: 2, maximum: 1 } } } },
      }),
      want: "schema/a.json#/definitions.A.n: minimum is greater than maximum",
    },
  ],
])("refuses %s", (_, { given, want }) => {
  expect(errorOf(() => generate(given))).toBe(want);
});

test("a notification must say who hears it, and a list it names must exist", () => {
  const withNotification = (notification: Record<string, unknown>) =>
    schemas({
      name: "things",
      definitions: { Empty },
      events: { PingRequestEvent: ping },
      notifications: {
        ThingsChangedNotification: { payload: { $ref: "#/definitions/Empty" }, ...notification } as never,
      },
    });
  // Without an audience the change feed would send it to every role of the company.
  expect(errorOf(() => generate(withNotification({})))).toMatch(
    /schema\/things.json#\/notifications\/ThingsChangedNotification\/audience: audience is "company"/,
  );
  expect(errorOf(() => generate(withNotification({ audience: { list: "NoSuchRequestEvent" } })))).toMatch(
    /list names no event \(NoSuchRequestEvent\)/,
  );
  expect(errorOf(() => generate(withNotification({ audience: { roles: [] } })))).toMatch(/at least one role/);
});
