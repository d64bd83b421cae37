import { expect, test } from "vitest";

import type { FeatureName, RoleName } from "../../shared/generated/common";
import { MENU_GATES, missingAccess } from "./access-gates";

const ALL: FeatureName[] = ["home", "vehicles", "inspections", "timesheets", "checkins", "compliance", "map"];
const as = (roles: RoleName[], features: FeatureName[] = ALL) => ({ roles, features, v3: false });

test("a screen open to the session needs nothing", () => {
  expect(missingAccess(as(["owner"]), { gate: MENU_GATES.users, event: "UserSaveRequestEvent" })).toBeUndefined();
  expect(missingAccess(as(["mechanic"]), { gate: MENU_GATES.vehicles })).toBeUndefined();
  expect(missingAccess(as(["mechanic", "manager"]), { gate: MENU_GATES.hours })).toBeUndefined();
});

test("a mechanic is refused the office's screens: they need an office role", () => {
  expect(missingAccess(as(["mechanic"]), { gate: MENU_GATES.users })).toEqual({
    roles: ["owner", "manager"],
    features: [],
  });
  // Hours of service: the menu hides it from mechanics, although the list event would answer with their own days.
  expect(missingAccess(as(["mechanic"]), { gate: MENU_GATES.hours })?.roles).toEqual(["owner", "manager"]);
  // A form names its save's roles as the schema declares them (the server's authorize() checks the same).
  expect(missingAccess(as(["mechanic"]), { gate: MENU_GATES.users, event: "UserSaveRequestEvent" })?.roles).toEqual([
    "owner",
    "manager",
    "administrator",
  ]);
});

test("a company without the feature is refused the screen, naming the feature", () => {
  expect(missingAccess(as(["owner"], ["home", "vehicles"]), { gate: MENU_GATES.hours })).toEqual({
    roles: [],
    features: ["timesheets"],
  });
  expect(missingAccess(as(["owner"], []), { gate: MENU_GATES.vehicles })?.features).toEqual([
    "vehicles",
    "inspections",
  ]);
});

test("the operator's screens need the administrator role, from the event's access", () => {
  expect(missingAccess(as(["owner"]), { event: "QuickBooksStatusRequestEvent" })).toEqual({
    roles: ["administrator"],
    features: [],
  });
  expect(missingAccess(as(["administrator"]), { event: "QuickBooksStatusRequestEvent" })).toBeUndefined();
});
