// The generated client API is typed method by method but made at run time from the event table (emit/client-file.ts):
// every event of the schema must come out as the method its type names, asking for that event.
import { expect, test } from "vitest";

import { createApi, methodName, type Requester } from "../src/shared/generated/client";
import { eventWire } from "../src/shared/generated/wire";
import { methodName as codegenMethodName } from "./emit/banner";

test("every event is a method of the API, named as codegen names it, and asks for that event", () => {
  const asked: { eventName: string; payload: unknown }[] = [];
  const requester = {
    request: (eventName: string, payload: unknown) => (asked.push({ eventName, payload }), "reply"),
  } as unknown as Requester;
  const api = createApi(requester) as unknown as Record<string, (payload: unknown) => unknown>;
  const events = Object.keys(eventWire);
  expect(Object.keys(api)).toHaveLength(events.length);
  for (const eventName of events) {
    expect(methodName(eventName)).toBe(codegenMethodName(eventName));
    expect(api[methodName(eventName)]!({ n: eventName })).toBe("reply");
  }
  expect(asked.map((a) => a.eventName)).toEqual(events);
  expect(api.vehicleList).toBeTypeOf("function");
  expect(methodName("VehicleListRequestEvent")).toBe("vehicleList");
});
