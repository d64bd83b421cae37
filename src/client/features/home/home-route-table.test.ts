// Every operator address whose screen exists resolves — /portal/operator/{companyId}/{section} included — and the
// generic section route never hides a screen's own route (docs/home.md "Screens").
import { parse } from "regexparam";
import { expect, test } from "vitest";
import { matchRoute } from "wouter";

import { encodeIdForUrl } from "../../../shared/ids";
// The signed-in portal's routes live in its lazily loaded area (app/portal-area.tsx).
import { routes as routeTable } from "../../app/portal-area";
import { homePaths } from "./home-routes";

const company = encodeIdForUrl("#12:3");
/** The first route that matches, as the router's Switch picks it. */
const routeOf = (path: string) => routeTable.find((entry) => matchRoute(parse, entry.path as string, path)[0])?.path;

test.each([
  ["/portal/home", "/portal/home"],
  ["/portal/operator/home", homePaths.operatorHomeShort],
  [`/portal/operator/${company}/home`, "/portal/operator/:companyId/home"],
  [`/portal/operator/${company}/whatsnew`, homePaths.whatsNew],
  ["/portal/operator/whatsnew", homePaths.whatsNewShort],
  [`/portal/v3/operator/${company}/dashboard`, "/portal/v3/operator/:companyId/dashboard"],
  [`/portal/operator/${company}/vehicles`, "/portal/operator/:companyId/vehicles"],
  [`/portal/operator/${company}/users`, "/portal/operator/:companyId/users"],
  [`/portal/operator/${company}/compliance`, "/portal/operator/:companyId/compliance"],
  [`/portal/operator/${company}/inspections`, "/portal/operator/:companyId/inspections"],
  [`/portal/operator/${company}/company/display`, "/portal/operator/:companyId/company/display"],
  [`/portal/operator/${company}/hours`, "/portal/operator/:companyId/hours"],
])("%s is served by %s", (path, pattern) => {
  expect(routeOf(path)).toBe(pattern);
});

test("a section whose screen has another address goes through the generic route; a mistyped address does not", () => {
  expect(routeOf(`/portal/operator/${company}/checkins`)).toBe(homePaths.section);
  expect(routeOf(`/portal/operator/${company}/dashboard`)).toBe(homePaths.section);
  expect(routeOf("/portal/operator/not-a-company/whatever")).toBeUndefined();
  expect(routeTable.at(-1)?.path).toBe(homePaths.section);
});
