import { describe, expect, test } from "vitest";

import {
  addressProblems,
  canManage,
  displayEmail,
  fullName,
  grantableRoles,
  initials,
  isAddressComplete,
  isCanada,
  locationText,
  ungrantedRoles,
} from "./people";

describe("people rules", () => {
  test("who grants which role: administrator all, owner all but administrator, manager neither", () => {
    expect(grantableRoles(["administrator"])).toContain("administrator");
    expect(grantableRoles(["owner"])).not.toContain("administrator");
    expect(grantableRoles(["owner"])).toContain("owner");
    expect(grantableRoles(["manager"])).toEqual(["manager", "mechanic", "driver", "nc_driver"]);
    expect(grantableRoles(["mechanic"])).toEqual([]);
    expect(grantableRoles(["driver", "manager"])).toContain("driver");
  });

  test("a manager cannot grant administrator, nor take owner away, but may keep what someone already holds", () => {
    expect(ungrantedRoles(["manager"], ["driver"], ["driver", "administrator"])).toEqual(["administrator"]);
    expect(ungrantedRoles(["manager"], ["owner"], ["manager"])).toEqual(["owner"]);
    expect(ungrantedRoles(["manager"], ["driver"], ["mechanic"])).toEqual([]);
    expect(canManage(["manager"], ["owner"])).toBe(false);
    expect(canManage(["manager"], ["driver", "mechanic"])).toBe(true);
    expect(canManage(["mechanic"], ["driver"])).toBe(false);
  });

  test("display: full name, initials, system user, test-prefixed emails hidden", () => {
    expect(fullName({ first: " Marie-Ève ", last: "Gagnon" })).toBe("Marie-Ève Gagnon");
    expect(fullName({ id: "system", first: "", last: "" })).toBe("Fleet Portal");
    expect(initials({ first: "élodie", last: "roy" })).toBe("ÉR");
    expect(displayEmail("FleetTest+abc@fleet.ca")).toBe("");
    expect(displayEmail("dispatch@fleet.ca")).toBe("dispatch@fleet.ca");
  });

  test("addresses: complete with street, city and province; Canada ignoring case; location text", () => {
    expect(isAddressComplete({ street: "1 Main St", city: "Hamilton", jurisdiction: "ON" })).toBe(true);
    expect(isAddressComplete({ street: "1 Main St", city: "Hamilton" })).toBe(false);
    expect(isCanada({ country: " CANADA " })).toBe(true);
    expect(
      locationText({ street: "1 Main St", unit: "4", city: "Hamilton", jurisdiction: "ON", postal: "L8P 4R5" }),
    ).toBe("1 Main St, 4, Hamilton, ON, L8P 4R5");
    expect(addressProblems({})).toEqual({});
    expect(addressProblems({ city: "Hamilton" })).toEqual({ street: "required", jurisdiction: "required" });
    expect(
      addressProblems({ street: "1 Main", city: "Hamilton", jurisdiction: "ON", country: "Canada", postal: "12345" }),
    ).toEqual({ postal: "postalCode" });
    expect(
      addressProblems({
        street: "1 Main",
        city: "Buffalo",
        jurisdiction: "NY",
        country: "United States",
        postal: "14201",
      }),
    ).toEqual({});
  });
});
