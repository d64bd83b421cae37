import { House } from "lucide-react";
import { expect, test } from "vitest";

import type { FeatureName, RoleName } from "../../shared/generated/common";
import { MENU_GATES, isGateOpen, visibleMenu, type MenuEntry } from "./menu";
import { portalMenu } from "./portal-shell";

const ALL: FeatureName[] = [
  "home",
  "vehicles",
  "inspections",
  "timesheets",
  "checkins",
  "checklists",
  "equipment",
  "compliance",
  "map",
];
const every: MenuEntry[] = Object.entries(MENU_GATES).map(([id, gate]) => ({
  id,
  label: { id },
  icon: House,
  link: (c) => `/portal/operator/${c.companyId}/${id}`,
  gate,
  order: 0,
}));
const seen = (roles: RoleName[], features: FeatureName[], v3 = false) =>
  visibleMenu({ companyId: "c", roles, features, v3 }, every).map((e) => e.id);

test("a mechanic sees the reduced menu", () => {
  expect(seen(["mechanic"], ALL)).toEqual(["home", "vehicles", "equipment", "inspections", "checklists", "reports"]);
});

test("a mechanic's items follow the company features", () => {
  expect(seen(["mechanic"], ["inspections"])).toEqual(["vehicles", "inspections", "reports"]);
});

test("a manager sees the full menu; Admin and Dashboard stay hidden", () => {
  expect(seen(["manager"], ALL)).toEqual([
    "home",
    "whatsNew",
    "compliance",
    "vehicles",
    "equipment",
    "inspections",
    "hours",
    "checkins",
    "users",
    "map",
    "checklists",
    "reports",
    "invoices",
    "billing",
    "company",
  ]);
});

test("Users, Invoices, Billing, Company and Whats New are always shown to non-mechanics", () => {
  expect(seen(["owner"], [])).toEqual(["whatsNew", "users", "reports", "invoices", "billing", "company"]);
});

test("a mechanic who is also a manager gets the full menu", () => {
  expect(seen(["mechanic", "manager"], [])).toContain("users");
});

test("Admin only for administrators; Dashboard only in v3", () => {
  expect(seen(["administrator"], [])).toContain("admin");
  expect(seen(["owner"], [])).not.toContain("admin");
  expect(seen(["owner"], [], true)).toContain("dashboard");
  expect(seen(["owner"], [], false)).not.toContain("dashboard");
});

test("vehicles show when either vehicles or inspections is on; map with any tracking feature", () => {
  expect(isGateOpen(MENU_GATES.vehicles, { roles: ["owner"], features: ["inspections"], v3: false })).toBe(true);
  expect(isGateOpen(MENU_GATES.vehicles, { roles: ["owner"], features: [], v3: false })).toBe(false);
  expect(isGateOpen(MENU_GATES.map, { roles: ["owner"], features: ["trackLocation"], v3: false })).toBe(true);
});

test("in v3 the links point at the v3 routes where v3 has the section", () => {
  const menu = visibleMenu({ companyId: "cid", roles: ["owner"], features: ["vehicles"], v3: true }, every);
  expect(menu.find((e) => e.id === "vehicles")?.href).toBe("/portal/v3/operator/cid/vehicles");
  expect(menu.find((e) => e.id === "whatsNew")?.href).toBe("/portal/operator/cid/whatsNew");
});

test("the real menu has Users and Company for owners and managers, never for a mechanic alone", () => {
  const ids = (roles: RoleName[]) =>
    visibleMenu({ companyId: "c", roles, features: ["home", "vehicles"], v3: false }, portalMenu).map((e) => e.id);
  expect(ids(["owner"])).toEqual(expect.arrayContaining(["users", "company"]));
  expect(ids(["manager"])).toEqual(expect.arrayContaining(["users", "company"]));
  expect(ids(["mechanic"])).not.toContain("users");
  expect(ids(["mechanic"])).not.toContain("company");
  const v3 = visibleMenu({ companyId: "c", roles: ["owner"], features: [], v3: true }, portalMenu);
  expect(v3.find((e) => e.id === "users")?.href).toMatch(/^\/portal\/v3\/operator\/[^/]+\/users$/);
  expect(v3.find((e) => e.id === "company")?.href).toMatch(/^\/portal\/v3\/operator\/[^/]+\/company\/display$/);
});

test("the domains' entries stand in the menu's usual order, whatever the order of the list of domains", () => {
  // The menu of docs/design/client-shell.md "The main menu", in its order; a new domain's entry may stand between.
  const usual = [
    "home",
    "whatsNew",
    "compliance",
    "vehicles",
    "equipment",
    "inspections",
    "hours",
    "checkins",
    "users",
    "map",
    "checklists",
    "reports",
    "invoices",
    "billing",
    "company",
    "admin",
    "dashboard",
  ];
  const ids = portalMenu.map((entry) => entry.id);
  expect(ids.filter((id) => usual.includes(id))).toEqual(usual);
  expect(new Set(ids).size).toBe(ids.length);
});
