import { expect, test } from "vitest";

import type { FeatureName, RoleName } from "../../../shared/generated/common";
import type { PreferenceValue } from "../../../shared/generated/users";
import { canEditOwnProfile } from "./profile-rules";

const ON: FeatureName[] = ["profileUpdateByUser"];
test.each<[RoleName[], FeatureName[], PreferenceValue | undefined, boolean]>([
  [["manager"], [], "no", true],
  [["mechanic"], [], undefined, true],
  [["driver", "mechanic"], [], "no", true],
  [["driver"], ON, undefined, true],
  [["driver"], ON, "global", true],
  [["driver"], [], "global", false],
  [["driver"], ON, "no", false],
  [["nc_driver"], [], "yes", true],
])("roles %o, features %o, preference %o → may edit: %o", (roles, features, preference, want) => {
  expect(canEditOwnProfile(roles, features, preference)).toBe(want);
});
