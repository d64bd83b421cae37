import { expect, test } from "vitest";

import { companyIdFromUrl, forLayout, links, v3Pattern } from "./routes";

test("operator links carry the company id encoded, and decode back", () => {
  const path = links.operatorHome("#12:3");
  expect(path).toBe("/portal/operator/iIzEyOjM/home");
  expect(companyIdFromUrl(path.split("/")[3])).toBe("#12:3");
  expect(companyIdFromUrl("not-an-id")).toBeUndefined();
});

test.each([
  ["/portal/operator/iIzEyOjM/vehicles", true, "/portal/v3/operator/iIzEyOjM/vehicles"],
  ["/portal/operator/iIzEyOjM/vehicles", false, "/portal/operator/iIzEyOjM/vehicles"],
  ["/portal/operator/iIzEyOjM/whatsnew", true, "/portal/operator/iIzEyOjM/whatsnew"],
  ["/portal/operator/iIzEyOjM/company/display", true, "/portal/v3/operator/iIzEyOjM/company/display"],
  ["/portal/home", true, "/portal/home"],
])("forLayout(%s, v3 %s) is %s", (path, v3, want) => {
  expect(forLayout(path, v3)).toBe(want);
});

test("route patterns get a v3 twin only for v3's sections", () => {
  expect(v3Pattern("/portal/operator/:companyId/vehicles")).toBe("/portal/v3/operator/:companyId/vehicles");
  expect(v3Pattern("/portal/operator/:companyId/whatsnew")).toBeUndefined();
  expect(v3Pattern("/portal/home")).toBeUndefined();
});
