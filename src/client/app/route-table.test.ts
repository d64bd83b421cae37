import { expect, test } from "vitest";

import { isPageAddress } from "../../shared/page-addresses";
import { ADMIN_ROUTES } from "../features/operator/admin-area";
import { routes as portalRoutes } from "./portal-area";
import { operatorNav } from "./portal-shell";
import { routePreload, routeTable } from "./route-table";
import { operatorLists } from "./shell-context";

test("every route names its screen, so every page has its own title (WCAG 2.4.2)", () => {
  // A route area's own routes name its screens.
  const untitled = [...routeTable, ...portalRoutes, ...ADMIN_ROUTES]
    .filter((entry) => !entry.area && entry.title === undefined)
    .map((entry) => String(entry.path));
  expect(untitled).toEqual([]);
});

test("the code that loads first knows one area for every signed-in /portal address, and the sign-in page's code is not in it", () => {
  const areas = routeTable.filter((entry) => entry.area);
  expect(areas).toHaveLength(1);
  const pattern = areas[0]!.path as RegExp;
  for (const entry of portalRoutes) if (typeof entry.path === "string") expect(entry.path).toMatch(/^\/portal(\/|$)/);
  for (const address of ["/portal", "/portal/home", "/portal/operator/vehicles", "/portal/admin/home"])
    expect(pattern.test(address)).toBe(true);
  for (const address of ["/signin", "/", "/register", "/portalx", "/about"]) expect(pattern.test(address)).toBe(false);
  // The sign-in page loads its code on demand too (a preload the cold load starts beside the language's messages).
  const signIn = routeTable.filter((entry) => String(entry.path) === "/signin");
  expect(signIn).toHaveLength(1);
  expect(routePreload(signIn[0]!)).toBeTypeOf("function");
  expect(areas[0]!.access).toBe("signedIn");
});

test("within the portal area, the operator's area is one entry covering every /portal/admin address and nothing else, after the domains' own cross-company screens", () => {
  const areas = portalRoutes.filter((entry) => entry.area);
  expect(areas).toHaveLength(1);
  const pattern = areas[0]!.path as RegExp;
  for (const entry of ADMIN_ROUTES) expect(String(entry.path)).toMatch(/^\/portal\/admin\//);
  const areaAt = portalRoutes.indexOf(areas[0]!);
  const crossCompany = portalRoutes.filter((entry) => String(entry.path).startsWith("/portal/admin/"));
  expect(crossCompany.length).toBeGreaterThan(20);
  for (const entry of crossCompany) expect(portalRoutes.indexOf(entry)).toBeLessThan(areaAt);
  expect(pattern.test("/portal/admin/home")).toBe(true);
  expect(pattern.test("/portal/admin")).toBe(true);
  expect(pattern.test("/portal/administrators")).toBe(false);
  expect(pattern.test("/portal/operator/vehicles")).toBe(false);
});

test("a route area brings its routes with its code", async () => {
  const [area] = routeTable.filter((entry) => entry.area);
  expect(await area!.routes!()).toBe(portalRoutes);
});

test("the operator's navigation gathers its own screens and every domain's cross-company list, once each", () => {
  const ids = operatorNav.map((entry) => entry.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(operatorLists(operatorNav).map((entry) => entry.id)).toEqual([
    "companies",
    "registrations",
    "audit",
    "inspections",
    "vehicles",
    "employees",
    "hours",
    "checkins",
    "invoices",
    "equipment",
    "checklists",
    "schedules",
    "reports",
    "cards",
    "mapPositions",
  ]);
  // Each list's entry leads to a route the portal serves.
  const paths = new Set(portalRoutes.map((entry) => String(entry.path)));
  for (const entry of operatorLists(operatorNav).slice(3)) expect(paths.has(entry.href)).toBe(true);
});

test("every page the client routes is an address the server answers with the page (src/shared/page-addresses.ts)", () => {
  const entries = [...routeTable, ...portalRoutes, ...ADMIN_ROUTES];
  // A pattern's parameters filled in; a RegExp route is covered by an address it matches.
  const samples = ["/portal", "/portal/admin/home", "/portal/operator/iIzEyOjM/home", "/isFleetRight4Me"];
  const addresses = entries.map((entry) =>
    typeof entry.path === "string"
      ? entry.path.replace(/:[A-Za-z]+\??/g, "x").replace(/\*/g, "x")
      : samples.find((sample) => (entry.path as RegExp).test(sample)),
  );
  expect(entries.filter((_, index) => addresses[index] === undefined).map((entry) => String(entry.path))).toEqual([]);
  expect(addresses.filter((address) => !isPageAddress(address!))).toEqual([]);
  for (const address of ["/foo.php", "/wp-admin", "/.env", "/readyz", "/portalx", "//portal"])
    expect(isPageAddress(address)).toBe(false);
});
