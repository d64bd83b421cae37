import { expect, test } from "vitest";

import { BOOT_PLAN_KEY, readBootPlan, recordRoute, routePlan } from "./boot-plan";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
}

const list = { eventName: "VehicleListRequestEvent", payload: { offset: 0, limit: 100 } };

test("a route's requests and chunks are read back by the same build, and ignored by another", () => {
  const storage = memoryStorage();
  recordRoute(storage, "b1", "/portal/operator/vehicles", [list], ["/assets/list-abc.js"], 1_000);
  expect(routePlan(readBootPlan(storage, "b1"), "/portal/operator/vehicles")).toMatchObject({
    requests: [list],
    scripts: ["/assets/list-abc.js"],
  });
  expect(routePlan(readBootPlan(storage, "b2"), "/portal/operator/vehicles")).toBeUndefined();
});

test("only the build's own chunks are kept: no other origin, folder or kind of file", () => {
  const storage = memoryStorage();
  recordRoute(
    storage,
    "b",
    "/p",
    [],
    [
      "/assets/a-1.js",
      "https://elsewhere.example/x.js",
      "/other/b.js",
      "/assets/c.css",
      "/assets/../d.js",
      "/assets/e.js?x",
    ],
    1_000,
  );
  expect(routePlan(readBootPlan(storage, "b"), "/p")!.scripts).toEqual(["/assets/a-1.js"]);
});

test("a later visit replaces the requests and adds its chunks to the earlier ones (a second visit fetches none)", () => {
  const storage = memoryStorage();
  recordRoute(storage, "b", "/p", [list], ["/assets/a.js"], 1_000);
  const wider = { ...list, payload: { offset: 0, limit: 100, fields: ["vin"] } };
  recordRoute(storage, "b", "/p", [wider], [], 2_000);
  expect(routePlan(readBootPlan(storage, "b"), "/p")).toMatchObject({ requests: [wider], scripts: ["/assets/a.js"] });
});

test("the most recently shown paths are kept, the oldest dropped", () => {
  const storage = memoryStorage();
  for (let i = 0; i < 30; i++) recordRoute(storage, "b", `/p/${i}`, [], [], 1_000 + i);
  const routes = Object.keys(readBootPlan(storage, "b").routes);
  expect(routes).toHaveLength(24);
  expect(routes).toContain("/p/29");
  expect(routes).not.toContain("/p/0");
});

test("an unreadable plan is a fresh one, and a malformed route is no plan", () => {
  const storage = memoryStorage();
  storage.setItem(BOOT_PLAN_KEY, "{not json");
  expect(readBootPlan(storage, "b")).toEqual({ build: "b", routes: {} });
  storage.setItem(BOOT_PLAN_KEY, JSON.stringify({ build: "b", routes: { "/p": { at: 1, requests: "x" } } }));
  expect(routePlan(readBootPlan(storage, "b"), "/p")).toBeUndefined();
});
